import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnResource, Names, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { type JobDef, jobs } from '../../functions/tables/jobs';
import { includes, PRICING } from '../../functions/tables/permissions';
import { PBM_IDS } from '../../functions/tables/pbm-ids';
import { type RouteDef, routes } from '../../functions/tables/routes';
import { tableKeys } from '../../functions/tables/dynamodb';
import { JobFunction } from '../../infra/constructs/rxsavvy-function';
import { API_AREAS, apiAreaOf } from '../../infra/stacks/api-areas';
import { type CfnJson, synth } from './support';
import { PublishCommand } from '@aws-sdk/client-sns';
import { sendSms } from '../../functions/domain/messaging/send';
import { resetAwsClients } from '../../functions/lib/aws';
import { resetMessagingClients } from '../../functions/lib/messaging-clients';
import { SMS_METRICS } from '../../functions/tables/metric-names';
import { mockAws } from '../unit/messaging/aws-mocks';

const allRoutes = routes as readonly RouteDef[];
const allJobs = jobs as readonly JobDef[];

/** The functions that price at pharmacies, written out: a change here is a change to the alarms an operator gets. */
const PRICING_ROUTES = [
  'drug-details', 'mail-order-pricing', 'price-comparison', 'coupon-api-prices-near', 'coupon-api-prices-at-pharmacies',
  'coupon-api-mail-order-prices', 'benefit-manager-admin', 'tools-drug-info', 'tools-drug-classes', 'tools-prices', 'tools-pharmacies', 'tools-supply-options',
  // My medicines: the basket prices every item with the drug page's engine (basket-email prices it again to send it).
  'basket', 'basket-email', 'coupon-api-basket',
];
const PRICING_JOBS = ['price-alert-check', 'featured-savings-refresh', 'price-completion'];
/** Budgets of README "Runbook" `<Area>P99Latency`, which a pricing route's own p99 alarm shares. */
const AREA_BUDGET_MS = { Consumer: 3000, CouponApi: 3000, Messaging: 3000, Tools: 2000, Admin: 5000 };

/** The alarm names of README "Runbook" (first column), `<...>` standing for any text. */
function runbookLines(): RegExp[] {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Runbook'), readme.indexOf('\n### ', readme.indexOf('### Runbook') + 1));
  const names = section.split('\n').filter((line) => line.startsWith('| `')).flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return names.map((name) => new RegExp(`^(${escape(name)}|${name.split(/<[^>]+>/).map(escape).join('.+')})$`));
}

describe('monitoring and the edge', () => {
  const built = synth({ stage: 'dev', alarmEmail: 'oncall@example.com' });
  const monitoring = built.template(built.monitoring);
  const alarms = new Map(Object.values(monitoring.findResources('AWS::CloudWatch::Alarm')).map((a) => [String(a.Properties.AlarmName).replace(/^rxsavvy-dev-/, ''), a as CfnJson]));
  const jobFunctions = built.app.node.findAll().filter((c): c is JobFunction => c instanceof JobFunction);

  /**
   * The route or job id of the function a FunctionName dimension names. The dimension reads the
   * function's name from the output of the stack that holds it: `PublishOutputRef<logical id>…` from a
   * stack, `…Outputs<unique id>Ref…` through a nested stack (ids end in an 8-digit hash: one never holds another).
   */
  const outputMarks = [
    ...[...built.api.functions.values()].map((fn) => [fn, fn.route.id] as const),
    ...jobFunctions.map((fn) => [fn, fn.job.id] as const),
  ].flatMap(([fn, id]) => {
    const resource = fn.node.defaultChild as CfnResource;
    return [[`PublishOutputRef${Stack.of(resource).getLogicalId(resource)}`, id], [`Outputs${Names.uniqueId(resource)}Ref`, id]] as const;
  });
  const functionOf = (dimensionValue: unknown): string => {
    const text = JSON.stringify(dimensionValue);
    const found = outputMarks.filter(([mark]) => text.includes(mark));
    expect(found, text).toHaveLength(1);
    return found[0]![1];
  };
  const functionsOf = (alarm: CfnJson): string[] =>
    (alarm.Properties.Metrics ?? [{ MetricStat: { Metric: alarm.Properties } }])
      .flatMap((m: CfnJson) => m.MetricStat?.Metric.Dimensions ?? [])
      .filter((d: CfnJson) => d.Name === 'FunctionName')
      .map((d: CfnJson) => functionOf(d.Value));
  const alarm = (name: string) => {
    const found = alarms.get(name);
    expect(found, name).toBeDefined();
    return found!;
  };

  it('sends every alarm to one SNS topic, subscribed by the context\'s alarmEmail', () => {
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@example.com' });
    expect(alarms.size).toBeGreaterThan(15);
    for (const a of alarms.values()) expect(a.Properties.AlarmActions).toHaveLength(1);
  });

  it('names in every alarm a line of README "Runbook" that exists', () => {
    const lines = runbookLines();
    expect(lines.length).toBeGreaterThan(10);
    for (const [name, a] of alarms) {
      const line = String(a.Properties.AlarmDescription).match(/ Runbook: README "Runbook", (.+)\.$/)?.[1];
      expect(line, name).toBeDefined();
      expect(lines.some((pattern) => pattern.test(line!)), `${name} names "${line}"`).toBe(true);
    }
  });

  it('has exactly the alarms of README "Runbook": API 5xx, per area p99 and crashes, throttles, each job, the refused NADAC file, each dead-letter queue, per pricing route, per PBM breaker, SES, WAF, Marketplace ResolveCustomer', () => {
    const perArea = API_AREAS.flatMap((area) => {
      const count = allRoutes.filter((r) => apiAreaOf(r) === area).length;
      const parts = Math.ceil(count / 10);
      return (parts > 1 ? Array.from({ length: parts }, (_, i) => `${area}${i + 1}`) : [area]).flatMap((label) => [`${label}P99Latency`, `${label}Crashes`]);
    });
    const deadLetterQueues = 2 + jobFunctions.filter((fn) => fn.failedInvocations).length; // Marketplace subscriptions, price-alert checks, failed invocations
    const pbmIds = [...allRoutes, ...allJobs].filter((f) => f.resources.pbm).map((f) => f.id);
    const expected = [
      'Api5xxRate', 'LambdaThrottles', 'SesBounceRate', 'SesComplaintRate', 'WafBlockedSpike', 'MarketplaceResolveFailed',
      'NadacFileRefused',
      'Api4xxRate', 'CloudFront5xxRate', 'SmsSpend', 'SmsDeliveryFailures', 'LoadShed', 'MeteringExpired', 'Canary',
      ...tableKeys.map((key) => `DynamoThrottles-${key}`),
      ...perArea,
      ...allJobs.map((j) => `Job-${j.id}`),
      ...Array.from({ length: deadLetterQueues }, (_, i) => `DeadLetters${i}`),
      ...PRICING_ROUTES.flatMap((id) => [`${id}-P99Latency`, `${id}-5xxRate`]),
      ...PRICING_JOBS.map((id) => `${id}-P99Latency`),
      ...pbmIds.map((id) => `${id}-PbmBreakerOpen`),
      ...PBM_IDS.flatMap((pbm) => [`Pbm-${pbm}-ErrorRate`, `Pbm-${pbm}-P99Latency`]),
    ];
    expect(new Set(expected).size).toBe(expected.length);
    expect([...alarms.keys()].sort()).toEqual(expected.sort());
    monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  const byName = (dimensions: { Name: string }[]) => [...dimensions].sort((a, b) => a.Name.localeCompare(b.Name));
  it.each([...PBM_IDS])('alarms on the PBM %s by its own metrics (dimension pbm, any route): error rate over a minimum of calls, p99 call time', (pbm) => {
    const errorRate = alarms.get(`Pbm-${pbm}-ErrorRate`)!;
    const metrics = errorRate.Properties.Metrics as CfnJson[];
    expect(metrics.find((m) => m.Expression)!.Expression).toBe('IF(calls >= 20, 100 * errors / calls, 0)');
    for (const [id, name] of [['calls', 'PbmCalls'], ['errors', 'PbmErrors']]) {
      const metric = metrics.find((m) => m.Id === id)!.MetricStat.Metric;
      expect(metric.MetricName).toBe(name);
      expect(byName(metric.Dimensions)).toEqual([{ Name: 'pbm', Value: pbm }, { Name: 'service', Value: 'rxsavvy' }]);
    }
    const latency = alarms.get(`Pbm-${pbm}-P99Latency`)!.Properties;
    expect([latency.MetricName, latency.ExtendedStatistic, latency.Threshold]).toEqual(['PbmLatency', 'p99', 1500]);
    expect(byName(latency.Dimensions)).toEqual([{ Name: 'pbm', Value: pbm }, { Name: 'service', Value: 'rxsavvy' }]);
    expect(String(errorRate.Properties.AlarmDescription)).toContain('Runbook: README "Runbook", Pbm-<id>-ErrorRate.');
  });

  it('puts every route in exactly one p99 alarm and one crashes alarm of its own area', () => {
    for (const kind of ['P99Latency', 'Crashes']) {
      const covered: string[] = [];
      for (const area of API_AREAS) {
        for (const [name, a] of alarms) {
          if (!new RegExp(`^${area}\\d*${kind}$`).test(name)) continue;
          const ids = functionsOf(a);
          expect(ids.length, name).toBeLessThanOrEqual(10);
          for (const id of ids) expect(apiAreaOf(allRoutes.find((r) => r.id === id)!), `${id} in ${name}`).toBe(area);
          covered.push(...ids);
        }
      }
      expect(covered.sort(), kind).toEqual(allRoutes.map((r) => r.id).sort());
    }
  });

  it('finds the pricing functions by their grants: exactly those whose resources include PRICING', () => {
    expect(allRoutes.filter((r) => includes(r.resources, PRICING)).map((r) => r.id).sort()).toEqual([...PRICING_ROUTES].sort());
    expect(allJobs.filter((j) => includes(j.resources, PRICING)).map((j) => j.id).sort()).toEqual([...PRICING_JOBS].sort());
  });

  it.each(PRICING_ROUTES)('%s: a p99 alarm on its own function\'s duration at its area\'s budget, and a 5xx-rate alarm on its own metrics', (id) => {
    const route = allRoutes.find((r) => r.id === id)!;
    const p99 = alarm(`${id}-P99Latency`).Properties;
    expect(p99).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Duration', ExtendedStatistic: 'p99', Period: 300, Threshold: AREA_BUDGET_MS[apiAreaOf(route)] });
    expect(functionsOf(alarm(`${id}-P99Latency`))).toEqual([id]);

    const rate = alarm(`${id}-5xxRate`);
    expect(rate.Properties.Threshold).toBe(0.01);
    const stats = (rate.Properties.Metrics as CfnJson[]).filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric);
    expect(stats.map((m) => `${m.Namespace}/${m.MetricName}`).sort()).toEqual(['AWS/Lambda/Errors', 'AWS/Lambda/Invocations', 'RxSavvy/Errors5xx']);
    const ours = stats.find((m) => m.Namespace === 'RxSavvy')!;
    expect(ours.Dimensions).toEqual([{ Name: 'route', Value: id }, { Name: 'service', Value: 'rxsavvy' }]);
    expect(functionsOf(rate)).toEqual([id, id]);
  });

  it.each(PRICING_JOBS)('%s: a p99 alarm on its own function\'s duration at 80 percent of its timeout', (id) => {
    const job = allJobs.find((j) => j.id === id)!;
    expect(alarm(`${id}-P99Latency`).Properties).toMatchObject({ MetricName: 'Duration', ExtendedStatistic: 'p99', Threshold: Math.round(job.timeoutSeconds * 1000 * 0.8) });
    expect(functionsOf(alarm(`${id}-P99Latency`))).toEqual([id]);
  });

  it.each([...allRoutes, ...allJobs].filter((f) => f.resources.pbm).map((f) => f.id))('%s asks the PBMs: a breaker alarm on its own PbmBreakerOpen', (id) => {
    expect(alarm(`${id}-PbmBreakerOpen`).Properties).toMatchObject({
      Namespace: 'RxSavvy',
      MetricName: 'PbmBreakerOpen',
      Dimensions: [{ Name: 'route', Value: id }, { Name: 'service', Value: 'rxsavvy' }],
      Statistic: 'Maximum',
      Threshold: 0,
      EvaluationPeriods: 2,
    });
  });

  /** An alarm's metric-math query and its metrics by id. */
  const mathOf = (name: string) => {
    const metrics = alarm(name).Properties.Metrics as CfnJson[];
    return {
      expression: String(metrics.find((m) => m.Expression)?.Expression),
      byId: Object.fromEntries(metrics.filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat])),
    };
  };

  it('alarms on the API\'s 4xx rate only with at least 50 answers in 5 minutes (everyone refused, not a few typos at night)', () => {
    const { expression, byId } = mathOf('Api4xxRate');
    expect(expression).toBe('IF(requests >= 50, errors / requests, 0)');
    expect(byId.errors).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: '4xx' }, Stat: 'Sum', Period: 300 });
    expect(byId.requests).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Count' }, Stat: 'Sum' });
    expect(alarm('Api4xxRate').Properties.Threshold).toBe(0.25);
  });

  it('alarms on the distribution\'s own 5xx rate (CloudFront metrics, us-east-1, Region Global), with the same minimum count', () => {
    const { expression, byId } = mathOf('CloudFront5xxRate');
    expect(expression).toBe('IF(edgeRequests >= 50, edgeRate, 0)');
    for (const [id, metricName] of [['edgeRate', '5xxErrorRate'], ['edgeRequests', 'Requests']] as const) {
      expect(byId[id].Metric.Namespace, id).toBe('AWS/CloudFront');
      expect(byId[id].Metric.MetricName, id).toBe(metricName);
      expect(byId[id].Metric.Dimensions.map((d: CfnJson) => d.Name).sort(), id).toEqual(['DistributionId', 'Region']);
      expect(JSON.stringify(byId[id].Metric.Dimensions), id).toContain('Global');
    }
    expect(alarm('CloudFront5xxRate').Properties.Threshold).toBe(1);
  });

  it.each(tableKeys)('throttles of the %s table: read and write throttle events of that table alone', (key) => {
    const { expression, byId } = mathOf(`DynamoThrottles-${key}`);
    expect(expression).toBe('FILL(r, 0) + FILL(w, 0)');
    expect([byId.r.Metric.MetricName, byId.w.Metric.MetricName]).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    const tableOf = (stat: CfnJson) => JSON.stringify(stat.Metric.Dimensions);
    expect(tableOf(byId.r)).toBe(tableOf(byId.w));
    expect(tableOf(byId.r)).toContain('TableName');
    expect(alarm(`DynamoThrottles-${key}`).Properties.Threshold).toBe(0);
  });

  it('alarms at 80% of the stage\'s SMS spend limit (1 USD by default, the context\'s otherwise) and on delivery under 90%', () => {
    expect(alarm('SmsSpend').Properties).toMatchObject({ Namespace: 'AWS/SNS', MetricName: 'SMSMonthToDateSpentUSD', Statistic: 'Maximum', Threshold: 0.8, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const raised = synth({ stage: 'dev', smsMonthlySpendLimit: 50 });
    const spend = Object.values(raised.template(raised.monitoring).findResources('AWS::CloudWatch::Alarm')).find((a) => String(a.Properties.AlarmName).endsWith('-SmsSpend'));
    expect(spend?.Properties.Threshold).toBe(40);
    expect(alarm('SmsDeliveryFailures').Properties).toMatchObject({ Namespace: 'AWS/SNS', MetricName: 'SMSSuccessRate', Threshold: 0.9, ComparisonOperator: 'LessThanThreshold' });
  });

  it('reads SMS delivery where SNS writes it for the texts sendSms sends: SMSSuccessRate by Country and SMSType', async () => {
    // What the code sends: SNS Publish to a +1 number, with this SMS type.
    const aws = mockAws();
    try {
      resetAwsClients();
      resetMessagingClients();
      await sendSms({ to: '(415) 555-0100', text: 'coupon', category: 'coupon' });
      const sent = aws.sns.commandCalls(PublishCommand)[0]!.args[0].input;
      const smsType = sent.MessageAttributes?.['AWS.SNS.SMS.SMSType']?.StringValue;
      expect(sent.PhoneNumber, 'sendSms texts US numbers only').toMatch(/^\+1\d{10}$/);
      // SNS writes SMSSuccessRate with exactly the dimensions Country and SMSType (aws-cdk-lib's SNSMetrics.smsSuccessRateSum):
      // an alarm with none, or with other values, matches no data and never fires.
      const dimensions = (alarm('SmsDeliveryFailures').Properties.Dimensions ?? []) as { Name: string; Value: string }[];
      expect(Object.fromEntries(dimensions.map((d) => [d.Name, d.Value])), 'the SmsDeliveryFailures alarm\'s dimensions').toEqual({ Country: 'US', SMSType: smsType });
      expect(alarm('SmsDeliveryFailures').Properties).toMatchObject({ Namespace: SMS_METRICS.namespace, MetricName: SMS_METRICS.delivery.metricName });
      expect(alarm('SmsSpend').Properties).toMatchObject({ Namespace: SMS_METRICS.namespace, MetricName: SMS_METRICS.spend.metricName });
      expect(alarm('SmsSpend').Properties.Dimensions, 'SMSMonthToDateSpentUSD has no dimensions').toBeUndefined();
    } finally {
      aws.ses.restore();
      aws.sns.restore();
      aws.ddb.restore();
    }
  });

  it('alarms on load shedding across every route, and on Marketplace customer-hours settled expired', () => {
    expect(alarm('LoadShed').Properties).toMatchObject({ Namespace: 'RxSavvy', MetricName: 'LoadShed', Dimensions: [{ Name: 'service', Value: 'rxsavvy' }], Statistic: 'Sum', Threshold: 5 });
    expect(alarm('MeteringExpired').Properties).toMatchObject({
      Namespace: 'RxSavvy', MetricName: 'MeteringExpired', Dimensions: [{ Name: 'route', Value: 'marketplace-metering' }, { Name: 'service', Value: 'rxsavvy' }], Threshold: 0,
    });
  });

  it('alarms when the canary\'s journey failed two runs in a row, or did not run (missing data breaches)', () => {
    expect(alarm('Canary').Properties).toMatchObject({
      Namespace: 'RxSavvy', MetricName: 'CanarySuccess', Dimensions: [{ Name: 'route', Value: 'canary' }, { Name: 'service', Value: 'rxsavvy' }],
      Statistic: 'Minimum', Threshold: 1, ComparisonOperator: 'LessThanThreshold', EvaluationPeriods: 2, TreatMissingData: 'breaching', Period: 300,
    });
    const canary = built.template(built.canary);
    canary.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
    const fn = Object.values(canary.findResources('AWS::Lambda::Function')).find((f) => JSON.stringify(f).includes('SITE_URL'));
    expect(JSON.stringify(fn?.Properties.Environment.Variables.SITE_URL), 'the canary goes to the site, through CloudFront').toContain('DomainName');
  });

  it('puts a WAF web ACL with the managed rule groups and a rate rule in front of the distribution', () => {
    const web = built.template(built.web);
    web.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    const rules = JSON.stringify(web.findResources('AWS::WAFv2::WebACL'));
    for (const group of ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList', 'RateBasedStatement']) expect(rules).toContain(group);
    expect(JSON.stringify(web.findResources('AWS::CloudFront::Distribution'))).toContain('WebACLId');
  });
});
