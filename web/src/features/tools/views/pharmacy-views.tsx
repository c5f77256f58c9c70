import type { PharmaciesResponse, toolsComparisonsContract, toolsProgramsContract } from '../../../../../shared/contracts/tools-prices';
import type { ResponseOf } from '../../../../../shared/contract';
import type { ToolResultProps } from '../tool-types';
import { telHref } from '../../../components/tel-href';
import { DataTable, DrugHeading, money } from './parts';

type Props = ToolResultProps<Record<string, string>, PharmaciesResponse>;
type Pharmacy = NonNullable<PharmaciesResponse['pharmacies']>[number];

const pharmacyColumns = [
  { header: 'Pharmacy', cell: (p: Pharmacy) => p.name },
  { header: 'Chain', cell: (p: Pharmacy) => p.chain },
  { header: 'Address', cell: (p: Pharmacy) => p.address },
  { header: 'Phone', cell: (p: Pharmacy) => <a href={telHref(p.phone)}>{p.phone}</a> },
];
const sampleNote = (rows: Pharmacy[]) => (rows.some((p) => p.sample) ? <p className="tool-muted">The pharmacy directory includes sample pharmacies generated for this demonstration catalog.</p> : null);

export function PharmacySearchView({ data }: Props) {
  const rows = data.pharmacies ?? [];
  return (
    <>
      <DataTable caption={`${rows.length} pharmacies`} rows={rows} rowKey={(p) => p.id} columns={pharmacyColumns} />
      {sampleNote(rows)}
    </>
  );
}

export function PharmaciesNearbyView({ data }: Props) {
  const rows = data.pharmacies ?? [];
  return (
    <>
      <DataTable caption={`Pharmacies near ${data.zip}, nearest first`} rows={rows} rowKey={(p) => p.id} columns={[...pharmacyColumns, { header: 'Miles', cell: (p) => p.distance ?? '', num: true }]} />
      {sampleNote(rows)}
    </>
  );
}

export function MailOrderView({ data }: Props) {
  const s = data.selection;
  return (
    <>
      {s && data.mailOrderPrices ? (
        <DataTable
          caption={`Mail-order coupon prices for ${s.label} ${s.strength}, ${s.quantityToDisplay}`}
          rows={data.mailOrderPrices}
          rowKey={(r, i) => `${r.pharmacy}-${i}`}
          columns={[{ header: 'Pharmacy', cell: (r) => r.pharmacy }, { header: 'Through', cell: (r) => r.pbm }, { header: 'Price', cell: (r) => money(r.price), num: true }]}
        />
      ) : null}
      <DataTable caption="Mail-order pharmacies" rows={data.pharmacies ?? []} rowKey={(p) => p.id} columns={pharmacyColumns} />
    </>
  );
}

export function PbmMailOrderView({ data }: Props) {
  const s = data.selection!;
  return (
    <DataTable
      caption={`Mail-order options per PBM for ${s.label} ${s.strength}, ${s.quantityToDisplay}`}
      rows={data.byPbm ?? []}
      rowKey={(r) => r.pbmId}
      columns={[
        { header: 'PBM', cell: (r) => r.pbm },
        { header: 'Mail-order pharmacies', cell: (r) => (r.options.length ? r.options.map((o) => `${o.pharmacy} ${money(o.price)}`).join('; ') : r.answered ? 'None in its network' : 'Did not answer') },
        { header: 'Lowest', cell: (r) => money(r.options[0]?.price), num: true },
      ]}
    />
  );
}

type Comparison = ResponseOf<typeof toolsComparisonsContract>;

export function ComparisonView({ data }: ToolResultProps<Record<string, string>, Comparison>) {
  return (
    <>
      <DrugHeading drug={data.drug} />
      {data.observations.length === 0 ? (
        <p className="tool-empty">We have no recorded competitor price for {data.drug.generic} yet. We show a competitor&apos;s price only when we observed it, with the date and the source; we never estimate one.</p>
      ) : (
      <DataTable
        caption="Stored competitor price observations, newest first"
        rows={data.observations}
        rowKey={(o, i) => `${o.competitor}-${o.chain}-${o.observedAt}-${i}`}
        columns={[
          { header: 'Competitor', cell: (o) => o.competitor },
          { header: 'Pharmacy chain', cell: (o) => o.chain },
          { header: 'Fill', cell: (o) => `${o.label} ${o.strength} ${o.form}, ${o.quantityToDisplay}` },
          { header: 'Their price', cell: (o) => money(o.price), num: true },
          { header: 'Observed', cell: (o) => o.observedAt },
        ]}
      />
      )}
    </>
  );
}

type Programs = ResponseOf<typeof toolsProgramsContract>;

export function ProgramsView({ data }: ToolResultProps<Record<string, string>, Programs>) {
  return (
    <>
      {data.drug ? <DrugHeading drug={data.drug} /> : null}
      {data.programs?.length ? (
        <ul className="tool-links__list">
          {data.programs.map((p) => (
            <li key={p.brand}>
              <strong>{p.brand}</strong> by {p.manufacturer}:{' '}
              <a href={p.copayUrl} rel="noopener noreferrer" target="_blank">
                copay savings program (opens {new URL(p.copayUrl).hostname})
              </a>
              {' · '}
              <a href={p.assistanceUrl} rel="noopener noreferrer" target="_blank">
                {p.assistanceName}
              </a>
            </li>
          ))}
        </ul>
      ) : data.charities ? null : (
        <p className="tool-empty tool-empty--none">No manufacturer copay program is recorded for this drug. Generic drugs rarely have one: compare coupon prices instead, or see charity options.</p>
      )}
      {data.charities ? (
        <DataTable
          caption="Patient-assistance programs and charities"
          rows={data.charities}
          rowKey={(c) => c.name}
          columns={[
            { header: 'Organisation', cell: (c) => <a href={c.url} rel="noopener noreferrer" target="_blank">{c.name}</a> },
            { header: 'How it helps', cell: (c) => c.helpsWith },
            { header: 'Who', cell: (c) => ({ 'any-drug': 'Any prescription', 'disease-funds': 'Specific diagnoses', medicare: 'Medicare members' })[c.scope] },
          ]}
        />
      ) : null}
      <p className="tool-muted">{data.note}</p>
    </>
  );
}
