import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { jobById } from '../../functions/tables/jobs';
import { runOnSchedule } from '../constructs/scheduled-job';
import { JobFunction, type StageFunctionProps } from '../constructs/rxsavvy-function';

export interface SignupsStackProps extends StackProps {
  /** What every function of the stage is given (infra/rxsavvy.ts builds it once). */
  functions: StageFunctionProps;
  /** Where links in messages point (the site's own origin). */
  siteUrl: string;
}

/** The sign-up dispatcher, fired on its job-table schedule; it sends each due message at most once. */
export class SignupsStack extends Stack {
  readonly dispatcher: JobFunction;

  constructor(scope: Construct, id: string, props: SignupsStackProps) {
    super(scope, id, props);
    const job = jobById('signups-dispatch');
    this.dispatcher = new JobFunction(this, job, { ...props.functions, environment: { SITE_URL: props.siteUrl } });
    runOnSchedule(this.dispatcher, 'Runs the sign-up dispatcher');
  }
}
