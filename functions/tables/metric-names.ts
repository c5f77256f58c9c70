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
  'PbmsAnswered', 'PbmBreakerOpen', 'PriceCacheHit', 'PriceCacheMiss', 'PriceServedStale', 'LoadShed',
  /** Messaging: sent, suppressed (opted out or bounced), refused by a send limit. */
  'MessageSent', 'MessageSuppressed', 'MessageLimited',
  /** A job invocation (or SQS message) that failed. */
  'JobFailures',
  /** AWS Marketplace ResolveCustomer failed for a buyer registering (not the buyer's own expired or invalid token). */
  'MarketplaceResolveFailed',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
