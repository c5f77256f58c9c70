import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, FunctionUrlAuthType, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { functionName, pbmEndpointsParameterName, SANDBOX_PBM_FUNCTION_ID } from '../../functions/tables/resource-names';
import { tableEnvVar } from '../../functions/tables/dynamodb';
import { cdkBundling } from '../bundling';
import { type DeployConfig, REPO_ROOT } from '../config';
import { FUNCTION_RUNTIME, LOG_RETENTION } from '../constructs/route-function';
import { powertoolsLayer } from '../constructs/powertools-layer';
import { acknowledgeTracing } from '../constructs/route-grants';
import { TRACER_ENVIRONMENT } from '../../functions/tables/tracer-environment';

export interface SandboxPbmStackProps extends StackProps {
  config: DeployConfig;
  drugs: ITable;
}

/**
 * The twelve simulated PBMs for a stage without real ones (dev, staging): one Lambda
 * (functions/sandbox/pbm-simulator/lambda.ts) behind an IAM-authorized function URL, and the
 * stage's PBM endpoint parameter pointing every PBM at it. Only functions with `pbm: true` may
 * invoke the URL (infra/constructs/route-grants.ts), so the sandbox is not open to the internet.
 */
export class SandboxPbmStack extends Stack {
  constructor(scope: Construct, id: string, props: SandboxPbmStackProps) {
    super(scope, id, props);
    const { stage } = props.config;
    const logGroup = new LogGroup(this, 'Logs', { retention: LOG_RETENTION[stage], removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: 'Sandbox PBM simulator: reads the catalog costs' });
    const fn = new NodejsFunction(this, 'Simulator', {
      entry: join(REPO_ROOT, 'functions', 'sandbox', 'pbm-simulator', 'lambda.ts'),
      handler: 'handler',
      functionName: functionName(stage, SANDBOX_PBM_FUNCTION_ID),
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: 'Sandbox: twelve simulated PBMs (dev and staging prices)',
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      // Its catalog reads go through the traced DynamoDB client (functions/lib/aws.ts), so it has the Tracer's layer too.
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(this)],
      environment: { STAGE: stage, NODE_OPTIONS: '--enable-source-maps', ...TRACER_ENVIRONMENT, [tableEnvVar('drugs')]: props.drugs.tableName },
      bundling: cdkBundling(REPO_ROOT),
    });
    logGroup.grantWrite(role);
    acknowledgeTracing(fn);
    // It reads two partitions of the drugs table (costs, groups) with Query: nothing else.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [props.drugs.tableArn] }));
    Validations.of(fn).acknowledge({ id: 'AwsSolutions-L1', reason: 'Pinned to Node.js 22 like every function of the app (tested on 22).' });
    const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    new StringParameter(this, 'PbmEndpoints', {
      parameterName: pbmEndpointsParameterName(stage),
      stringValue: Stack.of(this).toJsonString({ '*': { url: url.url, auth: 'iam' } }),
      description: `Where ${stage}'s pricing functions ask the PBMs: the sandbox simulator`,
    });
  }
}
