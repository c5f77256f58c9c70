import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { scheduleText, type JobTrigger } from '../../functions/tables/jobs';
import { type JobFunction, ruleSchedule } from './rxsavvy-function';

type ScheduleTrigger = Extract<JobTrigger, { kind: 'schedule' }>;

/**
 * The EventBridge rule that runs a `schedule` job of the job table on its schedule, with the
 * entry's retry attempts (failed runs then go to the job's failed-invocations queue). `what` says
 * what a run does, e.g. 'Runs the sign-up dispatcher'; the schedule is appended in words.
 */
export function runOnSchedule(fn: JobFunction, what: string): Rule {
  const trigger = fn.job.trigger as JobTrigger;
  if (trigger.kind !== 'schedule') throw new Error(`Job ${fn.job.id} is not a schedule job (functions/tables/jobs.ts)`);
  const schedule = trigger as ScheduleTrigger;
  return new Rule(fn.stack, `${fn.job.id}Schedule`, {
    description: `${what} ${scheduleText(schedule)}`,
    schedule: ruleSchedule(schedule),
    targets: [new LambdaFunction(fn, { retryAttempts: schedule.retryAttempts })],
  });
}
