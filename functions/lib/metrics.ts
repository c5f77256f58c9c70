import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE, PBM_METRIC_DIMENSION, type MetricName } from '../tables/metric-names';

/**
 * The product's own CloudWatch metrics, written as EMF log lines by Powertools Metrics (no API
 * call, no latency). Names and namespace: functions/tables/metric-names.ts; every data point has the
 * dimensions `service` and `route` (the route or job id), so the Monitoring stack can alarm and graph per route.
 * An invocation that counted nothing writes no EMF line at all.
 *
 * The local runtime serves every route in one process, concurrently, so it turns them off
 * (POWERTOOLS_METRICS_DISABLED); tests/unit/observability checks what a Lambda would emit.
 */
/** Made on first use, so the environment the runtime sets at start (POWERTOOLS_METRICS_DISABLED) is the one read. */
let store: Metrics | undefined;
const metrics = () => (store ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE }));

/** Adds to the current invocation's metrics (published when the invocation ends). */
export function countMetric(name: MetricName, value = 1): void {
  metrics().addMetric(name, MetricUnit.Count, value);
}

/** A duration in ms, added to the current invocation's metrics. */
export function msMetric(name: MetricName, ms: number): void {
  metrics().addMetric(name, MetricUnit.Milliseconds, ms);
}

/**
 * Counts `name` once more, written at once with the `service` dimension only: one series over every
 * route, for an alarm that would otherwise need a metric per route (an alarm takes at most 10).
 */
export function countAcrossRoutes(name: MetricName, value = 1): void {
  metrics().singleMetric().addMetric(name, MetricUnit.Count, value);
}

/** Writes the invocation's metrics, tagged with its route or job id; then the store is empty again. */
export function publishMetrics(route: string): void {
  const m = metrics();
  if (!m.hasStoredMetrics()) return;
  m.addDimension('route', route);
  m.publishStoredMetrics();
}

/** PBM calls' own store: their records carry the PBM id and not the route, so they never mix with an invocation's. */
let pbmStore: Metrics | undefined;
const pbmMetrics = () => (pbmStore ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE }));

/**
 * One PBM call: PbmCalls, PbmErrors (0 or 1) and PbmLatency, by PBM id (not by route: a PBM's health
 * is the same whichever feature asked), written at once as one EMF line of their own. (Not
 * `singleMetric()`: that writes a line per metric, and warns of an empty store on the final publish.)
 */
export function pbmCallMetrics(pbmId: string, ms: number, failed: boolean): void {
  const m = pbmMetrics();
  m.addDimension(PBM_METRIC_DIMENSION, pbmId);
  m.addMetric('PbmCalls', MetricUnit.Count, 1);
  m.addMetric('PbmErrors', MetricUnit.Count, failed ? 1 : 0);
  m.addMetric('PbmLatency', MetricUnit.Milliseconds, ms);
  if (m.hasStoredMetrics()) m.publishStoredMetrics();
  else m.clearDimensions();
}
