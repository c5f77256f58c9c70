import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { functionName, pbmEndpointsParameterName, SANDBOX_PBM_FUNCTION_ID } from '../../functions/tables/resource-names';
import { tableEnvVar } from '../../functions/tables/dynamodb';
import type { DeployConfig } from '../config';
import { acknowledgeFunctionDefaults, functionDefaults, LOG_RETENTION } from '../constructs/rxsavvy-function';

export interface SandboxPbmStackProps extends StackProps {
  config: DeployConfig;
  drugs: ITable;
}

/**
 * The twelve simulated PBMs for a stage without real ones (dev, staging): one Lambda
 * (functions/sandbox/pbm-simulator/lambda.ts) behind an IAM-authorized function URL, and the
 * stage's PBM endpoint parameter pointing every PBM at it. Only functions with `pbm: true` may
 * invoke the URL (infra/constructs/route-grants.ts: `lambda:InvokeFunctionUrl` and, as URLs made
 * since October 2025 also require, `lambda:InvokeFunction` through the URL), so the sandbox is not
 * open to the internet. The grants name the function by its conventional name, so this stack and
 * the callers' stacks need no reference to each other.
 */
export class SandboxPbmStack extends Stack {
  constructor(scope: Construct, id: string, props: SandboxPbmStackProps) {
    super(scope, id, props);
    const { stage } = props.config;
    const logGroup = new LogGroup(this, 'Logs', { retention: LOG_RETENTION[stage], removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: 'Sandbox PBM simulator: reads the catalog costs' });
    // The app's function defaults (runtime, bundling, tracing with the Tracer's layer: its catalog reads
    // go through the traced DynamoDB client of functions/lib/aws.ts), with a grant of its own below:
    // it is in neither the route nor the job table.
    const defaults = functionDefaults(this, { stage, handlerFile: 'functions/sandbox/pbm-simulator/lambda.ts' });
    const fn = new NodejsFunction(this, 'Simulator', {
      ...defaults,
      functionName: functionName(stage, SANDBOX_PBM_FUNCTION_ID),
      description: 'Sandbox: twelve simulated PBMs (dev and staging prices)',
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment: { ...defaults.environment, [tableEnvVar('drugs')]: props.drugs.tableName },
    });
    logGroup.grantWrite(role);
    acknowledgeFunctionDefaults(fn);
    // It reads two partitions of the drugs table (costs, groups) with Query: nothing else.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [props.drugs.tableArn] }));
    const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    new StringParameter(this, 'PbmEndpoints', {
      parameterName: pbmEndpointsParameterName(stage),
      stringValue: Stack.of(this).toJsonString({ '*': { url: url.url, auth: 'iam' } }),
      description: `Where ${stage}'s pricing functions ask the PBMs: the sandbox simulator`,
    });
  }
}
