import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCustomer } from '../../functions/domain/marketplace/customers';
import { pbmDirectory } from '../../functions/domain/pricing/pbm-directory';
import { apiUrl, getCompleteJson, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { bearer } from '../support/tokens';
import { issuedCoupon } from './messaging-helpers';

/** What AWS Marketplace does: POST the buyer's browser to the registration URL with a form. */
async function register(token?: string) {
  const res = await fetch(apiUrl('/api/marketplace/register'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: token === undefined ? '' : new URLSearchParams({ 'x-amzn-marketplace-token': token }).toString(),
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** The registration POST from a chosen loopback address (its own rate-limit bucket). */
function registerFrom(localAddress: string, token: string): Promise<string> {
  const body = new URLSearchParams({ 'x-amzn-marketplace-token': token }).toString();
  return new Promise((resolve, reject) => {
    const req = request(apiUrl('/api/marketplace/register'), {
      method: 'POST', localAddress, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers.location ?? '')));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function registeredSession(customerId = `REG-${randomUUID().slice(0, 8)}`) {
  const { location } = await register(`local:${customerId}:rxsavvy-passthrough`);
  return { customerId, session: new URL(location, 'http://x').searchParams.get('session')! };
}

describe('AWS Marketplace registration through the local runtime (Metering simulator)', () => {
  beforeAll(() => useRuntimeEnv());

  it('resolves the token, stores the customer and redirects to the register-customer page with a session', async () => {
    const customerId = `REG-${randomUUID().slice(0, 8)}`;
    const res = await register(`local:${customerId}:rxsavvy-passthrough`);
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/aws-marketplace\/register-customer\?session=[\w%.-]+$/);
    expect(await getCustomer(customerId)).toMatchObject({ productCode: 'rxsavvy-passthrough', awsAccountId: '123456789012', status: 'subscribed' });
  });

  it.each([
    ['an expired token', 'local-expired-1', 'expired_token'],
    ['a throttled call', 'local-throttle-1', 'throttled'],
    ['an invalid token', 'garbage', 'invalid_token'],
    ['no token', undefined, 'missing_token'],
  ])('sends %s to the error page', async (_name, token, reason) => {
    expect(await register(token)).toEqual({ status: 302, location: `/aws-marketplace/resolve-customer-error?reason=${reason}` });
  });

  it('limits registrations per address, sending the excess to the error page without resolving it', async () => {
    const locations: string[] = [];
    for (let i = 0; i < 21; i += 1) locations.push(await registerFrom('127.0.0.91', 'garbage'));
    expect(locations.slice(0, 20).every((l) => l.endsWith('reason=invalid_token'))).toBe(true);
    expect(locations[20]).toBe('/aws-marketplace/resolve-customer-error?reason=throttled');
    expect(await registerFrom('127.0.0.92', 'garbage')).toContain('reason=invalid_token');
  });

  it('takes company and e-mail, shows the API key once, and the key works', async () => {
    const { customerId, session } = await registeredSession();
    const done = await postJson('/api/marketplace/register-customer', { session, company: 'Acme Health', email: 'ops@acme.test' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ customerId, revenueModel: 'passThrough', apiKey: expect.stringMatching(/^rxs_live_/) });
    expect(done.body.keyHint).toBe(`${done.body.apiKey.slice(0, 13)}…`);
    const withKey = await getJson('/v1/drugs/popular', { limit: 2 }, { 'x-api-key': done.body.apiKey });
    expect(withKey.status, JSON.stringify(withKey.body)).toBe(200);
    expect(await getCustomer(customerId)).toMatchObject({ company: 'Acme Health', contactEmail: 'ops@acme.test' });
  });

  it('takes a registration session once: a replay answers 410, changes nothing and shows no key', async () => {
    const { customerId, session } = await registeredSession();
    const done = await postJson('/api/marketplace/register-customer', { session, company: 'Acme Health', email: 'ops@acme.test' });
    expect(done.status).toBe(200);
    const replay = await postJson('/api/marketplace/register-customer', { session, company: 'Mallory Inc', email: 'mallory@evil.test' });
    expect(replay.status, 'the same session a second time').toBe(410);
    expect(replay.body.error.code).toBe('session_used');
    expect(replay.body).not.toHaveProperty('apiKey');
    expect(await getCustomer(customerId)).toMatchObject({ company: 'Acme Health', contactEmail: 'ops@acme.test' });
  });

  it('gives a second click on the same Marketplace link the same single-use session', async () => {
    const customerId = `REG-${randomUUID().slice(0, 8)}`;
    const token = `local:${customerId}:rxsavvy-passthrough`;
    const sessionOf = async () => new URL((await register(token)).location, 'http://x').searchParams.get('session')!;
    const first = await sessionOf();
    const second = await sessionOf();
    expect((await postJson('/api/marketplace/register-customer', { session: first, company: 'Acme Health', email: 'ops@acme.test' })).status).toBe(200);
    const replay = await postJson('/api/marketplace/register-customer', { session: second, company: 'Acme Health', email: 'ops@acme.test' });
    expect(replay.status, 'a session from the same registration token').toBe(410);
  });

  it.each([
    ['a forged session', { session: 'eyJjIjoiWCIsImV4cCI6OTk5OTk5OTk5OX0.AAAA', company: 'A', email: 'a@b.co' }, 401, 'session_expired'],
    ['an invalid e-mail', { company: 'A', email: 'not-an-email' }, 400, 'invalid_input'],
    ['an empty company', { company: '  ', email: 'a@b.co' }, 400, 'invalid_input'],
    ['an oversized company', { company: 'x'.repeat(201), email: 'a@b.co' }, 400, 'invalid_input'],
    ['no session', { session: '', company: 'A', email: 'a@b.co' }, 400, 'invalid_input'],
  ])('refuses %s and writes nothing', async (_name, body, status, code) => {
    const { customerId, session } = await registeredSession();
    const res = await postJson('/api/marketplace/register-customer', { session, ...body });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    const customer = await getCustomer(customerId);
    expect(customer?.company).toBeUndefined();
  });
});

describe('marketplace and benefit-manager admin APIs', () => {
  beforeAll(() => useRuntimeEnv());

  it.each([
    ['GET', '/api/marketplace-admin/customers'],
    ['GET', '/api/marketplace-admin/usage'],
    ['GET', '/api/marketplace-admin/metering'],
    ['GET', '/api/benefit-manager-admin?pbm=scriptsave'],
    ['POST', '/api/marketplace-admin/keys/revoke'],
    ['POST', '/api/marketplace-admin/keys/rotate'],
  ])('%s %s needs a marketplace-admin token (401 without, 403 without the role)', async (method, path) => {
    const call = async (headers: Record<string, string>) =>
      method === 'GET' ? getJson(path, undefined, headers) : postJson(path, { keyId: 'key_0123456789abcdef' }, headers);
    expect((await call({})).status).toBe(401);
    expect((await call(await bearer('pharmacist'))).status).toBe(403);
  });

  it('lists customers with keys, hourly usage and metering records', async () => {
    const { customerId, session } = await registeredSession();
    const done = await postJson('/api/marketplace/register-customer', { session, company: 'Listed Co', email: 'listed@acme.test' });
    await getJson('/v1/drugs/popular', { limit: 1 }, { 'x-api-key': done.body.apiKey });
    const admin = await bearer('marketplace');
    const customers = await getJson('/api/marketplace-admin/customers', { product: 'rxsavvy-passthrough' }, admin);
    expect(customers.status).toBe(200);
    const mine = customers.body.customers.find((c: { customerId: string }) => c.customerId === customerId);
    expect(mine).toMatchObject({ company: 'Listed Co', status: 'subscribed', keys: [{ status: 'active', hint: done.body.keyHint }] });
    expect(JSON.stringify(customers.body)).not.toContain(done.body.apiKey);
    expect(customers.body.products).toContain('rxsavvy-passthrough');
    // Usage reaches the admin view once the usage meter has stored the route's usage line (within a second here).
    const requestsShown = async () => (await getJson('/api/marketplace-admin/usage', { hours: 2 }, admin)).body.hours.find((h: { customerId: string }) => h.customerId === customerId)?.requests;
    await expect.poll(requestsShown, { timeout: 5_000 }).toBe(1);
    const records = await getJson('/api/marketplace-admin/metering', { hours: 24 }, admin);
    expect(records.status).toBe(200);
    expect(Array.isArray(records.body.records)).toBe(true);
  });

  it.each([
    ['/api/marketplace-admin/usage', { hours: 0 }],
    ['/api/marketplace-admin/usage', { hours: 169 }],
    ['/api/marketplace-admin/customers', { product: '<script>' }],
    ['/api/benefit-manager-admin', { pbm: 'Not A PBM!' }],
  ])('answers bad input to %s with 400', async (path, query) => {
    expect((await getJson(path, query, await bearer('marketplace'))).status).toBe(400);
  });

  it('refuses a malformed keyId and answers an unknown one with 404', async () => {
    const admin = await bearer('marketplace');
    expect((await postJson('/api/marketplace-admin/keys/revoke', { keyId: 'nope' }, admin)).status).toBe(400);
    const missing = await postJson('/api/marketplace-admin/keys/revoke', { keyId: 'key_0123456789abcdef' }, admin);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('key_not_found');
  });

  it("reports a PBM's network, wins and coupon views", async () => {
    const admin = await bearer('marketplace');
    const report = () => getCompleteJson('/api/benefit-manager-admin', { pbm: 'scriptsave' }, admin);
    // Other test files view coupons in the same runtime: count from what is there now.
    const before = (await report()).body.couponViews.total as number;
    const axeNorth = pbmDirectory.byId('axe-north')!;
    const viewed = [await issuedCoupon(), await issuedCoupon({ price: 3.1 }), await issuedCoupon({ rxBin: axeNorth.rxBin, rxPcn: axeNorth.rxPcn, rxGroup: axeNorth.rxGroup })];
    for (const coupon of viewed) expect((await postJson('/api/couponview', { coupon, memberId: 'SS1', PBM: 'x' })).status).toBe(201);
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.pbm).toMatchObject({ id: 'scriptsave', name: 'ScriptSave', rxBin: '006053' });
    expect(res.body.pharmacies.inNetwork).toBeGreaterThan(0);
    expect(res.body.pharmacies.inNetwork).toBeLessThanOrEqual(res.body.pharmacies.total);
    expect(res.body.wins.sampledDrugs).toBe(10);
    expect(res.body.wins.pharmacyPrices).toBeGreaterThan(0);
    expect(res.body.wins.won).toBeLessThanOrEqual(res.body.wins.pharmacyPrices);
    expect(res.body.couponViews.total, 'ScriptSave coupon views: its two new ones count, the other PBM\'s does not').toBe(before + 2);
    expect((await getJson('/api/benefit-manager-admin', { pbm: 'no-such-pbm' }, admin)).status).toBe(404);
  });
});
