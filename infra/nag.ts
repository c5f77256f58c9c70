import { Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges, one finding at a time, the wildcard grants that a construct owned by the CDK
 * (not by us) writes into its own policy, when each finding passes `expected`. Any other
 * wildcard (a new action, another resource) still fails synth.
 */
export function acknowledgeOwnedWildcards(scope: IConstruct, expected: (finding: string) => boolean, reason: string): void {
  for (const policy of scope.node.findAll().filter((c): c is CfnPolicy => c instanceof CfnPolicy)) {
    const findings = rules.iam.IAMNoWildcardPermissions(policy);
    if (!Array.isArray(findings)) continue;
    for (const finding of findings.filter(expected)) {
      Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
  }
}
