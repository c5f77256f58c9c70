import { skipToken } from '@reduxjs/toolkit/query';
import type { PbmQuoteExplanation } from '../../../../shared/contracts/admin';
import { AdminPage } from './AdminPage';
import { useExplainPriceQuery } from './admin-api';
import { DrugQueryForm } from './DrugQueryForm';
import { formatDateTime, money } from './format';
import { FormulationPicker, PharmacyPicker } from './pickers';
import { RequestState } from './RequestState';
import { useQueryParams } from './use-query-params';

const KEYS = ['drugName', 'qty', 'zip', 'ndc', 'npi'] as const;

const OUTCOME: Record<PbmQuoteExplanation['outcome'], string> = { quoted: 'Quoted', outOfNetwork: 'Out of network', failed: 'Failed' };

function QuoteRow({ q }: { q: PbmQuoteExplanation }) {
  return (
    <tr className={q.isWinner ? 'quote-row quote-row--winner' : 'quote-row'}>
      <th scope="row">
        {q.pbm}
        {q.isWinner && <span className="winner-badge">Winner</span>}
      </th>
      <td>{q.failure ? `${OUTCOME[q.outcome]}: ${q.failure}` : OUTCOME[q.outcome]}</td>
      <td className="num">{money(q.price)}</td>
      <td className="num">{money(q.ucPrice)}</td>
      <td>{q.priceBasis === 'UC' ? 'Retail Price' : (q.priceBasis ?? '—')}</td>
      <td>
        {q.breakdown ? (
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
        )}
      </td>
    </tr>
  );
}

function PriceExplainerContent() {
  const [params, setParams] = useQueryParams(KEYS);
  const ready = params.drugName && params.zip;
  const { data, isFetching, error } = useExplainPriceQuery(
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
                <div className="admin-table-wrap">
                  <table className="admin-table">
                    <caption>
                      Quotes at {data.pharmacy.name}, {data.pharmacy.address} (NPI {data.pharmacy.npi}), checked {formatDateTime(data.checkedAt)}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">PBM</th>
                        <th scope="col">Outcome</th>
                        <th scope="col" className="num">Price</th>
                        <th scope="col" className="num">Pharmacy retail</th>
                        <th scope="col">Shown as</th>
                        <th scope="col">How it was built</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.quotes.map((q) => (
                        <QuoteRow key={q.pbmId} q={q} />
                      ))}
                    </tbody>
                  </table>
                </div>
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
