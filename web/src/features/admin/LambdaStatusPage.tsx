import { HEALTH_STATUSES, type HealthStatus } from '../../../../shared/contracts/admin';
import { AdminPage } from './AdminPage';
import { useGetLambdaStatusQuery } from './admin-api';
import { formatDateTime, orDash } from './format';
import { RequestState } from './RequestState';

const STATUS_LABEL: Record<HealthStatus, string> = { healthy: 'Healthy', degraded: 'Degraded', unhealthy: 'Unhealthy', idle: 'Idle' };

function StatusBadge({ status }: { status: HealthStatus }) {
  return <span className={`health-badge health-badge--${status}`}>{STATUS_LABEL[status]}</span>;
}

function LambdaStatusContent() {
  const { data, isLoading, isFetching, error, refetch } = useGetLambdaStatusQuery(undefined, { refetchOnMountOrArgChange: true });
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
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>Function health over the last {data.windowMinutes} minutes</caption>
                <thead>
                  <tr>
                    <th scope="col">Function</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="num">Invocations</th>
                    <th scope="col" className="num">Errors</th>
                    <th scope="col" className="num">Throttles</th>
                    <th scope="col" className="num">p95 ms</th>
                    <th scope="col" className="num">Memory MB</th>
                    <th scope="col">Runtime</th>
                    <th scope="col">Last modified</th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {data.functions.map((f) => (
                    <tr key={f.routeId} className={`health-row health-row--${f.status}`}>
                      <th scope="row">
                        <span className="admin-table__id">{f.routeId}</span>
                        <span className="admin-table__sub">
                          {f.method} {f.path}
                        </span>
                      </th>
                      <td><StatusBadge status={f.status} /></td>
                      <td className="num">{orDash(f.invocations)}</td>
                      <td className="num">{orDash(f.errors)}</td>
                      <td className="num">{orDash(f.throttles)}</td>
                      <td className="num">{orDash(f.p95Ms)}</td>
                      <td className="num">{f.memoryMb}</td>
                      <td>{orDash(f.runtime)}</td>
                      <td>{f.lastModified ? formatDateTime(f.lastModified) : '—'}</td>
                      <td>{f.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
