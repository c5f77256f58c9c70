import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { cdkBundling } from '../bundling';
import { powertoolsLayer } from './powertools-layer';
import { TRACER_ENVIRONMENT } from '../../functions/tables/tracer-environment';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteDef } from '../../functions/tables/routes';
import { tableEnvVar } from '../../functions/tables/dynamodb';
import { type DeployStage, REPO_ROOT } from '../config';
import { acknowledgeTracing, type GrantTargets, grantRouteResources, listedTables, messagingEnvironment, pbmEnvironment } from './route-grants';

export interface RouteFunctionProps {
  route: RouteDef;
  stage: DeployStage;
  grants: GrantTargets;
  /** Variables every function gets besides STAGE and its own TABLE_* (e.g. IDENTITY_SERVERS). */
  environment?: Record<string, string>;
}

export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;

export const LOG_RETENTION: Record<DeployStage, RetentionDays> = {
  dev: RetentionDays.ONE_MONTH,
  staging: RetentionDays.ONE_MONTH,
  prod: RetentionDays.THREE_MONTHS,
};

/**
 * The Lambda of one route-table entry. Every default lives here, once: runtime, architecture,
 * bundling, log group, role, environment and grants; the Api stack only says which route.
 *
 * Bundling: infra/bundling.ts, the one definition the bundle test also builds with.
 */
export class RouteFunction extends NodejsFunction {
  readonly route: RouteDef;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    const { route, stage } = props;
    const isProd = stage === 'prod';
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: LOG_RETENTION[stage],
      removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${route.contract.method} ${route.contract.path} (${route.id})`,
    });
    super(scope, id, {
      entry: join(REPO_ROOT, 'functions', 'routes', route.contract.id, 'handler.ts'),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: `${route.contract.method} ${route.contract.path} (${route.id})`,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: route.memoryMb,
      timeout: Duration.seconds(route.timeoutSeconds),
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(scope)],
      ...(route.reservedConcurrency && stage !== 'dev' ? { reservedConcurrentExecutions: route.reservedConcurrency } : {}),
      environment: {
        STAGE: stage,
        NODE_OPTIONS: '--enable-source-maps',
        ...TRACER_ENVIRONMENT,
        ...props.environment,
        ...Object.fromEntries(listedTables(route.resources).map(([key]) => [tableEnvVar(key), props.grants.tables[key].tableName])),
        ...messagingEnvironment(route.resources, props.grants),
        ...pbmEnvironment(route.resources, stage),
      },
      bundling: cdkBundling(REPO_ROOT),
    });
    this.route = route;
    logGroup.grantWrite(role);
    acknowledgeTracing(this);
    grantRouteResources(this, route.resources, props.grants);
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Pinned to Node.js 22 on purpose: the AWS SDK v3 needs Node >= 22 from 2027 and the code is tested on 22; move to 24 as a tested change.',
    });
  }
}
