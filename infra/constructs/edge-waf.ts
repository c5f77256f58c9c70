import { Annotations, Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { DeployStage } from '../config';

/**
 * Requests per 5 minutes from one IP before the rate-based rule blocks it, per stage. A person
 * browsing prices makes a few dozen requests in 5 minutes (typeahead, prices, a coupon); the
 * functions' own per-IP limits sit below this, so this rule only stops floods before they cost
 * Lambda invocations.
 */
const RATE_LIMIT_PER_5_MIN: Record<DeployStage, number> = { dev: 1000, staging: 2000, prod: 3000 };

const managed = (name: string, priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: name },
});

/**
 * The site's WAF web ACL (CloudFront scope): AWS managed common, known-bad-inputs and
 * IP-reputation rule groups, and a per-IP rate-based rule. CloudFront-scoped ACLs exist only in
 * us-east-1, so it is created when the web stack deploys there (or is environment-agnostic, i.e.
 * deployed with the CLI's region, which must then be us-east-1); elsewhere synth warns that the
 * distribution has no WAF rather than produce a template that cannot deploy.
 */
export function edgeWebAcl(scope: Construct, stage: DeployStage): CfnWebACL | undefined {
  const region = Stack.of(scope).region;
  if (!Token.isUnresolved(region) && region !== 'us-east-1') {
    Annotations.of(scope).addWarningV2('rxsavvy:waf-needs-us-east-1', `The web stack is in ${region}: CloudFront web ACLs live in us-east-1 only, so this distribution gets no WAF. Deploy the web stack with CDK_DEFAULT_REGION=us-east-1.`);
    return undefined;
  }
  return new CfnWebACL(scope, 'WebAcl', {
    name: `rxsavvy-${stage}-edge`,
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: `rxsavvy-${stage}-edge` },
    rules: [
      managed('AWSManagedRulesCommonRuleSet', 0),
      managed('AWSManagedRulesKnownBadInputsRuleSet', 1),
      managed('AWSManagedRulesAmazonIpReputationList', 2),
      {
        name: 'PerIpRate',
        priority: 3,
        action: { block: {} },
        statement: { rateBasedStatement: { limit: RATE_LIMIT_PER_5_MIN[stage], aggregateKeyType: 'IP' } },
        visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: 'PerIpRate' },
      },
    ],
  });
}
