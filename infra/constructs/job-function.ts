import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Resources } from '../../functions/routes';
import { type TableKey, tableEnvVar } from '../../functions/tables';
import { type DeployStage, REPO_ROOT } from '../config';
import { FUNCTION_BUNDLING, FUNCTION_RUNTIME, LOG_RETENTION } from './route-function';
import { grantRouteResources, listedTables } from './route-grants';

export interface JobFunctionProps {
  /** Entry file relative to functions/, e.g. `reminders/scheduled.ts` (exports `handler`). */
  entry: string;
  description: string;
  stage: DeployStage;
  /** What the job may touch, in the route table's vocabulary: granted exactly. */
  resources: Resources;
  tables: Record<TableKey, ITable>;
  sesFromAddress: string;
  timeout?: Duration;
  memoryMb?: number;
  environment?: Record<string, string>;
}

/**
 * A Lambda that is not behind an HTTP route (a scheduled job, a queue consumer): the same runtime,
 * bundling, log group and least-privilege grants as a route function.
 */
export class JobFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: JobFunctionProps) {
    const isProd = props.stage === 'prod';
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: LOG_RETENTION[props.stage], removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY });
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.description });
    super(scope, id, {
      entry: join(REPO_ROOT, 'functions', props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: props.description,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? 256,
      timeout: props.timeout ?? Duration.minutes(2),
      role,
      logGroup,
      environment: {
        STAGE: props.stage,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
        ...Object.fromEntries(listedTables(props.resources).map(([key]) => [tableEnvVar(key), props.tables[key].tableName])),
        ...(props.resources.ses ? { SES_FROM_ADDRESS: props.sesFromAddress } : {}),
      },
      bundling: FUNCTION_BUNDLING,
    });
    logGroup.grantWrite(role);
    grantRouteResources(this, props.resources, { tables: props.tables, sesFromAddress: props.sesFromAddress });
    Validations.of(this).acknowledge({ id: 'AwsSolutions-L1', reason: 'Pinned to Node.js 22 on purpose (DESIGN §10), like the route functions.' });
  }
}
