import { describe, expect, it } from 'vitest';
import { jobs } from '../../functions/tables/jobs';
import { synth } from './support';

describe('monitoring and the edge', () => {
  const built = synth({ stage: 'dev', alarmEmail: 'oncall@example.com' });
  const monitoring = built.template(built.monitoring);

  it('sends every alarm to one SNS topic, subscribed by the context\'s alarmEmail', () => {
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@example.com' });
    const alarms = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThan(15);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(alarm.Properties.AlarmDescription).toMatch(/Runbook: README "Runbook"/);
    }
  });

  it('alarms on the API 5xx rate, p99 and crashes of every route group, throttles, every job, the DLQ, SES reputation and WAF blocks', () => {
    const names = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm')).map((a) => String(a.Properties.AlarmName).replace('rxsavvy-dev-', ''));
    for (const expected of ['Api5xxRate', 'LambdaThrottles', 'DeadLetters0', 'SesBounceRate', 'SesComplaintRate', 'WafBlockedSpike', 'CouponApiP99Latency', 'Admin1Crashes', 'Admin2Crashes']) expect(names).toContain(expected);
    for (const job of jobs) expect(names).toContain(`Job-${job.id}`);
    // Every route is in some group's alarm (metric math takes 10 functions per alarm).
    const described = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm')).map((a) => String(a.Properties.AlarmDescription)).join(' ');
    for (const id of built.api.functions.keys()) expect(described).toContain(id);
    monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('puts a WAF web ACL with the managed rule groups and a rate rule in front of the distribution', () => {
    const web = built.template(built.web);
    web.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    const rules = JSON.stringify(web.findResources('AWS::WAFv2::WebACL'));
    for (const group of ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList', 'RateBasedStatement']) expect(rules).toContain(group);
    expect(JSON.stringify(web.findResources('AWS::CloudFront::Distribution'))).toContain('WebACLId');
  });
});
