/**
 * The product's CloudWatch metrics (written by functions/lib/metrics.ts, alarmed and graphed by
 * infra/stacks/monitoring-stack.ts): one namespace, dimensions `service` and `route`.
 */
export const METRICS_NAMESPACE = 'RxSavvy';
export const METRICS_SERVICE = 'rxsavvy';

export const METRIC_NAMES = [
  /** Every HTTP answer; Errors5xx/Errors4xx of them; Latency in ms. */
  'Requests', 'Errors5xx', 'Errors4xx', 'Latency',
  /** Pricing: PBMs that answered a fan-out, breakers open in this container, cache outcome, stale answers, shed requests. */
  'PbmsAnswered', 'PbmBreakerOpen',
  /** Per PBM (dimensions `service` and `pbm`, no route): each call, each failed call, its latency in ms (PBM_METRIC_NAMES). */
  'PbmCalls', 'PbmErrors', 'PbmLatency', 'PriceCacheHit', 'PriceCacheMiss', 'PriceServedStale', 'LoadShed',
  /** Messaging: sent, suppressed (opted out or bounced), refused by a send limit. */
  'MessageSent', 'MessageSuppressed', 'MessageLimited',
  /** A job invocation (or SQS message) that failed. */
  'JobFailures',
  /** The weekly NADAC refresh refused a file (malformed, or it shrank): the costs stayed as they were. */
  'NadacFileRefused',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** The per-PBM metrics: their dimensions are `service` and `pbm` (functions/lib/metrics.ts pbmCallMetrics), alarmed per PBM. */
export const PBM_METRIC_DIMENSION = 'pbm';
