import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineContract } from '../../../shared/contract';
import { resetKeyLimitMarks } from '../../../functions/domain/coupon-api/key-limits';
import { couponApiHandler } from '../../../functions/domain/coupon-api/coupon-api-route';
import { resetAwsClients } from '../../../functions/lib/aws';
import type { HttpEvent } from '../../../functions/lib/http';
import { parseUsageLine, takeUsageLines, type UsageRecord } from '../../../functions/lib/usage-log';
import { tableEnvVar } from '../../../functions/tables/dynamodb';

const contract = defineContract({
  id: 'coupon-api-test', method: 'GET', auth: 'api-key', path: '/v1/test',
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

describe('Coupon API route hot path', () => {
  let ddb: ReturnType<typeof mockClient>;
  let lines: UsageRecord[];
  let release: () => void;
  const work = vi.fn(async () => ({ ok: true }));
  const handler = couponApiHandler(contract, work);
  const writes = () => ddb.commandCalls(PutCommand).length + ddb.commandCalls(UpdateCommand).length;

  beforeEach(() => {
    vi.stubEnv(tableEnvVar('couponApiUsage'), 'usage');
    resetAwsClients();
    resetKeyLimitMarks();
    ddb = mockClient(DynamoDBDocumentClient);
    ddb.on(QueryCommand).resolves({ Items: [] });
    lines = [];
    release = takeUsageLines((line) => lines.push(parseUsageLine(line)!));
    work.mockClear();
  });
  afterEach(() => {
    release();
    ddb.restore();
    vi.unstubAllEnvs();
  });

  it('serves, and records the request as one usage line: no storage write on the request\'s path', async () => {
    const res = await handler(event('key-a'), context);
    expect(res.statusCode).toBe(200);
    expect(work).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([{ customerId: 'CUST-1', keyId: 'key-a', perMinute: 600, at: expect.any(String) }]);
    expect(writes()).toBe(0);
    // The over-limit marks are read once per container, then in the background.
    await handler(event('key-a'), context);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
  });

  it('refuses a key the usage meter marked over its limit, with Retry-After, and does not bill it', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ pk: 'limited', sk: 'key-b', until: Date.now() + 30_000 }] });
    const res = await handler(event('key-b'), context);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers?.['retry-after'])).toBeGreaterThan(25);
    expect(work).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('serves a key whose mark has run out, and serves when the marks cannot be read (the container\'s own limit still holds)', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ pk: 'limited', sk: 'key-d', until: Date.now() - 1 }] });
    expect((await handler(event('key-d'), context)).statusCode).toBe(200);
    resetKeyLimitMarks();
    ddb.on(QueryCommand).rejects(new Error('throttled'));
    expect((await handler(event('key-d'), context)).statusCode).toBe(200);
  });

  it('refuses a flood inside one container with no storage call and no usage line', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await handler(event('key-c', 5), context)).statusCode!);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(lines).toHaveLength(5);
    expect(writes()).toBe(0);
  });
});
