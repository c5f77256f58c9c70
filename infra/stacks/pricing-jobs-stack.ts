import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { jobById } from '../../functions/tables/jobs';
import { JobFunction, type StageFunctionProps } from '../constructs/rxsavvy-function';
import { runOnSchedule } from '../constructs/scheduled-job';

export interface PricingJobsStackProps extends StackProps {
  /** What every function of the stage is given (infra/rxsavvy.ts builds it once). */
  functions: StageFunctionProps;
}

/** Pricing done ahead of requests: the home page's Featured Savings cards, per zip visitors ask for. */
export class PricingJobsStack extends Stack {
  readonly featuredSavingsRefresh: JobFunction;

  constructor(scope: Construct, id: string, props: PricingJobsStackProps) {
    super(scope, id, props);
    this.featuredSavingsRefresh = new JobFunction(this, jobById('featured-savings-refresh'), props.functions);
    runOnSchedule(this.featuredSavingsRefresh, 'Computes the Featured Savings cards of new and stale zips');
  }
}
