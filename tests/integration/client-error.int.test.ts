import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ddb } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/env';
import { apiUrl, postJson } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { useRuntimeEnv } from '../support/api-client';

async function storedToday(): Promise<{ errorText: string }[]> {
  const out = await ddb().send(new QueryCommand({
    TableName: tableName('clientErrors'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `day#${new Date().toISOString().slice(0, 10)}` },
  }));
  return (out.Items ?? []) as { errorText: string }[];
}

describe('POST /api/ecsClientError', () => {
  beforeAll(() => useRuntimeEnv());

  it('stores the report text', async () => {
    const text = `ReferenceError: probe ${Date.now()}`;
    const res = await postJson('/api/ecsClientError', { errorText: text });
    expect(res.status).toBe(201);
    expect((await storedToday()).map((i) => i.errorText)).toContain(text);
  });

  it('accepts exactly 10000 characters and refuses 10001 with 413, storing nothing', async () => {
    const before = (await storedToday()).length;
    const over = await postJson('/api/ecsClientError', { errorText: 'x'.repeat(10_001) });
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('error_text_too_long');
    expect((await storedToday()).length).toBe(before);
    expect((await postJson('/api/ecsClientError', { errorText: 'y'.repeat(10_000) })).status).toBe(201);
  });

  it.each([
    ['missing errorText', {}, 'errorText'],
    ['empty errorText', { errorText: '' }, 'errorText'],
    ['blank errorText', { errorText: '   ' }, 'errorText'],
    ['wrong type', { errorText: 42 }, 'errorText'],
    ['array body', [1, 2], 'expected object'],
    ['null body', null, 'expected object'],
  ])('answers %s with 400 and stores nothing', async (_name, body, mentions) => {
    const before = (await storedToday()).length;
    const res = await postJson('/api/ecsClientError', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_input', message: expect.stringContaining(mentions) });
    expect((await storedToday()).length).toBe(before);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await postJson('/api/ecsClientError', '{"errorText":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });

  it('stores an injection string as inert text', async () => {
    const text = `<script>alert(1)</script>' OR 1=1; -- ${Date.now()}`;
    expect((await postJson('/api/ecsClientError', { errorText: text })).status).toBe(201);
    expect((await storedToday()).map((i) => i.errorText)).toContain(text);
  });

  it('limits reports per IP with 429 and Retry-After', async () => {
    const url = apiUrl('/api/ecsClientError');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postFrom>> | undefined;
    for (let i = 0; i < 61; i += 1) {
      last = await postFrom('127.0.0.77', url, { errorText: `burst ${i}` });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(JSON.parse(last!.body).error.code).toBe('rate_limited');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // another visitor is unaffected
    expect((await postFrom('127.0.0.78', url, { errorText: 'other visitor' })).status).toBe(201);
  });
});
