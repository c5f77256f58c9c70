import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { jobById } from '../../functions/tables/jobs';
import { queueName } from '../../functions/tables/resource-names';
import { JobQueue } from '../constructs/job-queue';
import { JobFunction, type StageFunctionProps } from '../constructs/rxsavvy-function';
import { runOnSchedule } from '../constructs/scheduled-job';

export interface PricingJobsStackProps extends StackProps {
  /** What every function of the stage is given (infra/rxsavvy.ts builds it once). */
  functions: StageFunctionProps;
}

/**
 * Pricing off the request's path: the home page's Featured Savings cards, per zip visitors ask for,
 * ahead of requests; and the completion of price answers some PBMs missed the deadline of, after them.
 */
export class PricingJobsStack extends Stack {
  readonly featuredSavingsRefresh: JobFunction;
  readonly priceCompletion: JobFunction;
  /** The price routes send to it by name (their entries' `resources.sendsTo`, infra/constructs/route-grants.ts). */
  readonly priceCompletionQueue: JobQueue;

  constructor(scope: Construct, id: string, props: PricingJobsStackProps) {
    super(scope, id, props);
    this.featuredSavingsRefresh = new JobFunction(this, jobById('featured-savings-refresh'), props.functions);
    runOnSchedule(this.featuredSavingsRefresh, 'Computes the Featured Savings cards of new and stale zips');
    const completion = jobById('price-completion');
    this.priceCompletion = new JobFunction(this, completion, props.functions);
    this.priceCompletionQueue = new JobQueue(this, 'PriceCompletions', this.priceCompletion, { queueName: queueName(props.functions.stage, completion.id) });
  }
}
