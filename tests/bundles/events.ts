import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Job } from '../../functions/tables/jobs';
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

/** The event each kind of trigger delivers. */
export function jobEvent(job: Job): unknown {
  switch (job.trigger.kind) {
    case 'schedule':
      return { version: '0', id: 'bundle-test', 'detail-type': 'Scheduled Event', source: 'aws.events', account: '123456789012', time: new Date().toISOString(), region: 'us-east-1', resources: [], detail: {} };
    case 'logs': {
      // One Coupon API usage line, as the routes write it, delivered the way a CloudWatch Logs subscription delivers.
      const message = JSON.stringify({ usage: 'coupon-api', customerId: 'BUNDLE-TEST', keyId: 'key_bundle', perMinute: 600, at: new Date().toISOString() });
      const data = { messageType: 'DATA_MESSAGE', owner: '123456789012', logGroup: '/aws/lambda/coupon-api', logStream: 's', subscriptionFilters: ['usage'], logEvents: [{ id: 'bundle-test-1', timestamp: Date.now(), message }] };
      return { awslogs: { data: gzipSync(JSON.stringify(data)).toString('base64') } };
    }
    case 'authorizer':
      return { version: '2.0', type: 'REQUEST', routeArn: 'arn:aws:execute-api:us-east-1:123456789012:api/$default/GET/v1/drugs', identitySource: [], routeKey: 'GET /v1/drugs', rawPath: '/v1/drugs', rawQueryString: '', headers: {}, requestContext: FIXTURE.requestContext };
    default:
      return { Records: [] };
  }
}

export function lambdaContext(functionName: string): unknown {
  return {
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: `bundle-test-${functionName}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'bundle-test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 10_000,
  };
}
