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
  /** Per PBM (dimensions `service` and `pbm`, no route): each call, each failed call, its latency in ms (PBM_METRIC_NAMES). */
  'PbmCalls', 'PbmErrors', 'PbmLatency',
  /** Messaging: sent, suppressed (opted out or bounced), refused by a send limit. */
  'MessageSent', 'MessageSuppressed', 'MessageLimited',
  /** A job invocation (or SQS message) that failed. */
  'JobFailures',
  /** The weekly NADAC refresh refused a file (malformed, or it shrank): the costs stayed as they were. */
  'NadacFileRefused',
  /** The canary's run of the visitor journey (functions/domain/canary/journey.ts): 1 or 0, and the whole journey in ms. */
  'CanarySuccess', 'CanaryLatency',
  /** Marketplace metering: customer-hours that passed AWS's 6-hour window unsent (never billed through Marketplace). */
  'MeteringExpired',
  /** AWS Marketplace ResolveCustomer failed for a buyer registering (not the buyer's own expired or invalid token). */
  'MarketplaceResolveFailed',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** The per-PBM metrics: their dimensions are `service` and `pbm` (functions/lib/metrics.ts pbmCallMetrics), alarmed per PBM. */
export const PBM_METRIC_DIMENSION = 'pbm';

/**
 * The texts we send (functions/domain/messaging/send.ts: SNS Publish to a US number, SMS type
 * `Transactional`) and the AWS/SNS metrics that count them (infra/stacks/monitoring-stack.ts alarms on
 * them). SNS writes `SMSSuccessRate` per `Country` and `SMSType` only: an alarm on it without both
 * dimensions, or with other values than the ones we send with, matches no data and never fires.
 * `SMSMonthToDateSpentUSD` has no dimensions (the account's spend in the region).
 */
export const SMS_TYPE = 'Transactional';
/** The only country we text (shared/nanp.ts isTextableUsNumber), as SNS names it (ISO 3166-1 alpha-2). */
export const SMS_COUNTRY = 'US';
export const SMS_METRICS = {
  namespace: 'AWS/SNS',
  delivery: { metricName: 'SMSSuccessRate', dimensions: { Country: SMS_COUNTRY, SMSType: SMS_TYPE } },
  spend: { metricName: 'SMSMonthToDateSpentUSD', dimensions: {} },
} as const;
