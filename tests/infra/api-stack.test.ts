import { describe, expect, it } from 'vitest';
import { type Access, type RouteDef, routeKey, routes } from '../../functions/tables/routes';
import { type TableKey, tableEnvVar, tableKeys } from '../../functions/tables/dynamodb';
import { healthContract } from '../../shared/contracts/health';
import { jobById } from '../../functions/tables/jobs';
import { USAGE_FILTER_PATTERN } from '../../functions/lib/usage-log';
import { DYNAMODB_ACTIONS, SES_ACTIONS } from '../../infra/constructs/route-grants';
import { POWERTOOLS_LAYER_PARAMETER } from '../../infra/constructs/powertools-layer';
import { TRACER_ENVIRONMENT } from '../../functions/tables/tracer-environment';
import { type CfnJson, logicalId, perAction, stackOutputNames, synth, type Synthesized, withNestedStacks, isRouteFunction } from './support';

type Resource = { Type: string; Properties: CfnJson };
type Statement = { Effect: string; Action: string | string[]; Resource?: unknown; NotResource?: unknown; Condition?: unknown };

const all = routes as readonly RouteDef[];
const IDENTITY_SERVERS = { dev: 'https://auth.dev.rxsavvy.com', prod: 'https://auth.rxsavvy.com' };

/** Reads a synthesized Api stack: each route's function, its role's statements, and which tables they name. */
function inspect(built: Synthesized) {
  const api = built.template(built.api).toJSON().Resources as Record<string, Resource>;
  const dataOutputs = built.template(built.data).toJSON().Outputs as Record<string, { Value: unknown }>;
  const tableByLogicalId = new Map(tableKeys.map((key) => [logicalId(built.data, built.data.tables[key]), key]));
  const tablesIn = (fragment: unknown): TableKey[] =>
    stackOutputNames(fragment).map((name) => {
      const value = JSON.stringify(dataOutputs[name]?.Value);
      const key = [...tableByLogicalId].find(([id]) => value.includes(`"${id}"`))?.[1];
      if (!key) throw new Error(`output ${name} is not a table`);
      return key;
    });
  const fn = (route: RouteDef) => {
    const construct = built.api.functions.get(route.id)!;
    return { id: logicalId(built.api, construct), props: api[logicalId(built.api, construct)]!.Properties };
  };
  const statements = (route: RouteDef): Statement[] => {
    const roleRef = fn(route).props.Role['Fn::GetAtt'][0] as string;
    return Object.values(api)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === roleRef))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
  };
  /** Actions allowed per table, merged over all statements (CDK may merge statements). */
  const tableActions = (route: RouteDef) => {
    const byTable = new Map<TableKey, Set<string>>();
    for (const s of statements(route)) {
      for (const key of tablesIn(s.Resource)) {
        const set = byTable.get(key) ?? new Set();
        for (const action of [s.Action].flat()) set.add(action);
        byTable.set(key, set);
      }
    }
    return byTable;
  };
  return { api, fn, statements, tableActions, tablesIn };
}

describe('api stack: one route and one function per route-table entry', () => {
  const built = synth({ identityServers: JSON.stringify(IDENTITY_SERVERS) });
  const { api, fn, statements, tableActions } = inspect(built);
  const ofType = (type: string) => Object.entries(api).filter(([, r]) => r.Type === type);

  it('has exactly one HTTP API route per entry, keyed "METHOD /path"', () => {
    const keys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(keys.sort()).toEqual(all.map(routeKey).sort());
  });

  it('has exactly one Lambda per entry (besides the jobs that live with the routes: the API key authorizer, the usage meter)', () => {
    const functions = ofType('AWS::Lambda::Function').filter(([, r]) => isRouteFunction(r));
    expect(functions).toHaveLength(all.length);
  });

  it.each(all.map((r) => [r.id, r] as const))('%s: its route integrates its own function', (_id, route) => {
    const [, routeResource] = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey(route))!;
    const integrationId = JSON.stringify(routeResource.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
    expect(api[integrationId]!.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [fn(route).id, 'Arn'] });
    expect(api[integrationId]!.Properties.PayloadFormatVersion).toBe('2.0');
  });

  it.each(all.map((r) => [r.id, r] as const))('%s: active tracing with the Powertools layer of the installed version, and no response or error text in traces', (_id, route) => {
    const { props } = fn(route);
    expect(props.TracingConfig).toEqual({ Mode: 'Active' });
    expect(props.Layers).toEqual([`{{resolve:ssm:${POWERTOOLS_LAYER_PARAMETER}}}`]);
    expect(props.Environment.Variables).toMatchObject(TRACER_ENVIRONMENT);
  });

  it.each(all.map((r) => [r.id, r] as const))('%s: Node 24 on arm64, route memory/timeout, ESM handler, log group with retention', (_id, route) => {
    const { props } = fn(route);
    expect(props.Runtime).toBe('nodejs24.x');
    expect(props.Architectures).toEqual(['arm64']);
    expect(props.MemorySize).toBe(route.memoryMb);
    expect(props.Timeout).toBe(route.timeoutSeconds);
    expect(props.Handler).toBe('index.handler');
    const logGroup = api[props.LoggingConfig.LogGroup.Ref as string]!;
    expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
    expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it.each(all.map((r) => [r.id, r] as const))('%s: environment has STAGE, IDENTITY_SERVERS and exactly its TABLE_* variables', (_id, route) => {
    const vars = fn(route).props.Environment.Variables as Record<string, unknown>;
    expect(vars.STAGE).toBe('dev');
    expect(JSON.parse(vars.IDENTITY_SERVERS as string)).toEqual(IDENTITY_SERVERS);
    const tableVars = Object.keys(vars).filter((v) => v.startsWith('TABLE_')).sort();
    expect(tableVars).toEqual(Object.keys(route.resources.tables ?? {}).map((k) => tableEnvVar(k as TableKey)).sort());
  });

  it.each(all.map((r) => [r.id, r] as const))('%s: IAM grants exactly the listed tables with the listed access', (_id, route) => {
    const expected = Object.entries(route.resources.tables ?? {}).map(([key, access]) => [key, [...DYNAMODB_ACTIONS[access as Access]].sort()]);
    const actual = [...tableActions(route)].map(([key, actions]) => [key, [...actions].sort()]);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });

  it.each(all.map((r) => [r.id, r] as const))('%s: no SES, SNS or wildcard grants unless listed; logs only to its own group', (_id, route) => {
    const actions = statements(route).flatMap((s) => [s.Action].flat());
    expect(actions.some((a) => a.startsWith('ses:'))).toBe(Boolean(route.resources.ses));
    expect(actions.some((a) => a.startsWith('sns:'))).toBe(Boolean(route.resources.sns));
    expect(actions.every((a) => !a.includes('*'))).toBe(true);
    const logStatement = statements(route).find((s) => [s.Action].flat().includes('logs:PutLogEvents'))!;
    expect(logStatement.Resource).toEqual({ 'Fn::GetAtt': [fn(route).props.LoggingConfig.LogGroup.Ref, 'Arn'] });
    expect(fn(route).props.ManagedPolicyArns).toBeUndefined();
  });

  it('clientError may write clientErrors but cannot touch drugs', () => {
    const clientError = all.find((r) => r.id === 'client-error')!;
    const byTable = tableActions(clientError);
    expect(byTable.get('clientErrors')).toContain('dynamodb:PutItem');
    expect(byTable.get('clientErrors')).not.toContain('dynamodb:GetItem');
    expect(byTable.has('drugs')).toBe(false);
  });

  it('logs API access as JSON without paths or query strings, and throttles the stage', () => {
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage')[0]!;
    expect(stage.Properties.StageName).toBe('$default');
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format as string) as Record<string, string>;
    expect(format.routeKey).toBe('$context.routeKey');
    expect(Object.values(format).join(' ')).not.toMatch(/\$context\.(path|http\.path|identity\.sourceIp)/);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
  });
});

describe('api stack grants for SES, SNS and indexed tables', () => {
  const contract = (path: string) => ({ ...healthContract, path });
  const extra: RouteDef[] = [
    { id: 'mailer', contract: contract('/api/test-mail'), auth: 'public', memoryMb: 256, timeoutSeconds: 5, resources: { ses: true } },
    { id: 'texter', contract: contract('/api/test-sms'), auth: 'admin', memoryMb: 256, timeoutSeconds: 5, resources: { sns: true } },
    { id: 'catalog', contract: contract('/api/test-drugs'), auth: 'pharmacist', memoryMb: 256, timeoutSeconds: 5, resources: { tables: { drugs: 'read', pharmacies: 'write' } } },
  ];
  const built = synth({ sesFromAddress: 'coupons@rxsavvy.com' }, { routes: extra });
  const { statements, tablesIn, fn } = inspect(built);
  const [mailer, texter, catalog] = extra as [RouteDef, RouteDef, RouteDef];

  it('SES: send only, on the From identity and its domain, pinned to that From address', () => {
    const ses = statements(mailer).filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect([ses[0]!.Action].flat().sort()).toEqual([...SES_ACTIONS].sort());
    const resources = JSON.stringify(ses[0]!.Resource);
    expect(resources).toContain('identity/coupons@rxsavvy.com');
    expect(resources).toContain('identity/rxsavvy.com');
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'coupons@rxsavvy.com' } });
    expect(fn(mailer).props.Environment.Variables.SES_FROM_ADDRESS).toBe('coupons@rxsavvy.com');
  });

  it('SNS: Publish to phone numbers only (every topic ARN excluded), and the STOP opt-out check', () => {
    const sns = perAction(statements(texter)).filter((s) => s.Action.startsWith('sns:'));
    expect(sns).toHaveLength(2);
    expect(sns).toEqual(expect.arrayContaining([
      { Effect: 'Allow', Action: 'sns:Publish', NotResource: 'arn:*:sns:*:*:*' },
      // CheckIfPhoneNumberIsOptedOut has no resource-level permissions.
      { Effect: 'Allow', Action: 'sns:CheckIfPhoneNumberIsOptedOut', Resource: '*' },
    ]));
  });

  it('reads reach the declared GSI by name; writes reach only the table', () => {
    const byResource = statements(catalog).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    const drugsRead = byResource.find((s) => tablesIn(s.Resource).includes('drugs'))!;
    expect(JSON.stringify(drugsRead.Resource)).toContain('/index/gsi1');
    const pharmaciesWrite = byResource.find((s) => tablesIn(s.Resource).includes('pharmacies'))!;
    expect(JSON.stringify(pharmaciesWrite.Resource)).not.toContain('/index/');
  });

  it('puts apiKey routes behind the Coupon API key authorizer by default', () => {
    const keyed: RouteDef = { ...extra[0]!, id: 'coupon-api', auth: 'api-key', resources: {} };
    const { api } = synth({}, { routes: [keyed] });
    withNestedStacks(api).hasResourceProperties('AWS::ApiGatewayV2::Route', { AuthorizationType: 'CUSTOM' });
  });

  it('attaches the given authorizer to apiKey routes', async () => {
    const { HttpLambdaAuthorizer } = await import('aws-cdk-lib/aws-apigatewayv2-authorizers');
    const { Function: LambdaFunction, Code, Runtime } = await import('aws-cdk-lib/aws-lambda');
    const keyed: RouteDef = { ...extra[0]!, id: 'coupon-api', auth: 'api-key', resources: {} };
    const withAuthorizer = synth({}, {
      routes: [keyed],
      apiKeyAuthorizer: {
        bind: (options) => {
          const handler = new LambdaFunction(options.scope, 'KeyCheck', { code: Code.fromInline('exports.h=1'), handler: 'index.h', runtime: Runtime.NODEJS_24_X });
          return new HttpLambdaAuthorizer('ApiKey', handler).bind(options);
        },
      },
    });
    withNestedStacks(withAuthorizer.api).hasResourceProperties('AWS::ApiGatewayV2::Route', { AuthorizationType: 'CUSTOM' });
  });
});

describe('prices wired per stage', () => {
  it('dev deploys the sandbox PBMs behind an IAM-only function URL, and its endpoint parameter points every PBM there', () => {
    const built = synth({ stage: 'dev' });
    const sandbox = built.template(built.sandboxPbm!);
    sandbox.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    sandbox.hasResourceProperties('AWS::SSM::Parameter', { Name: '/rxsavvy/dev/pbm-endpoints' });
    expect(JSON.stringify(sandbox.findResources('AWS::SSM::Parameter'))).toContain('\\"auth\\":\\"iam\\"');
  });

  it('gives the parameter name (not endpoints) and the invoke grant to exactly the functions that ask PBMs', () => {
    const built = synth({ stage: 'dev' });
    for (const route of routes) {
      const fn = built.api.functions.get(route.id)!;
      const vars = (withNestedStacks(built.api).toJSON().Resources[logicalId(built.api, fn)].Properties.Environment.Variables ?? {}) as Record<string, unknown>;
      expect(vars.PBM_ENDPOINTS_PARAMETER, route.id).toBe(route.resources.pbm ? '/rxsavvy/dev/pbm-endpoints' : undefined);
      expect(Object.keys(vars).filter((k) => k.startsWith('PBM_URL')), route.id).toEqual([]);
    }
    const policies = JSON.stringify(withNestedStacks(built.api).findResources('AWS::IAM::Policy'));
    expect(policies).toContain('lambda:InvokeFunctionUrl');
    expect(policies).toContain('lambda:InvokedViaFunctionUrl');
    expect(policies).toContain('AWS_IAM');
  });

  it('prod has no sandbox: it reads the operator\'s parameter', () => {
    const built = synth({ stage: 'prod', pbmEndpoints: 'account', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' });
    expect(built.sandboxPbm).toBeUndefined();
    expect(() => synth({ stage: 'prod', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' })).toThrow(/pbmEndpoints/);
  });
});

describe('Coupon API usage metering (the job table\'s `logs` trigger)', () => {
  const built = synth({ identityServers: JSON.stringify(IDENTITY_SERVERS) });
  const template = withNestedStacks(built.api).toJSON() as { Resources: Record<string, Resource> };
  const resources = Object.values(template.Resources);
  const couponApiRoutes = all.filter((r) => r.auth === 'api-key');

  it('subscribes the usage meter to every Coupon API route\'s log group, for the usage lines only', () => {
    const filters = resources.filter((r) => r.Type === 'AWS::Logs::SubscriptionFilter');
    expect(filters.map((f) => f.Properties.FilterName).sort()).toEqual(couponApiRoutes.map((r) => `${r.id}-usage-lines`).sort());
    for (const f of filters) expect(f.Properties.FilterPattern).toBe(USAGE_FILTER_PATTERN);
    const meter = built.api.usageMeter!;
    expect(meter.job.id).toBe('coupon-api-usage-meter');
    expect(meter.failedInvocations).toBeDefined();
  });

  it('lets CloudWatch Logs invoke the meter, and Coupon API routes only read the usage table (the meter writes it)', () => {
    const permissions = resources.filter((r) => r.Type === 'AWS::Lambda::Permission' && r.Properties.Principal === 'logs.amazonaws.com');
    expect(permissions).toHaveLength(couponApiRoutes.length);
    for (const route of couponApiRoutes) expect(route.resources.tables).toMatchObject({ couponApiUsage: 'read' });
    expect(jobById('coupon-api-usage-meter').resources.tables).toEqual({ couponApiUsage: 'readwrite' });
  });
});
