import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueKey } from '../../functions/domain/coupon-api/api-keys';
import { saveResolvedCustomer } from '../../functions/domain/marketplace/customers';
import { hourOf, usageForHour } from '../../functions/domain/coupon-api/usage';
import { meterRecords } from '../../functions/domain/coupon-api/usage-meter';
import { getCompleteJson, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { bearer } from '../support/tokens';

/** A customer of the metered product with one fresh key, written straight to the runtime's tables. */
async function newCustomer(options: { status?: 'subscribed' | 'unsubscribed'; rateLimitPerMinute?: number } = {}) {
  const customerId = `CUST-${randomUUID().slice(0, 8)}`;
  const customer = await saveResolvedCustomer({ customerId, productCode: 'rxsavvy-passthrough', revenueModel: 'passThrough' });
  if (options.status === 'unsubscribed') {
    const { applySubscriptionStatus } = await import('../../functions/domain/marketplace/customers');
    await applySubscriptionStatus({ customerId, productCode: customer.productCode, status: 'unsubscribed', at: new Date().toISOString() }, 'passThrough');
  }
  const issued = await issueKey({ ...customer, rateLimitPerMinute: options.rateLimitPerMinute });
  return { customerId, apiKey: issued.apiKey, keyId: issued.record.keyId, headers: { 'x-api-key': issued.apiKey } };
}

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('Coupon API /v1 (through the local API key authorizer)', () => {
  let key: Awaited<ReturnType<typeof newCustomer>>;
  beforeAll(async () => {
    useRuntimeEnv();
    key = await newCustomer();
  });

  it('searches drug names (q, limit 1 to 10)', async () => {
    const res = await getJson('/v1/drugs/search', { q: 'lis', limit: 3 }, key.headers);
    expect(res.status).toBe(200);
    expect(res.body.names.length).toBeGreaterThan(0);
    expect(res.body.names.length).toBeLessThanOrEqual(3);
    expect(res.body.names).toContain('Lisinopril');
  });

  it('lists popular drugs and the formulations of a label', async () => {
    const popular = await getJson('/v1/drugs/popular', { limit: 5 }, key.headers);
    expect(popular.status).toBe(200);
    expect(popular.body.drugs).toHaveLength(5);
    expect(popular.body.drugs[0]).toEqual({ name: expect.any(String), brandName: expect.any(String), drugClass: expect.any(String), rank: 1 });
    const forms = await getJson('/v1/drugs/formulations', { drugName: 'lisinopril' }, key.headers);
    expect(forms.status).toBe(200);
    expect(forms.body.drugName).toBe('Lisinopril');
    expect(forms.body.formulations[0]).toMatchObject({ ndc: expect.stringMatching(/^\d{11}$/), quantities: expect.any(Array) });
  });

  it('prices around a zip: best coupon per pharmacy in integer cents, with checkedAt and providersAnswered', async () => {
    const res = await getJson('/v1/prices', { drugName: 'Lisinopril', zip: '92101', quantity: 30 }, key.headers);
    expect(res.status).toBe(200);
    expect(res.body.drug).toMatchObject({ name: 'Lisinopril', quantity: 30 });
    expect(res.body.checkedAt).toMatch(isoDate);
    expect(res.body.providersAnswered.length).toBeGreaterThan(0);
    expect(res.body.prices.length).toBeGreaterThan(0);
    for (const p of res.body.prices) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(Number.isInteger(p.retailPriceCents)).toBe(true);
      expect(p.retailPriceSource).toEqual({ kind: 'modelled' });
      expect(p.checkedAt).toMatch(isoDate);
      expect(p.coupon.rxBin).toMatch(/^\d{6}$/);
    }
    const cents = res.body.prices.map((p: { priceCents: number }) => p.priceCents);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    expect(new Set(res.body.prices.map((p: { npi: string }) => p.npi)).size).toBe(res.body.prices.length);
  });

  it('prices at pharmacies by NPI, naming the unknown ones, and mail-order prices', async () => {
    const near = await getJson('/v1/prices', { drugName: 'Atorvastatin', zip: '92101' }, key.headers);
    const npis: string[] = near.body.prices.slice(0, 3).map((p: { npi: string }) => p.npi);
    const res = await getJson('/v1/prices/pharmacies', { drugName: 'Atorvastatin', npis: [...npis, '0000000000'].join(',') }, key.headers);
    expect(res.status).toBe(200);
    expect(res.body.unknownNpis).toEqual(['0000000000']);
    expect(res.body.prices.map((p: { npi: string }) => p.npi).sort()).toEqual([...npis].sort());
    const mail = await getCompleteJson('/v1/prices/mail-order', { drugName: 'Atorvastatin' }, key.headers);
    expect(mail.status).toBe(200);
    expect(mail.body.prices.length).toBeGreaterThan(0);
    expect(Number.isInteger(mail.body.prices[0].priceCents)).toBe(true);
  });

  it.each([
    ['limit 0', '/v1/drugs/search', { q: 'li', limit: 0 }, 'limit'],
    ['limit 11', '/v1/drugs/search', { q: 'li', limit: 11 }, 'limit'],
    ['empty q', '/v1/drugs/search', { q: '' }, 'q'],
    ['oversized drug name', '/v1/prices', { drugName: 'x'.repeat(101), zip: '92101' }, 'drugName'],
    ['bad zip', '/v1/prices', { drugName: 'Lisinopril', zip: '9210' }, 'zip'],
    ['injection zip', '/v1/prices', { drugName: 'Lisinopril', zip: "1' OR 1=1" }, 'zip'],
    ['negative quantity', '/v1/prices', { drugName: 'Lisinopril', zip: '92101', quantity: -3 }, 'quantity'],
    ['51 NPIs', '/v1/prices/pharmacies', { drugName: 'Lisinopril', npis: Array.from({ length: 51 }, (_, i) => String(1000000000 + i)).join(',') }, 'npis'],
    ['malformed NPI', '/v1/prices/pharmacies', { drugName: 'Lisinopril', npis: '12345' }, 'npis'],
    ['bad NDC', '/v1/prices/mail-order', { drugName: 'Lisinopril', ndc: 'abc' }, 'ndc'],
  ])('answers %s with 400 naming the parameter', async (_name, path, query, mentions) => {
    const res = await getJson(path, query, key.headers);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_input', message: expect.stringContaining(mentions) });
  });

  it('answers an unknown drug with 404', async () => {
    const res = await getJson('/v1/prices', { drugName: 'Notadrugatall', zip: '92101' }, key.headers);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('drug_not_found');
  });

  it('counts every served request per key per hour, and not the refused ones', async () => {
    const own = await newCustomer();
    for (let i = 0; i < 3; i += 1) expect((await getJson('/v1/drugs/popular', { limit: 1 }, own.headers)).status).toBe(200);
    expect((await getJson('/v1/drugs/search', { q: '', limit: 1 }, own.headers)).status).toBe(400);
    // The routes write usage lines; the usage meter stores them as they are delivered (within a second here).
    const usage = async () => (await usageForHour(hourOf(new Date()))).find((r) => r.keyId === own.keyId);
    await expect.poll(usage, { timeout: 5_000 }).toEqual({ hour: hourOf(new Date()), customerId: own.customerId, keyId: own.keyId, requests: 3 });
  });

  it('refuses a key that went over its per-minute limit across containers, once the meter has seen it', async () => {
    const busy = await newCustomer({ rateLimitPerMinute: 50 });
    expect((await getJson('/v1/drugs/popular', { limit: 1 }, busy.headers)).status).toBe(200);
    // A mark lasts until its minute ends: near a minute's end it could expire before the poll below
    // sees it (a clean-clone run failed so), so the usage is counted in a minute with time left.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 100));
    // Other containers served this key 60 requests this minute: their usage lines reach the meter.
    const line = { customerId: busy.customerId, keyId: busy.keyId, perMinute: 50, at: new Date().toISOString() };
    await meterRecords(`other-containers-${busy.keyId}`, Array.from({ length: 60 }, () => line));
    await expect.poll(async () => (await getJson('/v1/drugs/popular', { limit: 1 }, busy.headers)).status, { timeout: 8_000, interval: 500 }).toBe(429);
    const refused = await getJson('/v1/drugs/popular', { limit: 1 }, busy.headers);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

describe('the API key authorizer', () => {
  beforeAll(() => useRuntimeEnv());

  it('refuses a missing key with 401 and a wrong or malformed key with 403, as API Gateway does', async () => {
    expect((await getJson('/v1/drugs/popular')).status).toBe(401);
    expect((await getJson('/v1/drugs/popular', {}, { 'x-api-key': `rxs_live_${'A'.repeat(43)}` })).status).toBe(403);
    const malformed = await getJson('/v1/drugs/popular', {}, { 'x-api-key': 'not-a-key' });
    expect(malformed.status).toBe(403);
    expect(malformed.body).toEqual({ message: 'Forbidden' });
  });

  it("refuses an unsubscribed customer's key", async () => {
    const gone = await newCustomer({ status: 'unsubscribed' });
    expect((await getJson('/v1/drugs/popular', {}, gone.headers)).status).toBe(403);
  });

  it('stops a key as soon as an admin revokes it, and rotation gives a working key', async () => {
    const own = await newCustomer();
    expect((await getJson('/v1/drugs/popular', {}, own.headers)).status).toBe(200);
    const admin = await bearer('marketplace');
    const rotated = await postJson('/api/marketplace-admin/keys/rotate', { keyId: own.keyId }, admin);
    expect(rotated.status).toBe(200);
    expect(rotated.body.revoked).toMatchObject({ keyId: own.keyId, status: 'revoked' });
    expect((await getJson('/v1/drugs/popular', {}, own.headers)).status).toBe(403);
    const fresh = { 'x-api-key': rotated.body.apiKey as string };
    expect((await getJson('/v1/drugs/popular', {}, fresh)).status).toBe(200);
    const revoked = await postJson('/api/marketplace-admin/keys/revoke', { keyId: rotated.body.key.keyId }, admin);
    expect(revoked.body.key.status).toBe('revoked');
    expect((await getJson('/v1/drugs/popular', {}, fresh)).status).toBe(403);
  });

  it('limits each key per minute with 429 and Retry-After; other keys are unaffected', async () => {
    const limited = await newCustomer({ rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof getJson>> | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await getJson('/v1/drugs/popular', { limit: 1 }, limited.headers);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.body.error.code).toBe('rate_limited');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The refused request is not billed.
    await expect.poll(async () => (await usageForHour(hourOf(new Date()))).find((r) => r.keyId === limited.keyId)?.requests, { timeout: 5_000 }).toBe(3);
    const other = await newCustomer({ rateLimitPerMinute: 3 });
    expect((await getJson('/v1/drugs/popular', { limit: 1 }, other.headers)).status).toBe(200);
  });
});

describe('GET /v1/openapi.json', () => {
  it('is public and cacheable', async () => {
    const res = await getJson('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toContain('/v1/prices');
  });
});
