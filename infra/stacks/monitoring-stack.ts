import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Alarm, ComparisonOperator, Dashboard, GraphWidget, MathExpression, Metric, type IAlarm, type IMetric, TextWidget, TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { alarmTopicName } from '../../functions/tables/resource-names';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE, PBM_METRIC_DIMENSION, SMS_METRICS, type MetricName } from '../../functions/tables/metric-names';
import { PBM_IDS } from '../../functions/tables/pbm-ids';
import type { RouteDef } from '../../functions/tables/routes';
import type { JobDef } from '../../functions/tables/jobs';
import { includes, PRICING } from '../../functions/tables/permissions';
import type { DeployConfig } from '../config';
import { API_AREAS, apiAreaOf, type ApiArea } from './api-areas';

export interface MonitoringStackProps extends StackProps {
  config: DeployConfig;
  apiId: string;
  routeFunctions: ReadonlyMap<string, IFunction & { route: RouteDef }>;
  jobFunctions: readonly (IFunction & { job: Pick<JobDef, 'id' | 'resources' | 'timeoutSeconds'> })[];
  deadLetterQueues: readonly IQueue[];
  webAcl?: CfnWebACL;
  /** The site's distribution (its 5xx rate is alarmed). */
  distributionId: string;
  /** Every DynamoDB table of the stage, by key (throttles alarmed per table). */
  tables: Readonly<Record<string, ITable>>;
  /** The SMS spend limit the Messaging stack sets (USD a month): the spend alarm fires at 80% of it. */
  smsMonthlySpendLimitUsd: number;
}

/**
 * Thresholds, each with why. Budgets follow the spec's latency goals: prices answer within their
 * fan-out deadline plus the cold path, other routes are single DynamoDB reads.
 */
const API_5XX_RATE = 0.01; // 1% of requests over 5 minutes: above the noise of one bad request at dev traffic
const P99_BUDGET_MS: Record<ApiArea, number> = { Consumer: 3000, CouponApi: 3000, Tools: 2000, Messaging: 3000, Admin: 5000 };
const SES_BOUNCE_RATE = 0.05; // SES puts an account under review at 5% bounces and 0.1% complaints
const SES_COMPLAINT_RATE = 0.001;
const WAF_BLOCKED_PER_5_MIN = 500; // a spike well above the steady trickle of bad bots
const PERIOD = Duration.minutes(5);
const PBM_BREAKER_PERIODS = 2; // open through two 5-minute periods: longer than one 10 s cool-down cycle flapping
const JOB_DURATION_BUDGET = 0.8; // a pricing job's run that took 80% of its timeout is about to be cut short
const MAX_METRICS_PER_ALARM = 10;
const PBM_ERROR_RATE_PERCENT = 20; // a fifth of one PBM's calls failing over 5 minutes: more than a blip, its breaker is about to open
const PBM_MIN_CALLS = 20; // fewer calls in 5 minutes are too few for a rate (dev traffic)
const PBM_P99_MS = 1_500; // a PBM's p99 call time: well past what the price page's deadline waits for
// 4xx: visitors' own mistakes (a bad drug name, a rate limit) are a few percent; a quarter of all answers
// is the API refusing everyone (an origin token CloudFront no longer sends, a broken authorizer).
// At least 50 answers in 5 minutes, so three bots at night are not a page.
const API_4XX_RATE = 0.25;
const MIN_REQUESTS_FOR_RATE = 50;
const CLOUDFRONT_5XX_PERCENT = 1; // CloudFront's own 5xxErrorRate is a percentage
const SMS_SPEND_SHARE = 0.8; // warn at 80% of the monthly limit: past it SNS silently stops texting
const SMS_SUCCESS_RATE = 0.9; // below 90% delivered: carriers filtering the number, or an unregistered one
const CANARY_PERIODS = 2; // two failed runs in a row (10 minutes): one lost request is not a page
const LOAD_SHED_PER_5_MIN = 5; // a handful of 503s in 5 minutes: a dependency is slow for many visitors

/**
 * What an operator must see: an SNS alarm topic (e-mail from context `alarmEmail`), the alarms of
 * README "Runbook", and a dashboard of the same figures. All from AWS's own metrics (API Gateway,
 * Lambda, SQS, SES, WAF), which exist from the first request.
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly alarms: IAlarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = new Topic(this, 'Alarms', { topicName: alarmTopicName(config.stage), displayName: `RxSavvy ${config.stage} alarms`, enforceSSL: true });
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    /** `runbook`: the line of README "Runbook" the alarm names, when it is a kind of alarm (e.g. `<route id>-P99Latency`). */
    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string, options: { operator?: ComparisonOperator; evaluationPeriods?: number; runbook?: string; missing?: TreatMissingData } = {}) => {
      const { operator = ComparisonOperator.GREATER_THAN_THRESHOLD, evaluationPeriods = 1, runbook = alarmId, missing = TreatMissingData.NOT_BREACHING } = options;
      const a = new Alarm(this, alarmId, {
        alarmName: `rxsavvy-${config.stage}-${alarmId}`,
        alarmDescription: `${description} Runbook: README "Runbook", ${runbook}.`,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: operator,
        treatMissingData: missing,
      });
      a.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(a);
      return a;
    };
    const api = (metricName: string, statistic: string) => new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: props.apiId }, statistic, period: PERIOD });

    // The API's 5xx rate (API Gateway counts every answer, handled or not).
    const fiveXxRate = new MathExpression({ expression: 'errors / MAX([requests, 1])', usingMetrics: { errors: api('5xx', 'Sum'), requests: api('Count', 'Sum') }, period: PERIOD, label: '5xx rate' });
    alarm('Api5xxRate', fiveXxRate, API_5XX_RATE, `More than ${API_5XX_RATE * 100}% of API answers were 5xx over 5 minutes.`);

    // Per route group: p99 duration of its functions over the group's budget, and crashes.
    const widgets: GraphWidget[] = [new GraphWidget({ title: 'API requests and 5xx rate', left: [api('Count', 'Sum')], right: [fiveXxRate], width: 12 })];
    for (const area of API_AREAS) {
      const fns = [...props.routeFunctions.values()].filter((fn) => apiAreaOf(fn.route) === area);
      // An alarm's metric math takes at most 10 metrics: one alarm per ten functions of the area.
      for (let start = 0, part = 1; start < fns.length; start += MAX_METRICS_PER_ALARM, part += 1) {
        const chunk = fns.slice(start, start + MAX_METRICS_PER_ALARM);
        const label = fns.length > MAX_METRICS_PER_ALARM ? `${area}${part}` : area;
        const durations = Object.fromEntries(chunk.map((fn, i) => [`d${i}`, fn.metricDuration({ statistic: 'p99', period: PERIOD })]));
        const p99 = new MathExpression({ expression: `MAX([${Object.keys(durations).join(',')}])`, usingMetrics: durations, period: PERIOD, label: `${label} p99 ms` });
        alarm(`${label}P99Latency`, p99, P99_BUDGET_MS[area], `The slowest of ${chunk.map((fn) => fn.route.id).join(', ')} passed a p99 of ${P99_BUDGET_MS[area]} ms.`);
        const errors = Object.fromEntries(chunk.map((fn, i) => [`e${i}`, fn.metricErrors({ period: PERIOD })]));
        const crashes = new MathExpression({ expression: `SUM([${Object.keys(errors).join(',')}])`, usingMetrics: errors, period: PERIOD, label: `${label} crashes` });
        alarm(`${label}Crashes`, crashes, 0, `One of ${chunk.map((fn) => fn.route.id).join(', ')} crashed (an unhandled error or timeout, not a handled 5xx).`);
        widgets.push(new GraphWidget({ title: `${label} routes`, left: [p99], right: [crashes], width: 12 }));
      }
    }

    // Throttles anywhere in the account's Lambda concurrency.
    const throttles = new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: PERIOD });
    alarm('LambdaThrottles', throttles, 0, 'Lambda throttled invocations: concurrency is exhausted.');

    // Jobs: any error.
    for (const job of props.jobFunctions) alarm(`Job-${job.job.id}`, job.metricErrors({ period: PERIOD }), 0, `The ${job.job.id} job failed.`);

    // Dead-letter queues: anything in one is work that was not done.
    props.deadLetterQueues.forEach((q, i) => alarm(`DeadLetters${i}`, q.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }), 0, `Messages are waiting in dead-letter queue ${q.node.path}.`));

    // The product's own metrics (functions/lib/metrics.ts, EMF): PBM breakers, the price cache, messaging.
    const ours = (metricName: MetricName, route: string, statistic = 'Sum') =>
      new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: METRICS_SERVICE, route }, statistic, period: PERIOD });
    const breakerOpen = ours('PbmBreakerOpen', 'drug-details', 'Maximum');
    // The weekly NADAC refresh refused its file (its Job- alarm fires too): this one says the file, not the job, is at fault.
    alarm('NadacFileRefused', ours('NadacFileRefused', 'nadac-refresh'), 0, 'The weekly NADAC refresh refused the newest file (malformed, or it prices far less of the catalog than a weekly file): the reference costs stayed as they were.');
    // A buyer coming from AWS Marketplace could not be registered because ResolveCustomer failed on AWS's or our side.
    alarm('MarketplaceResolveFailed', ours('MarketplaceResolveFailed', 'marketplace-register'), 0, 'AWS Marketplace ResolveCustomer failed for a buyer registering (throttled, AWS failing, or our access refused).');
    const everyRoute = (metricName: MetricName, label: string) =>
      new MathExpression({ expression: `SUM(SEARCH('{${METRICS_NAMESPACE},service,route} MetricName="${metricName}"', 'Sum', 300))`, period: PERIOD, label });
    const hitRatio = new MathExpression({
      expression: 'hits / MAX([hits + misses, 1])',
      usingMetrics: { hits: ours('PriceCacheHit', 'drug-details'), misses: ours('PriceCacheMiss', 'drug-details') },
      period: PERIOD,
      label: 'price cache hit ratio',
    });
    widgets.push(
      new GraphWidget({ title: 'Pricing: PBMs answering, breakers open', left: [ours('PbmsAnswered', 'drug-details', 'Average')], right: [breakerOpen], width: 12 }),
      new GraphWidget({ title: 'Pricing: cache hit ratio, stale and shed answers', left: [hitRatio], right: [everyRoute('PriceServedStale', 'served stale'), everyRoute('LoadShed', 'shed (503)')], width: 12 }),
      new GraphWidget({ title: 'Messages sent, suppressed, limited', left: [everyRoute('MessageSent', 'sent'), everyRoute('MessageSuppressed', 'suppressed'), everyRoute('MessageLimited', 'limited')], width: 12 }),
      // API Gateway's own counts (every answer, authorizer refusals and stage throttling included); which route: ours.
      new GraphWidget({ title: 'Answers by class (API Gateway)', left: [api('Count', 'Sum'), api('4xx', 'Sum'), api('5xx', 'Sum')], right: [everyRoute('Errors4xx', '4xx by route'), everyRoute('Errors5xx', '5xx by route')], width: 12 }),
      ...this.pricingAlarms(props, alarm, ours),
    );

    // Each PBM's own health, whichever function asked it (functions/lib/metrics.ts pbmCallMetrics: dimensions service and pbm).
    const pbmMetric = (metricName: MetricName, pbm: string, statistic: string) =>
      new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: METRICS_SERVICE, [PBM_METRIC_DIMENSION]: pbm }, statistic, period: PERIOD });
    for (const pbm of PBM_IDS) {
      const errorRate = new MathExpression({
        expression: `IF(calls >= ${PBM_MIN_CALLS}, 100 * errors / calls, 0)`,
        usingMetrics: { calls: pbmMetric('PbmCalls', pbm, 'Sum'), errors: pbmMetric('PbmErrors', pbm, 'Sum') },
        period: PERIOD,
        label: `${pbm} error rate (%)`,
      });
      alarm(`Pbm-${pbm}-ErrorRate`, errorRate, PBM_ERROR_RATE_PERCENT, `More than ${PBM_ERROR_RATE_PERCENT}% of the calls to the PBM ${pbm} failed over 5 minutes (at least ${PBM_MIN_CALLS} calls).`, { runbook: 'Pbm-<id>-ErrorRate' });
      alarm(`Pbm-${pbm}-P99Latency`, pbmMetric('PbmLatency', pbm, 'p99'), PBM_P99_MS, `The p99 time of a call to the PBM ${pbm} passed ${PBM_P99_MS} ms over 5 minutes.`, { runbook: 'Pbm-<id>-P99Latency' });
    }
    widgets.push(
      new GraphWidget({ title: 'PBMs: p99 call time (ms)', left: PBM_IDS.map((pbm) => pbmMetric('PbmLatency', pbm, 'p99')), width: 12 }),
      new GraphWidget({ title: 'PBMs: failed calls', left: PBM_IDS.map((pbm) => pbmMetric('PbmErrors', pbm, 'Sum')), width: 12 }),
    );
    // The API's 4xx rate, once there is enough traffic to mean something: everyone refused (README "Runbook", Api4xxRate).
    const fourXxRate = new MathExpression({
      expression: `IF(requests >= ${MIN_REQUESTS_FOR_RATE}, errors / requests, 0)`,
      usingMetrics: { errors: api('4xx', 'Sum'), requests: api('Count', 'Sum') },
      period: PERIOD,
      label: '4xx rate',
    });
    alarm('Api4xxRate', fourXxRate, API_4XX_RATE, `More than ${API_4XX_RATE * 100}% of at least ${MIN_REQUESTS_FOR_RATE} API answers were 4xx over 5 minutes.`);

    // CloudFront: 5xx answered at the edge (the API's own 5xx, and also an origin it cannot reach). Its metrics live in us-east-1.
    const edge = (metricName: string, statistic: string) =>
      new Metric({ namespace: 'AWS/CloudFront', metricName, dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' }, statistic, period: PERIOD, region: 'us-east-1' });
    const edge5xx = new MathExpression({
      expression: `IF(edgeRequests >= ${MIN_REQUESTS_FOR_RATE}, edgeRate, 0)`,
      usingMetrics: { edgeRate: edge('5xxErrorRate', 'Average'), edgeRequests: edge('Requests', 'Sum') },
      period: PERIOD,
      label: 'CloudFront 5xx %',
    });
    alarm('CloudFront5xxRate', edge5xx, CLOUDFRONT_5XX_PERCENT, `More than ${CLOUDFRONT_5XX_PERCENT}% of at least ${MIN_REQUESTS_FOR_RATE} CloudFront answers were 5xx over 5 minutes.`);
    widgets.push(new GraphWidget({ title: 'Edge and API: 4xx rate, CloudFront 5xx %', left: [fourXxRate], right: [edge5xx], width: 12 }));

    // DynamoDB: any throttled read or write, per table (on-demand tables throttle too: a hot key, a sudden doubling).
    for (const [key, table] of Object.entries(props.tables)) {
      const events = new MathExpression({
        expression: 'FILL(r, 0) + FILL(w, 0)',
        usingMetrics: { r: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: PERIOD }), w: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: PERIOD }) },
        period: PERIOD,
        label: `${key} throttles`,
      });
      alarm(`DynamoThrottles-${key}`, events, 0, `DynamoDB throttled reads or writes of the ${key} table.`, { runbook: 'DynamoThrottles-<table>' });
    }
    widgets.push(new GraphWidget({
      title: 'DynamoDB throttled requests by table',
      left: Object.entries(props.tables).map(([key, table]) => table.metric('ReadThrottleEvents', { statistic: 'Sum', period: PERIOD, label: `${key} read` })),
      right: Object.entries(props.tables).map(([key, table]) => table.metric('WriteThrottleEvents', { statistic: 'Sum', period: PERIOD, label: `${key} write` })),
      width: 12,
    }));

    // SMS: spend near the monthly limit (past it SNS stops texting without an error), and deliveries failing.
    // The metrics and dimensions SNS writes for the texts we send (SMS_METRICS: a delivery-rate metric without them matches nothing).
    const sms = (m: (typeof SMS_METRICS)['delivery' | 'spend'], statistic: string) => new Metric({ namespace: SMS_METRICS.namespace, metricName: m.metricName, dimensionsMap: { ...m.dimensions }, statistic, period: Duration.hours(1) });
    const spendThreshold = Math.round(props.smsMonthlySpendLimitUsd * SMS_SPEND_SHARE * 100) / 100;
    alarm('SmsSpend', sms(SMS_METRICS.spend, 'Maximum'), spendThreshold, `SMS spend this month passed ${SMS_SPEND_SHARE * 100}% of the ${props.smsMonthlySpendLimitUsd} USD limit (${spendThreshold} USD).`, { operator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD });
    alarm('SmsDeliveryFailures', sms(SMS_METRICS.delivery, 'Average'), SMS_SUCCESS_RATE, `Less than ${SMS_SUCCESS_RATE * 100}% of texts were delivered over an hour.`, { operator: ComparisonOperator.LESS_THAN_THRESHOLD });
    widgets.push(new GraphWidget({ title: 'SMS: month-to-date spend, delivery rate', left: [sms(SMS_METRICS.spend, 'Maximum')], right: [sms(SMS_METRICS.delivery, 'Average')], width: 12 }));

    // Load shedding across every route (written with the service dimension only, functions/lib/metrics.ts countAcrossRoutes).
    const shed = new Metric({ namespace: METRICS_NAMESPACE, metricName: 'LoadShed' satisfies MetricName, dimensionsMap: { service: METRICS_SERVICE }, statistic: 'Sum', period: PERIOD });
    alarm('LoadShed', shed, LOAD_SHED_PER_5_MIN, `More than ${LOAD_SHED_PER_5_MIN} requests were answered 503 overloaded in 5 minutes.`);

    // Marketplace metering: customer-hours that passed AWS's 6-hour window unsent (never billed).
    alarm('MeteringExpired', ours('MeteringExpired', 'marketplace-metering'), 0, 'Marketplace metering settled customer-hours as expired: usage AWS no longer accepts, never billed.');

    // The canary (CanaryStack): the visitor journey failed twice in a row, or did not run at all (missing data breaches).
    const canary = ours('CanarySuccess', 'canary', 'Minimum');
    alarm('Canary', canary, 1, `The canary's journey (typeahead, price, coupon page) against the site failed ${CANARY_PERIODS} runs in a row, or did not run.`, {
      operator: ComparisonOperator.LESS_THAN_THRESHOLD, evaluationPeriods: CANARY_PERIODS, missing: TreatMissingData.BREACHING,
    });
    widgets.push(new GraphWidget({ title: 'Canary: journey passed (1/0), journey ms', left: [canary], right: [ours('CanaryLatency', 'canary', 'Maximum')], width: 12 }));

    // SES reputation: bounce and complaint rates.
    const ses = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    alarm('SesBounceRate', ses('Reputation.BounceRate'), SES_BOUNCE_RATE, 'SES bounce rate is at the level where SES reviews the account.', { operator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD });
    alarm('SesComplaintRate', ses('Reputation.ComplaintRate'), SES_COMPLAINT_RATE, 'SES complaint rate is at the level where SES reviews the account.', { operator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD });
    widgets.push(new GraphWidget({ title: 'SES reputation', left: [ses('Reputation.BounceRate'), ses('Reputation.ComplaintRate')], width: 12 }));

    // WAF: a spike of blocked requests (an attack, or a rule blocking real visitors).
    if (props.webAcl) {
      const blocked = new Metric({ namespace: 'AWS/WAFV2', metricName: 'BlockedRequests', dimensionsMap: { WebACL: props.webAcl.name!, Rule: 'ALL' }, statistic: 'Sum', period: PERIOD, region: 'us-east-1' });
      alarm('WafBlockedSpike', blocked, WAF_BLOCKED_PER_5_MIN, `WAF blocked more than ${WAF_BLOCKED_PER_5_MIN} requests in 5 minutes.`);
      widgets.push(new GraphWidget({ title: 'WAF blocked requests', left: [blocked], width: 12 }));
    }

    new Dashboard(this, 'Dashboard', {
      dashboardName: `rxsavvy-${config.stage}`,
      widgets: [[new TextWidget({ markdown: `# RxSavvy ${config.stage}\nAlarms go to the SNS topic ${this.topic.topicName}; each has a runbook line in README "Runbook".`, width: 24, height: 2 })], widgets],
    });
  }

  /**
   * Alarms of their own for the functions that ask the PBMs, so a slow or failing price route is named
   * in the alarm instead of hiding in its area's (README "Runbook"):
   * - every function that prices at pharmacies (its resources include PRICING, functions/tables/permissions.ts):
   *   its p99 duration over its area's budget (a pricing job: over 80% of its timeout), and for a route
   *   its 5xx rate (handled 5xx answers, from its own metrics, plus crashes, over its invocations);
   * - every function that asks the PBMs (`pbm`): a PBM's breaker open in its containers for 10 minutes.
   * Returns the dashboard's graphs of the same figures.
   */
  private pricingAlarms(
    props: MonitoringStackProps,
    alarm: (alarmId: string, metric: IMetric, threshold: number, description: string, options?: { evaluationPeriods?: number; runbook?: string }) => unknown,
    ours: (metricName: MetricName, route: string, statistic?: string) => Metric,
  ): GraphWidget[] {
    const routes = [...props.routeFunctions.values()].map((fn) => ({ fn, id: fn.route.id, resources: fn.route.resources, route: fn.route }));
    const jobs = props.jobFunctions.map((fn) => ({ fn, id: fn.job.id, resources: fn.job.resources, job: fn.job }));
    const p99s: IMetric[] = [];
    const rates: IMetric[] = [];
    routes.filter((r) => includes(r.resources, PRICING)).forEach(({ fn, id, route }, i) => {
      const budget = P99_BUDGET_MS[apiAreaOf(route)];
      const p99 = fn.metricDuration({ statistic: 'p99', period: PERIOD });
      alarm(`${id}-P99Latency`, p99, budget, `The p99 duration of the pricing route ${id} passed ${budget} ms.`, { runbook: '<route id>-P99Latency' });
      // Unique ids per route: the dashboard graphs every route's expression together.
      const [handled, crashed, invocations] = [`handled${i}`, `crashed${i}`, `invocations${i}`];
      const rate = new MathExpression({
        expression: `IF(${invocations} > 0, (FILL(${handled}, 0) + FILL(${crashed}, 0)) / ${invocations}, 0)`,
        usingMetrics: { [handled]: ours('Errors5xx', id), [crashed]: fn.metricErrors({ period: PERIOD }), [invocations]: fn.metricInvocations({ period: PERIOD }) },
        period: PERIOD,
        label: `${id} 5xx rate`,
      });
      alarm(`${id}-5xxRate`, rate, API_5XX_RATE, `More than ${API_5XX_RATE * 100}% of the answers of the pricing route ${id} were 5xx (handled or crashed) over 5 minutes.`, { runbook: '<route id>-5xxRate' });
      p99s.push(p99.with({ label: `${id} p99 ms` }));
      rates.push(rate);
    });
    for (const { fn, id, job } of jobs.filter((j) => includes(j.resources, PRICING))) {
      const budget = Math.round(job.timeoutSeconds * 1000 * JOB_DURATION_BUDGET);
      const p99 = fn.metricDuration({ statistic: 'p99', period: PERIOD });
      alarm(`${id}-P99Latency`, p99, budget, `The p99 duration of the pricing job ${id} passed ${budget} ms, ${JOB_DURATION_BUDGET * 100}% of its timeout: runs are about to be cut short.`, { runbook: '<route id>-P99Latency' });
      p99s.push(p99.with({ label: `${id} p99 ms` }));
    }
    for (const { id } of [...routes, ...jobs].filter((f) => f.resources.pbm)) {
      alarm(
        `${id}-PbmBreakerOpen`,
        ours('PbmBreakerOpen', id, 'Maximum'),
        0,
        `A PBM's circuit breaker in ${id} has been open for ${PBM_BREAKER_PERIODS * 5} minutes: its prices are missing from ${id}'s results.`,
        { evaluationPeriods: PBM_BREAKER_PERIODS, runbook: '<route id>-PbmBreakerOpen' },
      );
    }
    return [
      new GraphWidget({ title: 'Pricing functions: p99 ms', left: p99s, width: 12 }),
      new GraphWidget({ title: 'Pricing routes: 5xx rate (handled and crashed)', left: rates, width: 12 }),
    ];
  }
}
