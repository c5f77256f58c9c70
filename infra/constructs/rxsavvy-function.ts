import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type TableKey, tableEnvVar } from '../../functions/tables/dynamodb';
import type { JobDef, JobEnvName, JobSchedule } from '../../functions/tables/jobs';
import { functionName } from '../../functions/tables/resource-names';
import type { RouteDef } from '../../functions/tables/routes';
import { TRACER_ENVIRONMENT } from '../../functions/tables/tracer-environment';
import { cdkBundling } from '../bundling';
import { type DeployConfig, type DeployStage, REPO_ROOT } from '../config';
import { powertoolsLayer } from './powertools-layer';
import { acknowledgeTracing, grantRouteResources, listedTables, messagingEnvironment, pbmEnvironment, queueEnvironment } from './route-grants';

export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

export const LOG_RETENTION: Record<DeployStage, RetentionDays> = {
  dev: RetentionDays.ONE_MONTH,
  staging: RetentionDays.ONE_MONTH,
  prod: RetentionDays.THREE_MONTHS,
};

/**
 * What every function of a stage is given, whichever stack makes it: the stage, the tables its
 * grants point at, and the messaging identity (the SES sender, the SMS origination number).
 * Built once per stage by `stageFunctionProps` and handed to each stack.
 */
export interface StageFunctionProps {
  stage: DeployStage;
  tables: Record<TableKey, ITable>;
  sesFromAddress: string;
  /** The stage's SMS origination number (context `smsOriginationNumber`), when it has one. */
  smsOriginationNumber?: string;
  /** Reserved concurrency per route or job id, planned from the context `concurrencyBudget` (infra/config.ts). */
  reservedConcurrency?: Readonly<Record<string, number>>;
}

export function stageFunctionProps(config: DeployConfig, tables: Record<TableKey, ITable>): StageFunctionProps {
  return { stage: config.stage, tables, sesFromAddress: config.sesFromAddress, smsOriginationNumber: config.smsOriginationNumber, reservedConcurrency: config.reservedConcurrency };
}

/** The deployment facts of a route-table or job-table entry: both tables share this shape. */
export type FunctionDefinition = Pick<RouteDef, 'id' | 'memoryMb' | 'timeoutSeconds' | 'resources' | 'reservedConcurrency'>;

export interface RxSavvyFunctionProps extends StageFunctionProps {
  /** The entry of the route or job table. Its id is the construct id and names the function `rxsavvy-<stage>-<id>`. */
  definition: FunctionDefinition;
  /** The handler file, from the repository root; it exports `handler`. */
  handlerFile: string;
  /** The Lambda's description, and its role's. */
  description: string;
  /** Variables the function reads besides STAGE, the Tracer's, its TABLE_* and the messaging and PBM ones. */
  environment?: Record<string, string>;
  /**
   * Invoked asynchronously (a schedule, SNS, SES events, CloudWatch Logs): when Lambda has retried an
   * invocation and it still failed, it goes to a queue of its own (the Monitoring stack alarms on any
   * message in it) instead of being dropped.
   */
  asyncInvocations?: boolean;
}

/**
 * Every Lambda of the app, in one place: the route table's functions, the job table's, and (through
 * `functionDefaults`) the sandbox PBM simulator. Stacks say only what differs: which entry (memory,
 * timeout, resources), which handler file, the description, the stack's own variables, and whether
 * failed asynchronous invocations need a queue.
 *
 * Fixed here, once:
 * - Node 24 (FUNCTION_RUNTIME, Lambda's current LTS runtime and the major the tests run on) on arm64 (Graviton: cheaper per ms, and
 *   nothing native is bundled).
 * - Bundling: infra/bundling.ts, the one definition the bundle test (tests/bundles) also builds
 *   with, so what runs in Lambda is what the tests ran. In short: ESM (tree-shaken, strict mode, as
 *   Node 24 loads it natively) with a `require` banner for CommonJS dependencies; the AWS SDK v3
 *   left to the Lambda runtime and the Powertools Tracer to its layer (each would fill most of the
 *   300 KB bundle budget); minified with external source maps and NODE_OPTIONS=--enable-source-maps
 *   so stack traces name TypeScript lines; data files read beside the code copied next to it.
 * - Its own log group (retention per stage, kept in prod) and its own role, which may write to that
 *   log group only, instead of AWSLambdaBasicExecutionRole.
 * - Active X-Ray tracing with the Powertools layer of the pinned version, and the Tracer settings
 *   that keep response bodies and error messages out of traces.
 * - Exactly the grants its entry's `resources` list (route-grants.ts), and the environment that
 *   goes with them: its tables' names, the sender, the PBM endpoint parameter's name.
 * - The cdk-nag acknowledgements every function needs (the pinned runtime, X-Ray's `*`).
 */
export class RxSavvyFunction extends NodejsFunction {
  readonly definition: FunctionDefinition;
  /** Where failed asynchronous invocations go (see `asyncInvocations`); SQS consumers dead-letter through their queue instead. */
  readonly failedInvocations?: Queue;

  constructor(scope: Construct, props: RxSavvyFunctionProps) {
    const { definition, stage } = props;
    const id = definition.id;
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: LOG_RETENTION[stage], removalPolicy: stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY });
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.description });
    const failedInvocations = props.asyncInvocations
      ? new Queue(scope, `${id}FailedInvocations`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) })
      : undefined;
    if (failedInvocations) Validations.of(failedInvocations).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the function\'s asynchronous invocations.' });
    const defaults = functionDefaults(scope, { stage, handlerFile: props.handlerFile });
    super(scope, id, {
      ...defaults,
      functionName: functionName(stage, id),
      description: props.description,
      memorySize: definition.memoryMb,
      timeout: Duration.seconds(definition.timeoutSeconds),
      role,
      logGroup,
      ...(failedInvocations ? { deadLetterQueue: failedInvocations } : {}),
      // What the stage's concurrency budget leaves of the table's reservation (none in dev by default).
      ...(props.reservedConcurrency?.[id] ? { reservedConcurrentExecutions: props.reservedConcurrency[id] } : {}),
      environment: {
        ...defaults.environment,
        ...props.environment,
        ...Object.fromEntries(listedTables(definition.resources).map(([key]) => [tableEnvVar(key), props.tables[key].tableName])),
        ...messagingEnvironment(definition.resources, props),
        ...pbmEnvironment(definition.resources, stage),
        ...queueEnvironment(scope, definition.resources, stage),
      },
    });
    this.definition = definition;
    this.failedInvocations = failedInvocations;
    logGroup.grantWrite(role);
    acknowledgeFunctionDefaults(this);
    grantRouteResources(this, definition.resources, props);
  }
}

/**
 * The defaults of every function that do not depend on its entry (see RxSavvyFunction): runtime,
 * architecture, bundling, tracing with the Powertools layer, and the variables every function has.
 * Exported for the sandbox PBM simulator, which is not in the route or job table.
 */
export function functionDefaults(scope: Construct, props: { stage: DeployStage; handlerFile: string }): NodejsFunctionProps & { environment: Record<string, string> } {
  return {
    entry: join(REPO_ROOT, props.handlerFile),
    handler: 'handler',
    projectRoot: REPO_ROOT,
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    runtime: FUNCTION_RUNTIME,
    architecture: Architecture.ARM_64,
    tracing: Tracing.ACTIVE,
    layers: [powertoolsLayer(scope)],
    bundling: cdkBundling(REPO_ROOT),
    environment: { STAGE: props.stage, NODE_OPTIONS: '--enable-source-maps', ...TRACER_ENVIRONMENT },
  };
}

/** What cdk-nag reports on every function built with `functionDefaults`, and why each is so. */
export function acknowledgeFunctionDefaults(fn: NodejsFunction): void {
  acknowledgeTracing(fn);
}

/** The function of a route-table entry: its handler is functions/routes/<its contract's id>/handler.ts. */
export class RouteFunction extends RxSavvyFunction {
  readonly route: RouteDef;

  constructor(scope: Construct, route: RouteDef, props: StageFunctionProps & { environment?: Record<string, string> }) {
    super(scope, {
      ...props,
      definition: route,
      // The contract's id names the folder (the same as the route's id in the table; a test may give its own).
      handlerFile: join('functions', 'routes', route.contract.id, 'handler.ts'),
      description: `${route.contract.method} ${route.contract.path} (${route.id})`,
    });
    this.route = route;
  }
}

/**
 * The function of a job-table entry (functions/tables/jobs.ts): a scheduled job, a queue or topic
 * consumer, the API key authorizer. Its handler is functions/jobs/<id>/handler.ts; the trigger is
 * wired by the stack that owns the topic, queue or API.
 */
export class JobFunction extends RxSavvyFunction {
  readonly job: JobDef;

  /** `environment`: values of the variables the entry's `env` lists, from the stack that knows them (e.g. SITE_URL). */
  constructor(scope: Construct, job: JobDef, props: StageFunctionProps & { environment?: Partial<Record<JobEnvName, string>> }) {
    super(scope, {
      ...props,
      definition: job,
      handlerFile: join('functions', 'jobs', job.id, 'handler.ts'),
      description: job.description,
      environment: jobEnvironment(job, props.environment ?? {}),
      // SQS consumers dead-letter through their queue's redrive policy; the authorizer is synchronous.
      asyncInvocations: ASYNC_TRIGGERS.has(job.trigger.kind),
    });
    this.job = job;
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
  if ('weeklyAt' in schedule) return Schedule.cron({ minute: String(schedule.weeklyAt.minute), hour: String(schedule.weeklyAt.hour), weekDay: schedule.weeklyAt.day });
  return Schedule.cron({ minute: String(schedule.dailyAt.minute), hour: String(schedule.dailyAt.hour) });
}
