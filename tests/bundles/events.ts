import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIGatewayRequestAuthorizerEventV2, CloudFormationCustomResourceEvent, CloudWatchLogsEvent, ScheduledEvent, SNSEvent, SQSEvent } from 'aws-lambda';
import type { RouteDef } from '../../functions/tables/routes';

const FIXTURE = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'http-api-v2-event.json'), 'utf8')) as Record<string, unknown>;

/**
 * Queries that take a route past its validation into its real work. The price route is asked by
 * coordinates: that is the "Use my location" path that crashed in Lambda when the zip lookup
 * assigned an undeclared variable in strict mode.
 */
const QUERIES: Partial<Record<string, Record<string, string>>> = {
  'drug-details': { drugName: 'Atorvastatin', lat: '32.7157', long: '-117.1611', qty: '30' },
  'drug-name': { drugName: 'ator' },
  'tools-pharmacies': { zip: '92101' },
};

/** An API Gateway HTTP API (payload 2.0) event for this route, as API Gateway would send it. */
export function routeEvent(route: RouteDef, queryChanges: Record<string, string> = {}): unknown {
  const { method, path } = route.contract;
  const query = { ...QUERIES[route.id], ...queryChanges };
  const ctx = FIXTURE.requestContext as Record<string, unknown>;
  return {
    ...FIXTURE,
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    queryStringParameters: Object.keys(query).length ? query : undefined,
    cookies: undefined,
    headers: { ...(FIXTURE.headers as object), 'content-type': 'application/json', 'content-length': method === 'GET' ? '0' : '2' },
    body: method === 'GET' ? undefined : '{}',
    isBase64Encoded: false,
    pathParameters: undefined,
    requestContext: { ...ctx, routeKey: `${method} ${path}`, http: { ...(ctx.http as object), method, path } },
  };
}

const ACCOUNT = '123456789012';
const REGION = 'us-east-1';

/** At least one: a trigger that batches never delivers an empty batch. */
type OneOrMore<T> = readonly [T, ...T[]];

/** What an EventBridge rule (a `schedule` job) delivers. */
export function scheduledEvent(): ScheduledEvent {
  return { version: '0', id: randomUUID(), 'detail-type': 'Scheduled Event', source: 'aws.events', account: ACCOUNT, time: new Date().toISOString(), region: REGION, resources: [`arn:aws:events:${REGION}:${ACCOUNT}:rule/bundle-test`], detail: {} };
}

/** What an SQS event source mapping delivers to an `sqs` job: one record per message body, ids `<queue>-1`, `<queue>-2`, ... */
export function sqsEvent(queue: string, bodies: OneOrMore<string>): SQSEvent {
  const sentAt = String(Date.now());
  return {
    Records: bodies.map((body, i) => ({
      messageId: `${queue}-${i + 1}`,
      receiptHandle: `AQEB${Buffer.from(`${queue}-${i + 1}`).toString('base64')}`,
      body,
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: sentAt, SenderId: 'AIDAIENQZJOLO23YVJ4VO', ApproximateFirstReceiveTimestamp: sentAt },
      messageAttributes: {},
      md5OfBody: createHash('md5').update(body).digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:${REGION}:${ACCOUNT}:${queue}`,
      awsRegion: REGION,
    })),
  };
}

/** What an SNS subscription delivers to an `sns` or `ses-events` job: one record per message. */
export function snsEvent(topic: string, messages: OneOrMore<string>): SNSEvent {
  const topicArn = `arn:aws:sns:${REGION}:${ACCOUNT}:${topic}`;
  return {
    Records: messages.map((message) => {
      const messageId = randomUUID();
      return {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification', MessageId: messageId, TopicArn: topicArn, Subject: '', Message: message, Timestamp: new Date().toISOString(),
          SignatureVersion: '1', Signature: 'EXAMPLE', SigningCertUrl: `https://sns.${REGION}.amazonaws.com/SimpleNotificationService-0000000000000000000000.pem`,
          UnsubscribeUrl: `https://sns.${REGION}.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${topicArn}`, MessageAttributes: {},
        },
      };
    }),
  };
}

/** What a CloudWatch Logs subscription delivers to a `logs` job: one batch of these lines, gzipped JSON in base64. */
export function logsEvent(logGroup: string, lines: OneOrMore<string>): CloudWatchLogsEvent {
  const at = Date.now();
  const data = {
    messageType: 'DATA_MESSAGE', owner: ACCOUNT, logGroup, logStream: `${new Date(at).toISOString().slice(0, 10).replaceAll('-', '/')}/[$LATEST]bundle`, subscriptionFilters: ['usage'],
    logEvents: lines.map((message, i) => ({ id: `${at}${String(i).padStart(6, '0')}`, timestamp: at, message })),
  };
  return { awslogs: { data: gzipSync(JSON.stringify(data)).toString('base64') } };
}

/** What the HTTP API sends its Lambda authorizer (REQUEST, payload 2.0) for a Coupon API request with this `x-api-key`. */
export function authorizerEvent(apiKey: string): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0', type: 'REQUEST', routeArn: `arn:aws:execute-api:${REGION}:${ACCOUNT}:api/$default/GET/v1/drugs`, identitySource: [apiKey], routeKey: 'GET /v1/drugs', cookies: [],
    rawPath: '/v1/drugs', rawQueryString: '', headers: { ...(FIXTURE.headers as Record<string, string>), 'x-api-key': apiKey },
    requestContext: FIXTURE.requestContext as APIGatewayRequestAuthorizerEventV2['requestContext'],
  };
}

/** What CloudFormation sends a custom resource's Lambda (a `deploy` job): answered by a PUT to `responseUrl`. */
export function customResourceEvent(requestType: 'Create' | 'Update' | 'Delete', responseUrl: string, properties: Record<string, string>): CloudFormationCustomResourceEvent {
  const stackId = `arn:aws:cloudformation:${REGION}:${ACCOUNT}:stack/RxSavvy-dev-DataLoad/${randomUUID()}`;
  const common = {
    ServiceToken: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:rxsavvy-dev-seed-load`, ResponseURL: responseUrl, StackId: stackId, RequestId: randomUUID(),
    LogicalResourceId: 'SeedLoad', ResourceType: 'Custom::RxSavvySeedLoad', ResourceProperties: { ServiceToken: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:rxsavvy-dev-seed-load`, ...properties },
  };
  if (requestType === 'Create') return { ...common, RequestType: 'Create' };
  if (requestType === 'Update') return { ...common, RequestType: 'Update', PhysicalResourceId: 'rxsavvy-seed-load', OldResourceProperties: common.ResourceProperties };
  return { ...common, RequestType: 'Delete', PhysicalResourceId: 'rxsavvy-seed-load' };
}

/** Lambda's context for one invocation; `remainingMs` is the function's own timeout (middy stops the handler just before it). */
export function lambdaContext(functionName: string, remainingMs = 10_000): unknown {
  return {
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: `bundle-test-${functionName}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'bundle-test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => remainingMs,
  };
}
