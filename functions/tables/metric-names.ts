/**
 * The product's CloudWatch metrics (written by functions/lib/metrics.ts, alarmed and graphed by
 * infra/stacks/monitoring-stack.ts): one namespace, dimensions `service` and `route`.
 *
 * What AWS already counts is not written again: every route is its own Lambda, so a route's requests
 * and duration are its function's `Invocations` and `Duration`, and the API's answers by class are
 * API Gateway's `Count`, `4xx` and `5xx`. Only what those cannot say is here.
 */
export const METRICS_NAMESPACE = 'RxSavvy';
export const METRICS_SERVICE = 'rxsavvy';

export const METRIC_NAMES = [
  /**
   * HTTP answers a route handled as errors: Errors5xx (a crash is Lambda's `Errors` instead), Errors4xx
   * (API Gateway counts 4xx for the whole API only; this says which route).
   */
  'Errors5xx', 'Errors4xx',
  /**
   * Pricing: PBMs that answered a fan-out, breakers open in this container, cache outcome, stale answers, shed requests
   * (LoadShed is also written without `route`, for the API-wide shed-rate alarm).
   */
  'PbmsAnswered', 'PbmBreakerOpen', 'PriceCacheHit', 'PriceCacheMiss', 'PriceServedStale', 'LoadShed',
  /** Messaging: sent, suppressed (opted out or bounced), refused by a send limit. */
  'MessageSent', 'MessageSuppressed', 'MessageLimited',
  /** A job invocation (or SQS message) that failed. */
  'JobFailures',
  /** The canary's run of the visitor journey (functions/domain/canary/journey.ts): 1 or 0, and the whole journey in ms. */
  'CanarySuccess', 'CanaryLatency',
  /** Marketplace metering: customer-hours that passed AWS's 6-hour window unsent (never billed through Marketplace). */
  'MeteringExpired',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
