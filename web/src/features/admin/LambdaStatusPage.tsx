import { useId, useState } from 'react';
import { DataTable, type Column } from '../../components/data-table/DataTable';
import { HEALTH_STATUSES, type HealthStatus } from '../../../../shared/contracts/admin';
import { AdminPage } from './AdminPage';
import { useAdminLambdaStatusQuery, type LambdaStatus } from './admin-endpoints';
import { formatDateTime, orDash } from './format';
import { RequestState } from './RequestState';

const STATUS_LABEL: Record<HealthStatus, string> = { healthy: 'Healthy', degraded: 'Degraded', unhealthy: 'Unhealthy', idle: 'Idle' };

function StatusBadge({ status }: { status: HealthStatus }) {
  return <span className={`health-badge health-badge--${status}`}>{STATUS_LABEL[status]}</span>;
}

const HEALTH_COLUMNS: Column<LambdaStatus['functions'][number]>[] = [
  {
    header: 'Function',
    rowHeader: true,
    cell: (f) => (
      <>
        <span className="admin-table__id">{f.routeId}</span>
        <span className="admin-table__sub">
          {f.method} {f.path}
        </span>
      </>
    ),
  },
  { header: 'Status', cell: (f) => <StatusBadge status={f.status} /> },
  { header: 'Invocations', cell: (f) => orDash(f.invocations), num: true },
  { header: 'Errors', cell: (f) => orDash(f.errors), num: true },
  { header: 'Throttles', cell: (f) => orDash(f.throttles), num: true },
  { header: 'p95 ms', cell: (f) => orDash(f.p95Ms), num: true },
  { header: 'Memory MB', cell: (f) => f.memoryMb, num: true },
  { header: 'Runtime', cell: (f) => orDash(f.runtime) },
  { header: 'Last modified', cell: (f) => (f.lastModified ? formatDateTime(f.lastModified) : '—') },
  { header: 'Why', cell: (f) => f.reason ?? '' },
];

/** The data the stage serves: which seed and NADAC week the catalog is on, the directory's version, the reference seed's. */
function DataVersionsSection({ data }: { data: LambdaStatus['data'] }) {
  return (
    <section className="admin-data-versions" aria-labelledby="data-versions-heading">
      <h2 id="data-versions-heading">Data versions</h2>
      {data.problem && <p role="status">{data.problem}</p>}
      <dl>
        <dt>Drug catalog</dt>
        <dd>{data.catalog ? data.catalog.version : 'Not loaded'}</dd>
        <dt>NADAC week</dt>
        <dd>{data.catalog?.nadacWeek ? `${data.catalog.nadacWeek} (${data.catalog.costsSource})` : '—'}</dd>
        <dt>Catalog switched</dt>
        <dd>{data.catalog?.switchedAt ? formatDateTime(data.catalog.switchedAt) : '—'}</dd>
        <dt>Pharmacy directory</dt>
        <dd>{data.directory ? `${data.directory.version} (${data.directory.pharmacies.toLocaleString('en-US')} pharmacies)` : 'Not loaded'}</dd>
        <dt>Reference data</dt>
        <dd>
          {data.reference
            ? `${data.reference.version} (${data.reference.icd10Codes.toLocaleString('en-US')} ICD-10-CM codes, ${data.reference.rxnormConcepts.toLocaleString('en-US')} RxNorm concepts)`
            : 'Not loaded'}
        </dd>
      </dl>
    </section>
  );
}

type Fn = LambdaStatus['functions'][number];

/** Worst first: what needs a look is at the top of a long table. */
const SEVERITY: Record<HealthStatus, number> = { unhealthy: 0, degraded: 1, healthy: 2, idle: 3 };
const worstFirst = (functions: readonly Fn[]): Fn[] =>
  [...functions].sort((a, b) => SEVERITY[a.status] - SEVERITY[b.status] || a.routeId.localeCompare(b.routeId));

/** Names the functions that are not healthy, with why, so nobody has to find them in the table. */
function NeedsAttention({ functions }: { functions: readonly Fn[] }) {
  const bad = functions.filter((f) => f.status === 'unhealthy' || f.status === 'degraded');
  if (!bad.length) return <p className="admin-attention admin-attention--ok">Every function is healthy or idle.</p>;
  return (
    <div className="admin-attention" role="region" aria-label="Needs attention">
      <p>
        <strong>Needs attention:</strong>
      </p>
      <ul>
        {worstFirst(bad).map((f) => (
          <li key={f.routeId}>
            <StatusBadge status={f.status} /> <span className="admin-table__id">{f.routeId}</span>
            {f.reason ? `: ${f.reason}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LambdaStatusContent() {
  const id = useId();
  const { data, isLoading, isFetching, error, refetch } = useAdminLambdaStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const counts = HEALTH_STATUSES.map((s) => [s, data?.functions.filter((f) => f.status === s).length ?? 0] as const);
  const [show, setShow] = useState<HealthStatus | 'all'>('all');
  const [name, setName] = useState('');
  const needle = name.trim().toLowerCase();
  const shown = worstFirst(data?.functions ?? []).filter(
    (f) => (show === 'all' || f.status === show) && (!needle || f.routeId.includes(needle) || f.path.toLowerCase().includes(needle)),
  );
  return (
    <>
      <p>
        <button type="button" className="button" onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </p>
      <RequestState isLoading={isLoading} error={error} empty={data && !data.functions.length && 'The route table lists no functions.'} loadingText="Reading function health…">
        {data && (
          <>
            <p className="admin-summary" aria-live="polite">
              {data.functions.length} functions, from {data.source === 'local' ? "the local runtime's counters" : 'CloudWatch and the Lambda API'}, checked {formatDateTime(data.checkedAt)}:{' '}
              {counts.map(([s, n]) => `${n} ${STATUS_LABEL[s].toLowerCase()}`).join(', ')}.
            </p>
            <NeedsAttention functions={data.functions} />
            <div className="admin-filters" role="group" aria-label="Filter functions">
              <label htmlFor={`${id}-status`}>Status</label>
              <select id={`${id}-status`} value={show} onChange={(e) => setShow(e.target.value as HealthStatus | 'all')}>
                <option value="all">All ({data.functions.length})</option>
                {counts.map(([s, n]) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]} ({n})
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-name`}>Name or path</label>
              <input id={`${id}-name`} type="text" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. coupon" />
            </div>
            <p className="visually-hidden" role="status">
              {shown.length} of {data.functions.length} functions shown
            </p>
            <DataTable
              label="Function health"
              className="admin-table"
              caption={`Function health over the last ${data.windowMinutes} minutes`}
              rows={shown}
              rowKey={(f) => f.routeId}
              rowProps={(f) => ({ className: `health-row health-row--${f.status}` })}
              columns={HEALTH_COLUMNS}
            />
            <DataVersionsSection data={data.data} />
          </>
        )}
      </RequestState>
    </>
  );
}

/** The guard wraps the content, so no admin request is made before an admin is signed in. */
export default function LambdaStatusPage() {
  return (
    <AdminPage title="Lambda status" intro="Every route-table function with its invocations, errors, throttles and p95 duration over the last hour, the unhealthy ones first.">
      <LambdaStatusContent />
    </AdminPage>
  );
}
