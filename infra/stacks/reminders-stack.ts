import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import type { TableKey } from '../../functions/tables';
import type { DeployConfig } from '../config';
import { JobFunction } from '../constructs/job-function';

export interface RemindersStackProps extends StackProps {
  config: DeployConfig;
  tables: Record<TableKey, ITable>;
  /** Where links in messages point (the site's own origin). */
  siteUrl: string;
}

/** Issue #10: the sign-up dispatcher, fired every 5 minutes; it sends each due message at most once. */
export class RemindersStack extends Stack {
  readonly dispatcher: JobFunction;

  constructor(scope: Construct, id: string, props: RemindersStackProps) {
    super(scope, id, props);
    this.dispatcher = new JobFunction(this, 'RemindersDispatcher', {
      entry: 'jobs/reminders-dispatch/handler.ts',
      description: 'Sends due iRxSavvy sign-up messages (reminders, refills, check-ins, thank-yous)',
      stage: props.config.stage,
      resources: { tables: { signups: 'readwrite', reminderDispatch: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
      tables: props.tables,
      sesFromAddress: props.config.sesFromAddress,
      // Shorter than the 5-minute lease, so a run never outlives the claims it made.
      timeout: Duration.minutes(4),
      environment: { SITE_URL: props.siteUrl },
    });
    new Rule(this, 'EveryFiveMinutes', {
      description: 'Runs the sign-up dispatcher',
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaFunction(this.dispatcher, { retryAttempts: 0 })],
    });
  }
}
