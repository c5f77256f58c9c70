import { isValidNpi } from '../../../../shared/validation';
import { errorMessage } from '../../api/base-query';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import { usePharmacyPortalFeesQuery } from './portal-endpoints';

const usd = (n: number) => `$${n.toFixed(2)}`;

type PbmFee = NonNullable<ReturnType<typeof usePharmacyPortalFeesQuery>['data']>['pbms'][number];
type DrugFee = PbmFee['rows'][number];

const drugColumns: Column<DrugFee>[] = [
  { header: 'Drug', cell: (row) => row.drug },
  { header: 'NADAC', cell: (row) => usd(row.nadac), num: true },
  { header: 'PBM rule', cell: (row) => usd(row.pbmRulePays), num: true },
  { header: 'You are paid', cell: (row) => usd(row.paid), num: true },
  { header: 'Patient pays', cell: (row) => usd(row.patientPrice), num: true },
];

const pbmColumn: Column<PbmFee> = { header: 'PBM', cell: (pbm) => pbm.name, rowHeader: true };
const networkColumn: Column<PbmFee> = { header: 'Prices your pharmacy', cell: (pbm) => (pbm.inNetwork ? 'Yes' : 'No') };
const feeColumns: Column<PbmFee>[] = [
  { header: 'Average over NADAC', cell: (pbm) => usd(pbm.averageOverNadac), num: true },
  {
    header: 'Per drug',
    cell: (pbm) => (
      <details>
        <summary>{pbm.rows.length} drugs</summary>
        <DataTable
          caption={<span className="visually-hidden">What {pbm.name} pays per drug</span>}
          className="portal-table"
          rows={pbm.rows}
          rowKey={(row) => row.drug}
          columns={drugColumns}
        />
      </details>
    ),
  },
];

/** Beyond the spec: after sign-in, what each PBM would pay for a sample of common drugs at the chosen minimum. */
export function PbmFees({ minimumPayment, npi }: { minimumPayment: number; npi: string }) {
  const validNpi = isValidNpi(npi) ? npi : undefined;
  const fees = usePharmacyPortalFeesQuery({ minimumPayment: String(minimumPayment) as '0' | '3' | '6', ...(validNpi ? { npi: validNpi } : {}) });

  return (
    <section className="portal-fees" aria-labelledby="fees-heading" aria-busy={fees.isFetching}>
      <h2 id="fees-heading">What each PBM would pay you at ${minimumPayment} over NADAC</h2>
      <p>
        For a sample of commonly filled generics: the NADAC cost, what the PBM's own rule pays (ingredient cost plus dispensing fee), what you are
        paid with your minimum over NADAC applied, and the coupon price your patient pays (including the PBM's admin fee).
        {validNpi ? ' Network membership is shown for the NPI you entered.' : ' Enter your NPI above to see which PBMs price your pharmacy.'}
      </p>
      {fees.isLoading && <p role="status">Loading the fees…</p>}
      {fees.isError && (
        <p className="alert alert--error" role="alert">
          {errorMessage(fees.error, 'The fees could not be loaded. Please try again later.')}
        </p>
      )}
      {fees.data && fees.data.pbms.length === 0 && <p>No PBM fees are available right now.</p>}
      {fees.data && fees.data.pbms.length > 0 && (
        <DataTable
          label="PBM fees table"
          caption={<span className="visually-hidden">Average paid over NADAC per PBM</span>}
          className="portal-table"
          rows={fees.data.pbms}
          rowKey={(pbm) => pbm.id}
          columns={validNpi ? [pbmColumn, networkColumn, ...feeColumns] : [pbmColumn, ...feeColumns]}
        />
      )}
    </section>
  );
}
