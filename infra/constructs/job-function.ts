import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type JobDef, type JobEnvName, type JobSchedule } from '../../functions/tables/jobs';
import { functionName } from '../../functions/tables/resource-names';
import { type TableKey, tableEnvVar } from '../../functions/tables/dynamodb';
import { type DeployStage, REPO_ROOT } from '../config';
import { FUNCTION_RUNTIME, LOG_RETENTION } from './route-function';
import { cdkBundling } from '../bundling';
import { powertoolsLayer } from './powertools-layer';
import { TRACER_ENVIRONMENT } from '../../functions/tables/tracer-environment';
import { acknowledgeTracing, grantRouteResources, listedTables, messagingEnvironment, pbmEnvironment } from './route-grants';

export interface JobFunctionProps {
  stage: DeployStage;
  tables: Record<TableKey, ITable>;
  sesFromAddress: string;
  /** The stage's SMS origination number, when it has one. */
  smsOriginationNumber?: string;
  /** Values of the variables the entry's `env` lists, from the stack that knows them (e.g. SITE_URL). */
  environment?: Partial<Record<JobEnvName, string>>;
}

/**
 * The Lambda of one job-table entry (functions/tables/jobs.ts): a scheduled job, a queue or topic
 * consumer, the API key authorizer. The same runtime, bundling, log group and least-privilege
 * grants as a route function; its handler, name, memory, timeout and grants come from the entry.
 * The trigger is wired by the stack that owns the topic, queue or API.
 */
export class JobFunction extends NodejsFunction {
  readonly job: JobDef;
  /**
   * Where an asynchronous invocation (schedule, SNS, SES events, CloudWatch Logs) goes when Lambda has retried it and
   * it still failed: nothing is lost silently (the Monitoring stack alarms on any message in it).
   * SQS consumers dead-letter through their queue's redrive policy instead; the authorizer is synchronous.
   */
  readonly failedInvocations?: Queue;

  constructor(scope: Construct, job: JobDef, props: JobFunctionProps) {
    const isProd = props.stage === 'prod';
    const logGroup = new LogGroup(scope, `${job.id}Logs`, { retention: LOG_RETENTION[props.stage], removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY });
    // Our own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new Role(scope, `${job.id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: job.description });
    const failedInvocations = ASYNC_TRIGGERS.has(job.trigger.kind)
      ? new Queue(scope, `${job.id}FailedInvocations`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) })
      : undefined;
    if (failedInvocations) Validations.of(failedInvocations).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the job\'s asynchronous invocations.' });
    super(scope, job.id, {
      entry: join(REPO_ROOT, 'functions', 'jobs', job.id, 'handler.ts'),
      handler: 'handler',
      functionName: functionName(props.stage, job.id),
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: job.description,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: job.memoryMb,
      timeout: Duration.seconds(job.timeoutSeconds),
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(scope)],
      ...(failedInvocations ? { deadLetterQueue: failedInvocations } : {}),
      ...(job.reservedConcurrency && props.stage !== 'dev' ? { reservedConcurrentExecutions: job.reservedConcurrency } : {}),
      environment: {
        STAGE: props.stage,
        NODE_OPTIONS: '--enable-source-maps',
        ...TRACER_ENVIRONMENT,
        ...jobEnvironment(job, props.environment ?? {}),
        ...Object.fromEntries(listedTables(job.resources).map(([key]) => [tableEnvVar(key), props.tables[key].tableName])),
        ...messagingEnvironment(job.resources, props),
        ...pbmEnvironment(job.resources, props.stage),
      },
      bundling: cdkBundling(REPO_ROOT),
    });
    this.job = job;
    this.failedInvocations = failedInvocations;
    logGroup.grantWrite(role);
    acknowledgeTracing(this);
    grantRouteResources(this, job.resources, { tables: props.tables, sesFromAddress: props.sesFromAddress, stage: props.stage });
    Validations.of(this).acknowledge({ id: 'AwsSolutions-L1', reason: 'Pinned to Node.js 22 on purpose, like the route functions: the AWS SDK v3 needs Node >= 22 from 2027 and the code is tested on 22.' });
  }
}

const ASYNC_TRIGGERS = new Set(['schedule', 'sns', 'ses-events', 'logs']);

/** The entry's `env`, filled from the stack's values: a required one missing, or a value the entry does not list, fails synth. */
function jobEnvironment(job: JobDef, values: Partial<Record<JobEnvName, string>>): Record<string, string> {
  const listed = job.env ?? {};
  const unlisted = Object.keys(values).filter((name) => !(name in listed));
  if (unlisted.length) throw new Error(`Job ${job.id} was given ${unlisted.join(', ')}, which its entry in functions/tables/jobs.ts does not list in env`);
  const out: Record<string, string> = {};
  for (const [name, need] of Object.entries(listed) as [JobEnvName, 'required' | 'optional'][]) {
    const value = values[name];
    if (value !== undefined) out[name] = value;
    else if (need === 'required') throw new Error(`Job ${job.id} needs ${name} (functions/tables/jobs.ts): its stack must pass it`);
  }
  return out;
}

/** The EventBridge schedule of a job-table schedule (UTC). */
export function ruleSchedule(schedule: JobSchedule): Schedule {
  if ('every' in schedule) return Schedule.rate(Duration.minutes(schedule.every));
  if ('hourlyAt' in schedule) return Schedule.cron({ minute: String(schedule.hourlyAt) });
  return Schedule.cron({ minute: String(schedule.dailyAt.minute), hour: String(schedule.dailyAt.hour) });
}
