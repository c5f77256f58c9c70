import { useState, type FormEvent } from 'react';
import { DataTable, type Column } from '../../components/data-table/DataTable';
import { MAX_ANALYSIS_DAYS } from '../../../../shared/contracts/admin';
import { AdminPage } from './AdminPage';
import { useAdminClaimAnalysisQuery, type ClaimAnalysis } from './admin-endpoints';
import { utcDay } from './format';
import { RequestState } from './RequestState';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useQueryParams } from './use-query-params';

const KEYS = ['from', 'to', 'by'] as const;
const DIMENSIONS = { pbm: { label: 'PBM', rows: 'byPbm' }, drug: { label: 'Drug', rows: 'byDrug' }, pharmacy: { label: 'Pharmacy', rows: 'byPharmacy' } } as const;
type Dimension = keyof typeof DIMENSIONS;
/** Columns of the day-by-day table: the largest few, the rest together. */
const DAY_TABLE_COLUMNS = 5;

function defaultRange(): { from: string; to: string } {
  const now = new Date();
  return { from: utcDay(new Date(now.getTime() - 29 * 86_400_000)), to: utcDay(now) };
}

function rangeProblem(from: string, to: string): string {
  if (!from || !to) return 'Choose both dates.';
  if (from > to) return 'The start date must not be after the end date.';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_ANALYSIS_DAYS) return `Choose at most ${MAX_ANALYSIS_DAYS} days.`;
  return '';
}

function RangeForm({ initial, onSubmit }: { initial: { from: string; to: string }; onSubmit: (r: { from: string; to: string }) => void }) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const problem = rangeProblem(from, to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onSubmit({ from, to });
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__field">
        <label htmlFor="claims-from">From (UTC day)</label>
        <input id="claims-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} aria-describedby="claims-range-error" />
      </div>
      <div className="admin-form__field">
        <label htmlFor="claims-to">To (UTC day)</label>
        <input id="claims-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} aria-describedby="claims-range-error" />
      </div>
      <div className="admin-form__actions">
        <button type="submit" disabled={Boolean(problem)}>Show views</button>
      </div>
      <p className="field-error admin-form__error" id="claims-range-error">{problem}</p>
    </form>
  );
}

interface DayRow {
  day: string;
  i: number;
}

function ByDimension({ data, by }: { data: ClaimAnalysis; by: Dimension }) {
  const rows = data[DIMENSIONS[by].rows];
  const label = DIMENSIONS[by].label;
  const top = rows.slice(0, DAY_TABLE_COLUMNS);
  const rest = rows.slice(DAY_TABLE_COLUMNS);
  const totalColumns: Column<ClaimAnalysis['byPbm'][number]>[] = [
    { header: label, key: 'name', cell: (r) => r.name, rowHeader: true },
    { header: 'Views', cell: (r) => r.total, num: true },
    { header: 'Share', cell: (r) => `${Math.round((r.total / data.total) * 100)}%`, num: true },
  ];
  // A row of the day table is a day and its index into each row's counts and data.perDay.
  const dayColumns: Column<DayRow>[] = [
    { header: 'Day', cell: (d) => d.day, rowHeader: true },
    ...top.map((c): Column<DayRow> => ({ header: c.name, key: `top:${c.name}`, cell: (d) => c.counts[d.i], num: true })),
    ...(rest.length > 0 ? [{ header: 'All others', key: 'rest', cell: (d: DayRow) => rest.reduce((a, r) => a + r.counts[d.i]!, 0), num: true }] : []),
    { header: 'Total', key: 'total', cell: (d) => data.perDay[d.i], num: true },
  ];
  return (
    <>
      <DataTable
        className="admin-table admin-table--narrow"
        caption={`Coupon views by ${label.toLowerCase()}, ${data.from} to ${data.to}`}
        rows={rows}
        rowKey={(r) => r.name}
        columns={totalColumns}
      />
      <DataTable
        className="admin-table"
        caption={`Coupon views per day by ${label.toLowerCase()}`}
        rows={data.days.map((day, i) => ({ day, i }))}
        rowKey={(d) => d.day}
        columns={dayColumns}
      />
    </>
  );
}

function ClaimAnalysisContent() {
  const [params, setParams] = useQueryParams(KEYS);
  const fallback = defaultRange();
  const from = params.from ?? fallback.from;
  const to = params.to ?? fallback.to;
  const by: Dimension = params.by && params.by in DIMENSIONS ? (params.by as Dimension) : 'pbm';
  const { data, isFetching, error } = useAdminClaimAnalysisQuery({ from, to });
  return (
    <>
      <RangeForm key={`${from}|${to}`} initial={{ from, to }} onSubmit={(r) => setParams({ ...r, by })} />
      <RequestState isLoading={isFetching} error={error} empty={data && data.total === 0 && `No coupon views from ${data.from} to ${data.to}.`} loadingText="Counting coupon views…">
        {data && (
          <section aria-labelledby="claims-heading">
            <h2 id="claims-heading">
              {data.total} coupon {data.total === 1 ? 'view' : 'views'}, {data.from} to {data.to}
            </h2>
            <TimeSeriesChart
              title="Coupon views per day"
              summary={`${data.total} views over ${data.days.length} days; busiest day ${data.days[data.perDay.indexOf(Math.max(...data.perDay))]} with ${Math.max(...data.perDay)}.`}
              labels={data.days}
              series={[{ name: 'Coupon views', values: data.perDay }]}
              formatValue={(v) => String(Math.round(v))}
            />
            <div className="admin-form admin-form--inline">
              <div className="admin-form__field">
                <label htmlFor="claims-by">Break down by</label>
                <select id="claims-by" value={by} onChange={(e) => setParams({ from, to, by: e.target.value })}>
                  {Object.entries(DIMENSIONS).map(([key, d]) => (
                    <option key={key} value={key}>{d.label}</option>
                  ))}
                </select>
              </div>
            </div>
            <ByDimension data={data} by={by} />
          </section>
        )}
      </RequestState>
    </>
  );
}

/** The guard wraps the content, so no admin request is made before an admin is signed in. */
export default function ClaimAnalysisPage() {
  return (
    <AdminPage title="Claim analysis" intro="Coupon views by PBM, drug and pharmacy, day by day, from the coupon-view records (no personal data is kept with them).">
      <ClaimAnalysisContent />
    </AdminPage>
  );
}
