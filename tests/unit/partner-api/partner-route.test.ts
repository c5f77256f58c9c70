import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineContract } from '../../../shared/contract';
import { partnerHandler } from '../../../functions/domain/partner/partner-route';
import { resetAwsClients } from '../../../functions/lib/aws';
import type { HttpEvent } from '../../../functions/lib/http';
import { tableEnvVar } from '../../../functions/tables';

const contract = defineContract({
  id: 'partner-test', method: 'GET', auth: 'api-key', path: '/v1/test',
  query: z.object({}), response: z.object({ ok: z.boolean() }),
});

let n = 0;
function event(keyId: string, rateLimitPerMinute = 600): HttpEvent {
  n += 1;
  return {
    version: '2.0', routeKey: 'GET /v1/test', rawPath: '/v1/test', rawQueryString: '', headers: {}, isBase64Encoded: false,
    requestContext: {
      accountId: '1', apiId: 'a', domainName: 'localhost', domainPrefix: 'localhost', requestId: `req-${n}`, routeKey: 'GET /v1/test',
      stage: '$default', time: '', timeEpoch: 0,
      http: { method: 'GET', path: '/v1/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      authorizer: { lambda: { keyId, customerId: 'CUST-1', revenueModel: 'passThrough', rateLimitPerMinute } },
    } as HttpEvent['requestContext'],
  };
}
const context = { awsRequestId: 'req', getRemainingTimeInMillis: () => 5_000 } as unknown as Context;

describe('partner route hot path', () => {
  let ddb: ReturnType<typeof mockClient>;
  const work = vi.fn(async () => ({ ok: true }));
  const handler = partnerHandler(contract, work);
  const usageAdds = () => ddb.commandCalls(UpdateCommand).filter((c) => c.args[0].input.TableName === 'usage').map((c) => c.args[0].input.ExpressionAttributeValues![':n']);

  beforeEach(() => {
    vi.stubEnv(tableEnvVar('rateLimits'), 'limits');
    vi.stubEnv(tableEnvVar('apiUsage'), 'usage');
    resetAwsClients();
    ddb = mockClient(DynamoDBDocumentClient);
    work.mockClear();
  });
  afterEach(() => {
    ddb.restore();
    vi.unstubAllEnvs();
  });

  it('checks the shared limit, counts the request and does the work side by side, each awaited', async () => {
    ddb.on(UpdateCommand).resolves({});
    const res = await handler(event('key-a'), context);
    expect(res.statusCode).toBe(200);
    expect(work).toHaveBeenCalledTimes(1);
    expect(usageAdds()).toEqual([1]);
  });

  it('takes the count back when the shared per-key limit refuses (another container used the minute up)', async () => {
    ddb.on(UpdateCommand, { TableName: 'limits' }).rejects(new ConditionalCheckFailedException({ message: 'over', $metadata: {} }));
    ddb.on(UpdateCommand, { TableName: 'usage' }).resolves({});
    const res = await handler(event('key-b'), context);
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(usageAdds()).toEqual([1, -1]);
  });

  it('refuses a flood inside one container with no storage call at all', async () => {
    ddb.on(UpdateCommand).resolves({});
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await handler(event('key-c', 5), context)).statusCode!);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const calls = ddb.commandCalls(UpdateCommand).length;
    expect((await handler(event('key-c', 5), context)).statusCode).toBe(429);
    expect(ddb.commandCalls(UpdateCommand).length).toBe(calls);
  });
});
