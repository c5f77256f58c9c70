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

/** The data the stage serves: which seed and NADAC week the catalog is on, and the directory's version. */
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
      </dl>
    </section>
  );
}

function LambdaStatusContent() {
  const { data, isLoading, isFetching, error, refetch } = useAdminLambdaStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const counts = HEALTH_STATUSES.map((s) => [s, data?.functions.filter((f) => f.status === s).length ?? 0] as const);
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
            <DataTable
              className="admin-table"
              caption={`Function health over the last ${data.windowMinutes} minutes`}
              rows={data.functions}
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
    <AdminPage title="Lambda status" intro="Every route-table function with its invocations, errors, throttles and p95 duration over the last hour.">
      <LambdaStatusContent />
    </AdminPage>
  );
}
