import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../support/api-client';

describe('GET /config', () => {
  it('gives the local identity settings for a loopback host', async () => {
    const res = await getJson('/config');
    expect(res.status).toBe(200);
    expect(res.body.stage).toBe('local');
    expect(res.body.identity).toMatchObject({ realm: 'pharmacy', clientId: 'admin-website' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/health', () => {
  it('reports DynamoDB reachable', async () => {
    const res = await getJson('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks).toEqual([expect.objectContaining({ name: 'dynamodb', ok: true })]);
  });
});

describe('POST /api/ecsClientError', () => {
  it('stores a report', async () => {
    const res = await postJson('/api/ecsClientError', { errorText: 'TypeError: x is undefined' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ stored: true, id: expect.any(String) });
  });
});
