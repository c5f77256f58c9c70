import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Code, Function as LambdaFunction, FunctionUrlAuthType, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { functionName, SANDBOX_PBM_FUNCTION_ID } from '../../functions/tables/resource-names';
import { functionsWithStatements, type RoleStatement, synth } from './support';

type Statement = RoleStatement;

const actionsOf = (s: Statement) => [s.Action].flat();
const onSandbox = (stage: string) => (s: Statement) => JSON.stringify(s.Resource ?? null).includes(`:function:${functionName(stage, SANDBOX_PBM_FUNCTION_ID)}`);

describe('the sandbox PBMs\' function URL (dev and staging)', () => {
  const built = synth({ stage: 'dev' });
  const all = functionsWithStatements(built);

  it('is asked by some functions, and not by others (the table has both kinds)', () => {
    expect(all.filter((f) => f.pbm).length).toBeGreaterThan(5);
    expect(all.filter((f) => !f.pbm).length).toBeGreaterThan(5);
  });

  it.each(all.filter((f) => f.pbm).map((f) => [f.id, f] as const))('%s may invoke it through the URL: lambda:InvokeFunctionUrl and lambda:InvokeFunction, each only that way', (_id, fn) => {
    const sandbox = fn.statements.filter(onSandbox('dev'));
    const urlGrant = sandbox.find((s) => actionsOf(s).includes('lambda:InvokeFunctionUrl'));
    const invokeGrant = sandbox.find((s) => actionsOf(s).includes('lambda:InvokeFunction'));
    expect(urlGrant, 'lambda:InvokeFunctionUrl on the simulator').toBeDefined();
    expect(invokeGrant, 'lambda:InvokeFunction on the simulator (function URLs made since October 2025 check it too)').toBeDefined();
    expect(urlGrant!.Condition).toEqual({ StringEquals: { 'lambda:FunctionUrlAuthType': 'AWS_IAM' } });
    expect(invokeGrant!.Condition, 'InvokeFunction only through the URL, never a direct Invoke').toEqual({ Bool: { 'lambda:InvokedViaFunctionUrl': true } });
    expect(sandbox.flatMap(actionsOf).sort()).toEqual(['lambda:InvokeFunction', 'lambda:InvokeFunctionUrl']);
  });

  it.each(all.filter((f) => !f.pbm).map((f) => [f.id, f] as const))('%s asks no PBM: no lambda action on the simulator', (_id, fn) => {
    expect(fn.statements.filter(onSandbox('dev'))).toEqual([]);
  });

  it('grants exactly what aws-cdk-lib\'s own grantInvokeUrl grants for an IAM function URL', () => {
    const app = new App();
    const stack = new Stack(app, 'Reference', { env: { account: '123456789012', region: 'us-east-1' } });
    const target = new LambdaFunction(stack, 'Target', { code: Code.fromInline('exports.handler=1'), handler: 'index.handler', runtime: Runtime.NODEJS_24_X });
    target.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    const caller = new Role(stack, 'Caller', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    target.grantInvokeUrl(caller);
    const policy = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))[0]!;
    const cdk = (policy.Properties.PolicyDocument.Statement as Statement[]).map(({ Action, Condition }) => ({ Action, Condition }));
    const ours = all.find((f) => f.id === 'drug-details')!.statements.filter(onSandbox('dev')).map(({ Action, Condition }) => ({ Action, Condition }));
    expect(ours).toEqual(cdk);
  });
});
