import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type CfnJson, synth } from './support';
import { API_ROUTES } from '../../shared/api-routes';

const TOPIC = 'arn:aws:sns:us-east-1:287250355862:aws-mp-subscription-notification-abc123';

describe('Coupon API and AWS Marketplace infrastructure', () => {
  const stacks = synth({ marketplaceTopicArn: TOPIC });
  const marketplace = stacks.template(stacks.marketplace);
  const api = stacks.template(stacks.api);

  it('subscribes an encrypted queue with a dead-letter queue to the Marketplace topic, consumed with partial batch failures', () => {
    marketplace.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'sqs', TopicArn: TOPIC });
    marketplace.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 5 },
    });
    marketplace.hasResourceProperties('AWS::Lambda::EventSourceMapping', { FunctionResponseTypes: ['ReportBatchItemFailures'], BatchSize: 10 });
  });

  it('routes AWS Marketplace license and agreement-ended events from EventBridge into the same queue, undeliverable ones to its dead-letter queue', () => {
    const rules = Object.values(marketplace.findResources('AWS::Events::Rule', { Properties: { EventPattern: Match.anyValue() } })) as CfnJson[];
    expect(rules, 'one rule on subscription events').toHaveLength(1);
    const rule = rules[0]!.Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.agreement-marketplace'],
      'detail-type': ['License Updated - Manufacturer', 'License Deprovisioned - Manufacturer', 'Purchase Agreement Ended - Manufacturer', 'Purchase Agreement Ended - Proposer'],
    });
    expect(rule.EventBusName, 'the default bus unless the context names another').toBeUndefined();
    const queues = marketplace.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } });
    const [queueId] = Object.keys(queues);
    expect(rule.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [queueId, 'Arn'] }, DeadLetterConfig: { Arn: expect.anything() } })]);
    // EventBridge may send to the queue only for this rule.
    const policies = Object.values(marketplace.findResources('AWS::SQS::QueuePolicy')) as CfnJson[];
    const fromEvents = policies.flatMap((p) => p.Properties.PolicyDocument.Statement).filter((st: CfnJson) => st.Principal?.Service === 'events.amazonaws.com');
    expect(fromEvents.length).toBeGreaterThanOrEqual(1);
    for (const st of fromEvents) expect(JSON.stringify(st.Condition)).toContain('SubscriptionEventsRule');
  });

  it('listens on the bus the context names', () => {
    const other = synth({ marketplaceEventBus: 'marketplace-forwarded' });
    Template.fromStack(other.marketplace).hasResourceProperties('AWS::Events::Rule', { EventBusName: 'marketplace-forwarded', EventPattern: Match.objectLike({ source: ['aws.agreement-marketplace'] }) });
  });

  it('runs the metering job hourly with BatchMeterUsage and nothing else of AWS Marketplace', () => {
    marketplace.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'cron(5 * * * ? *)' });
    const policies = Object.values(marketplace.findResources('AWS::IAM::Policy')) as CfnJson[];
    const actions = policies.flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((s: CfnJson) => [s.Action].flat()));
    expect(actions).toContain('aws-marketplace:BatchMeterUsage');
    expect(actions).not.toContain('aws-marketplace:ResolveCustomer');
  });

  it('grants ResolveCustomer only to the registration route, and gives the session secret to the registration routes only', () => {
    const functions = Object.values(api.findResources('AWS::Lambda::Function')) as CfnJson[];
    const withSecret = functions.filter((f) => f.Properties.Environment?.Variables?.MARKETPLACE_SESSION_SECRET_SECRET_ARN);
    // The value is in no environment: only the ARN, read at run time.
    for (const f of functions) expect(f.Properties.Environment?.Variables ?? {}).not.toHaveProperty('MARKETPLACE_SESSION_SECRET');
    expect(JSON.stringify(functions)).not.toContain('resolve:secretsmanager');
    expect(withSecret.map((f) => f.Properties.Description).sort()).toEqual([
      'POST /api/marketplace/register (marketplace-register)',
      'POST /api/marketplace/register-customer (marketplace-register-customer)',
    ]);
    api.resourceCountIs('AWS::SecretsManager::Secret', 4); // the session secret, the origin token (current and previous) and the coupon-signing key
    const policies = Object.values(api.findResources('AWS::IAM::Policy')) as CfnJson[];
    const resolving = policies.filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('aws-marketplace:ResolveCustomer'));
    expect(resolving.length).toBeGreaterThanOrEqual(1);
    const reading = policies.filter((p) => p.Properties.PolicyDocument.Statement.some((st: CfnJson) => [st.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(st.Resource).includes('MarketplaceSessionSecret')));
    expect(reading.length).toBe(2);
    expect(JSON.stringify(policies)).not.toContain('aws-marketplace:BatchMeterUsage');
  });

  it('puts every /v1 Coupon API route behind a Lambda authorizer cached per x-api-key, and keeps the OpenAPI document public', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['$request.header.x-api-key'],
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 60,
    });
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route')) as CfnJson[];
    const keyed = routes.filter((r) => / \/v1\//.test(r.Properties.RouteKey) && r.Properties.RouteKey !== 'GET /v1/openapi.json');
    const apiKeyRoutes = Object.values(API_ROUTES).filter((r) => r.auth === 'api-key');
    expect(keyed.map((r) => r.Properties.RouteKey).sort()).toEqual(apiKeyRoutes.map((r) => `${r.method} ${r.path}`).sort());
    expect(keyed.length, 'the six GET routes and POST /v1/basket').toBe(7);
    for (const r of keyed) expect(r.Properties.AuthorizationType, r.Properties.RouteKey).toBe('CUSTOM');
    const openApi = routes.find((r) => r.Properties.RouteKey === 'GET /v1/openapi.json');
    expect(openApi?.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
  });

  it('synthesizes without a topic (the queue waits for one)', () => {
    const bare = synth();
    Template.fromStack(bare.marketplace).resourceCountIs('AWS::SNS::Subscription', 0);
  });
});
