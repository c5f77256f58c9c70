import { skipToken } from '@reduxjs/toolkit/query';
import { DataTable, type Column } from '../../components/data-table/DataTable';
import type { PbmQuoteExplanation } from '../../../../shared/contracts/admin';
import { AdminPage } from './AdminPage';
import { useAdminPriceExplainerQuery } from './admin-endpoints';
import { DrugQueryForm } from './DrugQueryForm';
import { formatDateTime, money } from './format';
import { FormulationPicker, PharmacyPicker } from './pickers';
import { RequestState } from './RequestState';
import { useQueryParams } from './use-query-params';

const KEYS = ['drugName', 'qty', 'zip', 'ndc', 'npi'] as const;

const OUTCOME: Record<PbmQuoteExplanation['outcome'], string> = { quoted: 'Quoted', outOfNetwork: 'Out of network', failed: 'Failed' };

const QUOTE_COLUMNS: Column<PbmQuoteExplanation>[] = [
  {
    header: 'PBM',
    rowHeader: true,
    cell: (q) => (
      <>
        {q.pbm}
        {q.isWinner && <span className="winner-badge">Winner</span>}
      </>
    ),
  },
  { header: 'Outcome', cell: (q) => (q.failure ? `${OUTCOME[q.outcome]}: ${q.failure}` : OUTCOME[q.outcome]) },
  { header: 'Price', cell: (q) => money(q.price), num: true },
  { header: 'Pharmacy retail', cell: (q) => money(q.ucPrice), num: true },
  { header: 'Shown as', cell: (q) => (q.priceBasis === 'UC' ? 'Retail Price' : (q.priceBasis ?? '—')) },
  {
    header: 'How it was built',
    cell: (q) =>
      q.breakdown ? (
        <details>
          <summary>{q.breakdown.steps.length} steps</summary>
          <ol className="breakdown-steps">
            {q.breakdown.steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </details>
      ) : (
        '—'
      ),
  },
];

function PriceExplainerContent() {
  const [params, setParams] = useQueryParams(KEYS);
  const ready = params.drugName && params.zip;
  const { data, isFetching, error } = useAdminPriceExplainerQuery(
    ready ? { drugName: params.drugName!, zip: params.zip!, ...(params.qty ? { qty: params.qty } : {}), ...(params.ndc ? { ndc: params.ndc } : {}), ...(params.npi ? { npi: params.npi } : {}) } : skipToken,
  );
  return (
    <>
      <DrugQueryForm key={`${params.drugName}|${params.qty}|${params.zip}`} initial={params} submitLabel="Explain" onSubmit={(q) => setParams(q)} />
      {!ready && <p className="admin-state">Enter a drug and a zip code to see every PBM's quote.</p>}
      {ready && (
        <RequestState isLoading={isFetching} error={error} loadingText="Asking all 12 PBMs…">
          {data && (
            <section aria-labelledby="explained-heading">
              <h2 id="explained-heading">
                {data.selected.drugName} {data.selected.strength} {data.selected.form}, {data.selected.quantityToDisplay}
              </h2>
              <div className="admin-form admin-form--inline">
                <FormulationPicker formulations={data.formulations} value={data.selected.ndc} onChange={(ndc) => setParams({ ...params, ndc, qty: undefined })} />
                <PharmacyPicker pharmacies={data.pharmacies} value={data.pharmacy?.npi ?? ''} onChange={(npi) => setParams({ ...params, npi })} />
              </div>
              {!data.pharmacy ? (
                <p className="admin-state admin-state--empty">There are no pharmacies within 50 miles of {data.zip}.</p>
              ) : (
                <DataTable
                  className="admin-table"
                  caption={
                    <>
                      Quotes at {data.pharmacy.name}, {data.pharmacy.address} (NPI {data.pharmacy.npi}), checked {formatDateTime(data.checkedAt)}
                    </>
                  }
                  rows={data.quotes}
                  rowKey={(q) => q.pbmId}
                  rowProps={(q) => ({ className: q.isWinner ? 'quote-row quote-row--winner' : 'quote-row' })}
                  columns={QUOTE_COLUMNS}
                />
              )}
            </section>
          )}
        </RequestState>
      )}
    </>
  );
}

/** The guard wraps the content, so no admin request is made before an admin is signed in. */
export default function PriceExplainerPage() {
  return (
    <AdminPage title="Price explainer" intro="Every PBM's quote for a drug at one pharmacy, and how each was built. The winner is the price the search page shows.">
      <PriceExplainerContent />
    </AdminPage>
  );
}
