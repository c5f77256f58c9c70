import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { jobById } from '../../functions/tables/jobs';
import { JobFunction, type StageFunctionProps } from '../constructs/rxsavvy-function';
import { runOnSchedule } from '../constructs/scheduled-job';

export interface CanaryStackProps extends StackProps {
  /** What every function of the stage is given (infra/rxsavvy.ts builds it once). */
  functions: StageFunctionProps;
  /** The stage's public site (https://<domainName> or the distribution's name): the canary goes through its front door. */
  siteUrl: string;
}

/**
 * The canary: a scheduled function that runs the visitor journey (typeahead -> price -> coupon page)
 * against the stage's site every 5 minutes, through CloudFront, the WAF and the origin token as a
 * visitor's requests go. The Monitoring stack alarms on its CanarySuccess metric (`Canary`).
 */
export class CanaryStack extends Stack {
  readonly canary: JobFunction;

  constructor(scope: Construct, id: string, props: CanaryStackProps) {
    super(scope, id, props);
    this.canary = new JobFunction(this, jobById('canary'), { ...props.functions, environment: { SITE_URL: props.siteUrl } });
    runOnSchedule(this.canary, 'Runs the visitor journey against the site');
  }
}
