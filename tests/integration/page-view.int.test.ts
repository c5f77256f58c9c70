import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ddb } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/env';
import { everyShard } from '../../functions/lib/shards';
import { apiUrl, postJson, useRuntimeEnv } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { VIEWS_PER_IP_PER_HOUR } from '../../functions/routes/page-view/handler';

interface Counter { pk: string; sk: string; views: number; [key: string]: unknown }

/** Today's counters over every write shard (lib/shards.ts): a path's views may sit on several. */
async function countersToday(): Promise<Counter[]> {
  const shards = await Promise.all(everyShard(`day#${new Date().toISOString().slice(0, 10)}`).map((pk) => ddb().send(new QueryCommand({
    TableName: tableName('pageViews'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  }))));
  return shards.flatMap((out) => (out.Items ?? []) as Counter[]);
}

const viewsOf = async (path: string) => (await countersToday()).filter((c) => c.sk === path).reduce((sum, c) => sum + c.views, 0);
const totalViews = async () => (await countersToday()).reduce((sum, c) => sum + c.views, 0);

describe('POST /api/page-view', () => {
  beforeAll(() => useRuntimeEnv());

  it('counts a listed marketing path and a blog post per day, storing only path, day and count', async () => {
    const before = await viewsOf('/for-employers');
    expect((await postJson('/api/page-view', { path: '/for-employers' })).status).toBe(202);
    const res = await postJson('/api/page-view', { path: '/for-employers' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ counted: true });
    expect(await viewsOf('/for-employers')).toBe(before + 2);

    const post = '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings';
    expect((await postJson('/api/page-view', { path: post })).status).toBe(202);
    const stored = (await countersToday()).find((c) => c.sk === post)!;
    expect(Object.keys(stored).sort()).toEqual(['expiresAt', 'pk', 'sk', 'views']);
  });

  it.each([
    ['a drug page', { path: '/Lisinopril' }],
    ['a path with a query', { path: '/for-employers?z=92101' }],
    ['an unknown blog post', { path: '/blog/no-such-post' }],
    ['a tool page', { path: '/irxsavvy/expected-cost' }],
    ['an admin path', { path: '/admin/price-explainer' }],
    ['a trailing slash', { path: '/about/' }],
    ['an empty path', { path: '' }],
    ['an oversized path', { path: `/${'a'.repeat(5000)}` }],
    ['a missing path', {}],
    ['a number', { path: 42 }],
    ['an injection string', { path: "/about'; DROP TABLE pageViews; --" }],
    ['an array body', ['/about']],
  ])('refuses %s with 400 and counts nothing', async (_name, body) => {
    const before = await totalViews();
    const res = await postJson('/api/page-view', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_input', message: expect.any(String) });
    expect(await totalViews()).toBe(before);
  });

  it('limits views per IP with 429, and other visitors are unaffected', async () => {
    const url = apiUrl('/api/page-view');
    const statuses: number[] = [];
    for (let sent = 0; sent < VIEWS_PER_IP_PER_HOUR; sent += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => postFrom('127.0.0.91', url, { path: '/careers' })));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(VIEWS_PER_IP_PER_HOUR);
    const over = await postFrom('127.0.0.91', url, { path: '/careers' });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body).error.code).toBe('rate_limited');
    expect((await postFrom('127.0.0.92', url, { path: '/careers' })).status).toBe(202);
  }, 60_000);
});
