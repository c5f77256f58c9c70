import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { functionName } from '../../functions/tables/resource-names';
import { type RouteDef, routes } from '../../functions/tables/routes';
import { type CfnJson, logicalId, perAction, stackOutputNames, synth } from './support';

type Resource = { Type: string; Properties: CfnJson };
type Statement = { Effect: string; Action: string | string[]; Resource?: unknown };

const all = routes as readonly RouteDef[];
const byId = (id: string) => all.find((r) => r.id === id)!;

describe('admin grants', () => {
  const built = synth({ stage: 'dev' });
  const api = built.template(built.api).toJSON().Resources as Record<string, Resource>;
  const web = built.template(built.web).toJSON().Resources as Record<string, Resource>;
  const fnProps = (id: string) => api[logicalId(built.api, built.api.functions.get(id)!)]!.Properties;
  const roleId = (id: string) => fnProps(id).Role['Fn::GetAtt'][0] as string;
  /** The role's statements in the api stack, without the two every function has: writing its own logs and reading the origin token. */
  const apiStatements = (id: string): Statement[] =>
    perAction(Object.values(api)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === roleId(id)))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]))
      .filter((s) => ![s.Action].flat().every((a) => a.startsWith('logs:')))
      .filter((s) => !String(JSON.stringify(s.Resource)).includes('OriginVerifySecret'));
  const actionsOf = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat()).sort();
  const webPolicies = Object.values(web).filter((r) => r.Type === 'AWS::IAM::Policy');

  it('names every route function by the convention the health page uses', () => {
    for (const route of all) expect(fnProps(route.id).FunctionName, route.id).toBe(functionName('dev', route.id));
  });

  it('lambda-status may read metrics, this stage\'s function configuration and the three tables of the data versions, and nothing else', () => {
    const all = apiStatements('admin-lambda-status');
    const statements = all.filter((s) => !String(s.Action).startsWith('dynamodb:'));
    expect(actionsOf(statements)).toEqual(['cloudwatch:GetMetricData', 'lambda:GetFunctionConfiguration']);
    // The catalog's marker, the directory's manifest and the reference seed's marker: reads of the drugs, pharmacies and toolReference tables only.
    const reads = all.filter((s) => String(s.Action).startsWith('dynamodb:'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((s) => /Put|Write|Update|Delete/.test(String(s.Action)))).toEqual([]);
    const tables = new Set(reads.flatMap((s) => [s.Resource].flat().map((r) => JSON.stringify(r).match(/FnGetAtt([A-Za-z]+?)[0-9A-F]{8}Arn/)?.[1])));
    expect([...tables].sort()).toEqual(['drugs', 'pharmacies', 'toolReference']);
    const metrics = statements.find((s) => s.Action === 'cloudwatch:GetMetricData')!;
    expect(metrics.Resource).toBe('*');
    const config = statements.find((s) => s.Action === 'lambda:GetFunctionConfiguration')!;
    const arn = JSON.stringify(config.Resource);
    expect(arn).toContain(':lambda:');
    expect(arn).toContain('function:rxsavvy-dev-*');
    expect(fnProps('admin-lambda-status').Environment.Variables.STAGE).toBe('dev');
  });

  it('clear-cache may use the price cache, and invalidate only its own distribution (granted from the web stack)', () => {
    expect(actionsOf(apiStatements('admin-clear-cache')).every((a) => a.startsWith('dynamodb:'))).toBe(true);
    const distributionId = logicalId(built.web, built.web.distribution);
    const invalidate = webPolicies.filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('cloudfront:'));
    expect(invalidate).toHaveLength(1);
    const [policy] = invalidate;
    expect(policy!.Properties.PolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'cloudfront:CreateInvalidation',
        Resource: expect.objectContaining({ 'Fn::Join': expect.anything() }),
      },
      // ...and may read the one parameter that tells it the distribution's id.
      { Effect: 'Allow', Action: 'ssm:GetParameter', Resource: expect.objectContaining({ 'Fn::Join': expect.anything() }) },
    ]);
    const parameters = built.template(built.web).findResources('AWS::SSM::Parameter', { Properties: { Name: '/rxsavvy/dev/distribution-id', Value: { Ref: distributionId } } });
    expect(Object.keys(parameters)).toHaveLength(1);
    expect(JSON.stringify(policy!.Properties.PolicyDocument.Statement[1].Resource)).toContain(`"Ref":"${Object.keys(parameters)[0]}"`);
    expect(JSON.stringify(policy!.Properties.PolicyDocument.Statement[0].Resource)).toContain(`"Ref":"${distributionId}"`);
    // attached to the clear-cache role only, referenced from the api stack (web depends on api, never back)
    expect(policy!.Properties.Roles).toHaveLength(1);
    expect(stackOutputNames(policy!.Properties.Roles)).toHaveLength(1);
  });

  it('only functions that list cloudwatchRead / lambdaRead get those actions; none gets CloudFront in the api stack', () => {
    for (const route of all) {
      const actions = actionsOf(apiStatements(route.id));
      expect(actions.includes('cloudwatch:GetMetricData'), route.id).toBe(Boolean(route.resources.cloudwatchRead));
      expect(actions.includes('lambda:GetFunctionConfiguration'), route.id).toBe(Boolean(route.resources.lambdaRead));
      // The sandbox PBMs' function URL: both actions, each only through the URL (tests/infra/pbm-grants.test.ts).
      expect(actions.includes('lambda:InvokeFunctionUrl'), route.id).toBe(Boolean(route.resources.pbm));
      expect(actions.includes('lambda:InvokeFunction'), route.id).toBe(Boolean(route.resources.pbm));
      expect(actions.filter((a) => /^(cloudwatch|lambda|cloudfront):/.test(a) && !['cloudwatch:GetMetricData', 'lambda:GetFunctionConfiguration', 'lambda:InvokeFunctionUrl', 'lambda:InvokeFunction'].includes(a)), route.id).toEqual([]);
    }
    expect(byId('admin-lambda-status').resources).toEqual({ cloudwatchRead: true, lambdaRead: true, tables: { drugs: 'read', pharmacies: 'read', toolReference: 'read' } });
  });

  it('leaves no unacknowledged cdk-nag finding on the admin functions', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    const admin = report.violations.filter((v) => v.violatingResources.some((r) => /\/admin[A-Z]/.test(r.constructPath ?? '')));
    expect(admin.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
