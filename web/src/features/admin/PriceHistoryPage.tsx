import { skipToken } from '@reduxjs/toolkit/query';
import { DataTable, type Column } from '../../components/data-table/DataTable';
import { AdminPage } from './AdminPage';
import { useAdminPriceHistoryQuery, type AdminPriceHistory } from './admin-endpoints';
import { DrugQueryForm } from './DrugQueryForm';
import { money } from './format';
import { FormulationPicker } from './pickers';
import { RequestState } from './RequestState';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useQueryParams } from './use-query-params';

const KEYS = ['drugName', 'qty', 'zip', 'ndc', 'days'] as const;
const DAY_CHOICES = ['30', '90', '180', '365'];

const SNAPSHOT_COLUMNS: Column<AdminPriceHistory['points'][number]>[] = [
  { header: 'Day', cell: (p) => p.date, rowHeader: true },
  { header: 'Best price', cell: (p) => money(p.bestPrice), num: true },
  { header: 'Median price', cell: (p) => money(p.medianPrice), num: true },
  { header: 'Pharmacies', cell: (p) => p.pharmacies, num: true },
];

function PriceHistoryContent() {
  const [params, setParams] = useQueryParams(KEYS);
  const days = params.days && DAY_CHOICES.includes(params.days) ? params.days : '90';
  const ready = params.drugName && params.zip;
  const { data, isFetching, error } = useAdminPriceHistoryQuery(
    ready ? { drugName: params.drugName!, zip: params.zip!, days, ...(params.qty ? { qty: params.qty } : {}), ...(params.ndc ? { ndc: params.ndc } : {}) } : skipToken,
  );
  const points = data?.points ?? [];
  const lowest = points.length ? Math.min(...points.map((p) => p.bestPrice)) : 0;
  return (
    <>
      <DrugQueryForm key={`${params.drugName}|${params.qty}|${params.zip}`} initial={params} submitLabel="Show history" onSubmit={(q) => setParams({ ...q, days })} />
      {!ready && <p className="admin-state">Enter a drug and a zip code to see its price history.</p>}
      {ready && (
        <RequestState isLoading={isFetching} error={error} loadingText="Loading the snapshots…">
          {data && (
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">
                {data.selected.drugName} {data.selected.strength} {data.selected.form}, {data.selected.quantityToDisplay}, near {data.zip}
              </h2>
              <div className="admin-form admin-form--inline">
                <FormulationPicker formulations={data.formulations} value={data.selected.ndc} onChange={(ndc) => setParams({ ...params, ndc, qty: undefined })} />
                <div className="admin-form__field">
                  <label htmlFor="history-days">Period</label>
                  <select id="history-days" value={days} onChange={(e) => setParams({ ...params, days: e.target.value })}>
                    {DAY_CHOICES.map((d) => (
                      <option key={d} value={d}>Last {d} days</option>
                    ))}
                  </select>
                </div>
              </div>
              {!points.length ? (
                <p className="admin-state admin-state--empty">
                  No snapshots in the last {data.days} days. One is recorded the first time prices for this drug, quantity and zip are checked on a day.
                </p>
              ) : (
                <>
                  <TimeSeriesChart
                    title={`Best and median price, last ${data.days} days`}
                    summary={`${points.length} daily snapshots from ${points[0]!.date} to ${points.at(-1)!.date}; lowest best price ${money(lowest)}, latest best price ${money(points.at(-1)!.bestPrice)}.`}
                    labels={points.map((p) => p.date)}
                    series={[
                      { name: 'Best price', values: points.map((p) => p.bestPrice) },
                      { name: 'Median price', values: points.map((p) => p.medianPrice) },
                    ]}
                    formatValue={(v) => `$${v.toFixed(v >= 100 ? 0 : 2)}`}
                  />
                  <DataTable
                    className="admin-table admin-table--narrow"
                    caption={`Daily snapshots (${points.length})`}
                    rows={[...points].reverse()}
                    rowKey={(p) => p.date}
                    columns={SNAPSHOT_COLUMNS}
                  />
                </>
              )}
            </section>
          )}
        </RequestState>
      )}
    </>
  );
}

/** The guard wraps the content, so no admin request is made before an admin is signed in. */
export default function PriceHistoryPage() {
  return (
    <AdminPage title="Price history" intro="The daily snapshots of a drug's prices near a zip code: the best and the median price across pharmacies, recorded the first time prices are checked each day.">
      <PriceHistoryContent />
    </AdminPage>
  );
}
