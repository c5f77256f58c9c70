import { type CfnResource, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { tableEnvVar, type TableKey } from '../../functions/tables/dynamodb';
import { functionName, SANDBOX_PBM_FUNCTION_ID } from '../../functions/tables/resource-names';
import { TRACER_ENVIRONMENT } from '../../functions/tables/tracer-environment';
import { JobFunction, RouteFunction, RxSavvyFunction } from '../../infra/constructs/rxsavvy-function';
import { POWERTOOLS_LAYER_PARAMETER } from '../../infra/constructs/powertools-layer';
import { type CfnJson, synth } from './support';

type Resources = Record<string, { Type: string; Properties: CfnJson }>;

/** The CDK's own AwsCustomResource provider (the Messaging stack's SMS defaults): a deploy-time function we do not build. */
const CDK_PROVIDER = /^AWS679f53fac002430cb0da5b7982bd2287/;

describe('every Lambda of the app, built by RxSavvyFunction (or, for the sandbox simulator, with its defaults)', () => {
  const SENDER = 'hello@example.com';
  const SMS_NUMBER = '+18335550100';
  const built = synth({ stage: 'staging', sesFromAddress: SENDER, smsOriginationNumber: SMS_NUMBER });
  const ours = built.app.node.findAll().filter((c): c is RxSavvyFunction => c instanceof RxSavvyFunction);
  const simulator = built.sandboxPbm!.node.findChild('Simulator') as NodejsFunction;
  /** Each (possibly nested) stack's own resources, by the stack. */
  const templates = new Map<Stack, Resources>();
  const resourcesOf = (stack: Stack): Resources => {
    if (!templates.has(stack)) templates.set(stack, Template.fromStack(stack).toJSON().Resources as Resources);
    return templates.get(stack)!;
  };
  const cfn = (fn: NodejsFunction) => {
    const resource = fn.node.defaultChild as CfnResource;
    const stack = Stack.of(resource);
    return { stack, resources: resourcesOf(stack), props: resourcesOf(stack)[stack.getLogicalId(resource)]!.Properties };
  };
  const all = [...ours.map((fn) => [fn.definition.id, fn] as const), [SANDBOX_PBM_FUNCTION_ID, simulator] as const];

  it('makes every function of the route and job tables, and no Lambda but those, the simulator and the CDK\'s own provider', () => {
    expect(ours.filter((fn) => fn instanceof RouteFunction)).toHaveLength(built.api.functions.size);
    const jobIds = ours.filter((fn): fn is JobFunction => fn instanceof JobFunction).map((fn) => fn.job.id);
    expect(new Set(jobIds).size).toBe(jobIds.length);
    const stacks = built.app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
    expect(stacks.some((s) => NestedStack.isNestedStack(s))).toBe(true);
    const names = stacks.flatMap((stack) => Object.entries(resourcesOf(stack))
      .filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && !CDK_PROVIDER.test(id))
      .map(([, r]) => r.Properties.FunctionName as string));
    expect(names.sort()).toEqual(all.map(([id]) => functionName('staging', id)).sort());
  });

  it.each(all)('%s: Node 24 on arm64, ESM handler, X-Ray with the Powertools layer, the stage and Tracer variables', (_id, fn) => {
    const { props } = cfn(fn);
    expect(props).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler', TracingConfig: { Mode: 'Active' } });
    expect(props.Layers).toEqual([`{{resolve:ssm:${POWERTOOLS_LAYER_PARAMETER}}}`]);
    expect(props.Environment.Variables).toMatchObject({ STAGE: 'staging', NODE_OPTIONS: '--enable-source-maps', ...TRACER_ENVIRONMENT });
    // nodejs24.x is Lambda's latest Node runtime: cdk-nag's latest-runtime rule has nothing to be told.
    expect(fn.node.metadata.some((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY && 'Annotation::AwsSolutions-L1' in (m.data as object))).toBe(false);
  });

  it.each(all)('%s: its own log group and its own role, with no managed policy', (id, fn) => {
    const { props, resources } = cfn(fn);
    expect(props.FunctionName).toBe(functionName('staging', id));
    const logGroup = props.LoggingConfig.LogGroup.Ref as string;
    const role = props.Role['Fn::GetAtt'][0] as string;
    expect(resources[logGroup]!.Type).toBe('AWS::Logs::LogGroup');
    expect(resources[role]!.Type).toBe('AWS::IAM::Role');
    expect(resources[role]!.Properties.ManagedPolicyArns).toBeUndefined();
    const sharing = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function' && (r.Properties.LoggingConfig?.LogGroup.Ref === logGroup || r.Properties.Role?.['Fn::GetAtt']?.[0] === role));
    expect(sharing).toHaveLength(1);
  });

  it.each(ours.map((fn) => [fn.definition.id, fn] as const))('%s: the stage\'s sender and SMS number exactly when it sends, and exactly its tables', (_id, fn) => {
    const vars = cfn(fn).props.Environment.Variables as Record<string, unknown>;
    const sends = Boolean(fn.definition.resources.ses);
    expect(vars.SES_FROM_ADDRESS).toBe(sends ? SENDER : undefined);
    expect(vars.SMS_ORIGINATION_NUMBER).toBe(sends ? SMS_NUMBER : undefined);
    expect(Object.keys(vars).filter((v) => v.startsWith('TABLE_')).sort()).toEqual(Object.keys(fn.definition.resources.tables ?? {}).map((k) => tableEnvVar(k as TableKey)).sort());
  });

  it.each(ours.filter((fn): fn is JobFunction => fn instanceof JobFunction).map((fn) => [fn.job.id, fn] as const))('%s: failed asynchronous invocations go to a queue of its own exactly when it is invoked asynchronously', (_id, fn) => {
    const asynchronous = ['schedule', 'sns', 'ses-events', 'logs'].includes(fn.job.trigger.kind);
    const { props, resources } = cfn(fn);
    expect(Boolean(fn.failedInvocations)).toBe(asynchronous);
    if (!asynchronous) return expect(props.DeadLetterConfig).toBeUndefined();
    const queue = props.DeadLetterConfig.TargetArn['Fn::GetAtt'][0] as string;
    expect(resources[queue]!.Type).toBe('AWS::SQS::Queue');
    expect(resources[queue]!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });
});
