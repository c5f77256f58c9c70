import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ddb } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/env';
import { type RouteDef, routes } from '../../functions/tables/routes';
import { SEED_VERSION } from '../../functions/tables/seed-version';
import { apiUrl, getCompleteJson, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { bearer, tokenFor } from '../support/tokens';
import { VALID_OBSERVATION } from '../support/competitor-observation';
import { couponOfRow } from '../../shared/coupon-link';

const today = () => new Date().toISOString().slice(0, 10);
const LISINOPRIL = { drugName: 'Lisinopril', zip: '92101', qty: 30 };

/** Every admin route with an input that is valid, so only the token decides the answer. */
const ADMIN_CALLS: Record<string, { method: 'GET' | 'POST'; path: string; query?: Record<string, string | number>; body?: unknown }> = {
  'admin-lambda-status': { method: 'GET', path: '/api/admin/lambda-status' },
  'admin-clear-cache': { method: 'POST', path: '/api/admin/clear-cache', body: {} },
  'admin-price-explainer': { method: 'GET', path: '/api/admin/price-explainer', query: LISINOPRIL },
  'admin-pharmacy-explainer': { method: 'GET', path: '/api/admin/pharmacy-explainer', query: { zip: '92101', q: 'CVS' } },
  'admin-price-history': { method: 'GET', path: '/api/admin/price-history', query: LISINOPRIL },
  'admin-claim-analysis': { method: 'GET', path: '/api/admin/claim-analysis', query: { from: today(), to: today() } },
  'admin-competitor-observation': { method: 'POST', path: '/api/admin/competitor-observations', body: VALID_OBSERVATION },
};

async function call(id: string, headers: Record<string, string> = {}, override: { query?: Record<string, string | number>; body?: unknown } = {}) {
  const c = ADMIN_CALLS[id]!;
  return c.method === 'GET' ? getJson(c.path, override.query ?? c.query, headers) : postJson(c.path, override.body ?? c.body, headers);
}

/** Stored price answers (not the cache's generation counter). */
async function cacheEntries(): Promise<number> {
  const out = await ddb().send(new ScanCommand({ TableName: tableName('priceCache'), Select: 'COUNT', FilterExpression: 'pk <> :generation', ExpressionAttributeValues: { ':generation': 'meta#generation' } }));
  return out.Count ?? 0;
}

describe('admin routes refuse anyone but an admin', () => {
  beforeAll(() => useRuntimeEnv());

  it('the route table marks exactly these routes admin', () => {
    const admin = (routes as readonly RouteDef[]).filter((r) => r.id.startsWith('admin')).map((r) => [r.id, r.auth, `${r.contract.method} ${r.contract.path}`]);
    expect(admin.map(([id]) => id).sort()).toEqual(Object.keys(ADMIN_CALLS).sort());
    for (const [id, auth, key] of admin) {
      expect(auth, id).toBe('admin');
      expect(key).toBe(`${ADMIN_CALLS[id!]!.method} ${ADMIN_CALLS[id!]!.path}`);
    }
  });

  it.each(Object.keys(ADMIN_CALLS))('%s: 401 without a token, with a bad or expired token; 403 for a pharmacist; 200 for an admin', async (id) => {
    const anonymous = await call(id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
    expect((await call(id, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await call(id, await bearer('admin', { expiresInSeconds: -3600 }))).status).toBe(401);
    expect((await call(id, await bearer('admin', { aud: 'someone-else' }))).status).toBe(401);
    const pharmacist = await call(id, await bearer('pharmacist'));
    expect(pharmacist.status).toBe(403);
    expect(pharmacist.body.error.code).toBe('forbidden');
    expect((await call(id, await bearer('marketplace'))).status).toBe(403);
    expect((await call(id, await bearer('admin'))).status).toBe(200);
  });

  it('checks the token before the input: bad input without a token is still 401', async () => {
    expect((await getJson('/api/admin/price-explainer', { zip: 'abc' })).status).toBe(401);
    expect((await postJson('/api/admin/clear-cache', { paths: 'nope' })).status).toBe(401);
  });
});

describe('admin routes answer an admin', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    useRuntimeEnv();
    admin = { authorization: `Bearer ${await tokenFor('admin')}` };
  });

  it('lambda-status lists every route-table function with the local counters', async () => {
    expect((await getJson('/api/ecsdosage0', LISINOPRIL)).status).toBe(200);
    const res = await getJson('/api/admin/lambda-status', undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('local');
    expect(res.body.functions.map((f: { routeId: string }) => f.routeId)).toEqual((routes as readonly RouteDef[]).map((r) => r.id));
    const details = res.body.functions.find((f: { routeId: string }) => f.routeId === 'drug-details');
    expect(details.invocations).toBeGreaterThanOrEqual(1);
    expect(['healthy', 'degraded', 'unhealthy']).toContain(details.status);
    expect(res.body.functions.every((f: { status: string }) => ['healthy', 'degraded', 'unhealthy', 'idle'].includes(f.status))).toBe(true);
  });

  it('lambda-status says which data the stage serves: the catalog\'s seed version and NADAC week, the directory\'s version and size', async () => {
    const res = await getJson('/api/admin/lambda-status', undefined, admin);
    expect(res.status).toBe(200);
    // Other test files may apply NADAC rows or import pharmacies meanwhile: the week and the directory's version then move on.
    expect(res.body.data).toEqual({
      catalog: { version: SEED_VERSION, nadacWeek: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), costsSource: expect.any(String), switchedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      directory: { version: expect.stringContaining('nppes'), pharmacies: expect.any(Number) },
      // The tests' runtime skips the reference seed (REFERENCE_SEED=off); reference-seed.int.test.ts loads it into tables of its own.
      reference: null,
      problem: null,
    });
    expect(res.body.data.directory.pharmacies, 'the national directory').toBeGreaterThan(50_000);
  });

  it('clear-cache empties the price cache a price request filled, and says why nothing was invalidated locally', async () => {
    expect((await getJson('/api/ecsdosage0', { ...LISINOPRIL, qty: 60 })).status).toBe(200);
    await expect.poll(cacheEntries, { timeout: 5000 }).toBeGreaterThan(0);
    const before = await cacheEntries();
    const res = await postJson('/api/admin/clear-cache', { paths: ['/index.html', '/assets/*'] }, admin);
    expect(res.status).toBe(200);
    expect(res.body.cleared).toBe(before);
    expect(res.body.invalidation).toBeNull();
    expect(res.body.invalidationSkipped).toContain('no CDN');
    expect(await cacheEntries()).toBe(0);
    // the next request is priced afresh, not served from memory
    expect((await getJson('/api/ecsdosage0', { ...LISINOPRIL, qty: 60 })).status).toBe(200);
    await expect.poll(cacheEntries, { timeout: 5000 }).toBeGreaterThan(0);
  });

  it.each([
    ['paths not a list', { paths: '/index.html' }],
    ['a path without a leading slash', { paths: ['index.html'] }],
    ['a path with a query', { paths: ['/x?y=1'] }],
    ['an injection string', { paths: ["/'; DROP TABLE--"] }],
    ['too many paths', { paths: Array.from({ length: 16 }, (_, i) => `/p${i}`) }],
    ['a path too long', { paths: [`/${'a'.repeat(300)}`] }],
  ])('clear-cache answers %s with 400 and clears nothing', async (_name, body) => {
    await getJson('/api/ecsdosage0', { ...LISINOPRIL, qty: 90 });
    await expect.poll(cacheEntries, { timeout: 5000 }).toBeGreaterThan(0);
    const before = await cacheEntries();
    const res = await postJson('/api/admin/clear-cache', body, admin);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(await cacheEntries()).toBe(before);
  });

  it('price-explainer gives all 12 PBMs at the nearest pharmacy, the winner being the price the search shows', async () => {
    const res = await getJson('/api/admin/price-explainer', LISINOPRIL, admin);
    expect(res.status).toBe(200);
    const { pharmacy, pharmacies, quotes, selected } = res.body;
    expect(selected).toMatchObject({ drugName: 'Lisinopril', quantity: 30 });
    expect(pharmacy.npi).toBe(pharmacies[0].npi);
    expect(quotes).toHaveLength(12);
    const quoted = quotes.filter((q: { outcome: string }) => q.outcome === 'quoted');
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) expect(q.breakdown.steps.length).toBeGreaterThan(0);
    const winners = quotes.filter((q: { isWinner: boolean }) => q.isWinner);
    expect(winners).toHaveLength(1);
    expect(winners[0].price).toBe(Math.min(...quoted.map((q: { price: number }) => q.price)));
    const search = await getCompleteJson('/api/ecsdosage0', LISINOPRIL);
    const row = search.body.drugs.find((d: { npi: string }) => d.npi === pharmacy.npi);
    expect(row.price).toBe(winners[0].price);
    expect(row.pbmId).toBe(winners[0].pbmId);
  });

  it('price-explainer explains a chosen pharmacy; the pharmacy explainer agrees on its networks', async () => {
    const first = await getJson('/api/admin/price-explainer', LISINOPRIL, admin);
    const other = first.body.pharmacies[3];
    const res = await getJson('/api/admin/price-explainer', { ...LISINOPRIL, npi: other.npi }, admin);
    expect(res.body.pharmacy.npi).toBe(other.npi);
    const networks = await getJson('/api/admin/pharmacy-explainer', { zip: '92101', npi: other.npi }, admin);
    expect(networks.status).toBe(200);
    expect(networks.body.networks).toHaveLength(12);
    const outOfNetwork = res.body.quotes.filter((q: { outcome: string }) => q.outcome === 'outOfNetwork').map((q: { pbmId: string }) => q.pbmId).sort();
    expect(networks.body.networks.filter((n: { inNetwork: boolean }) => !n.inNetwork).map((n: { pbmId: string }) => n.pbmId).sort()).toEqual(outOfNetwork);
  });

  it('pharmacy-explainer shows the opt-in a pharmacist submitted on the portal, and none before', async () => {
    const candidates = (await getJson('/api/admin/pharmacy-explainer', { zip: '92101' }, admin)).body.matches as { npi: string }[];
    let target: string | undefined;
    for (const { npi } of candidates.slice(5)) {
      const res = await getJson('/api/admin/pharmacy-explainer', { zip: '92101', npi }, admin);
      if (res.body.optIn === null) {
        target = npi;
        break;
      }
    }
    expect(target).toBeDefined();
    const optIn = {
      NPI: target, SubmitterName: 'Pat Pharmacist', SubmitterEmail: 'pharmacist@rxsavvy.test', SubmitterAuthority: true,
      MinimumPayment: 6, OptOut: false, NotifyAboutFurtherOpportunities: false, AcceptTerms: true,
    };
    expect((await postJson('/api/pharmacy-portal', optIn, await bearer('pharmacist'))).status).toBeLessThan(300);
    const res = await getJson('/api/admin/pharmacy-explainer', { zip: '92101', npi: target! }, admin);
    expect(res.body.optIn).toEqual({ minimumPaymentOverNadac: 6, optedOut: false, verified: true, updatedAt: expect.any(String) });
  });

  it('pharmacy-explainer finds pharmacies by name and by NPI near a zip', async () => {
    const byName = await getJson('/api/admin/pharmacy-explainer', { zip: '92101', q: 'cvs' }, admin);
    expect(byName.body.matches.length).toBeGreaterThan(0);
    expect(byName.body.matches.every((m: { name: string; chain: string }) => /cvs/i.test(`${m.name} ${m.chain}`))).toBe(true);
    const npi = byName.body.matches[0].npi as string;
    const byNpi = await getJson('/api/admin/pharmacy-explainer', { zip: '92101', q: npi.slice(0, 10) }, admin);
    expect(byNpi.body.matches.map((m: { npi: string }) => m.npi)).toEqual([npi]);
  });

  it.each([
    ['/api/admin/price-explainer', { ...LISINOPRIL, drugName: 'Nosuchdrugzz' }, 404, 'drug_not_found'],
    ['/api/admin/price-explainer', { ...LISINOPRIL, zip: '1234' }, 400, 'invalid_input'],
    ['/api/admin/price-explainer', { ...LISINOPRIL, zip: '00000' }, 400, 'invalid_zip'],
    ['/api/admin/price-explainer', { ...LISINOPRIL, npi: '9999999999' }, 404, 'pharmacy_not_found'],
    ['/api/admin/price-explainer', { ...LISINOPRIL, qty: -1 }, 400, 'invalid_input'],
    ['/api/admin/price-explainer', { ...LISINOPRIL, drugName: 'x'.repeat(101) }, 400, 'invalid_input'],
    ['/api/admin/pharmacy-explainer', { zip: '92101', npi: '12345' }, 400, 'invalid_input'],
    ['/api/admin/pharmacy-explainer', { zip: '92101', q: 'x'.repeat(101) }, 400, 'invalid_input'],
    ['/api/admin/price-history', { ...LISINOPRIL, days: 0 }, 400, 'invalid_input'],
    ['/api/admin/claim-analysis', { from: '2026-11-05', to: '2026-11-01' }, 400, 'invalid_input'],
    ['/api/admin/claim-analysis', { from: '2026-01-01', to: '2026-11-01' }, 400, 'invalid_input'],
    ['/api/admin/claim-analysis', { from: "2026-11-01' OR 1=1", to: '2026-11-01' }, 400, 'invalid_input'],
  ])('%s %o -> %i %s', async (path, query, status, code) => {
    const res = await getJson(path, query, admin);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('price-history shows the snapshot a price request recorded today', async () => {
    expect((await getJson('/api/ecsdosage0', { ...LISINOPRIL, qty: 45 })).status).toBe(200);
    await expect
      .poll(async () => (await getJson('/api/admin/price-history', { ...LISINOPRIL, qty: 45 }, admin)).body.points.map((p: { date: string }) => p.date), { timeout: 5000 })
      .toContain(today());
    const res = await getJson('/api/admin/price-history', { ...LISINOPRIL, qty: 45 }, admin);
    expect(res.body.selected).toMatchObject({ drugName: 'Lisinopril', quantity: 45 });
    expect(res.body.points.at(-1).bestPrice).toBeGreaterThan(0);
  });

  it('claim-analysis counts a coupon view posted through POST /api/couponview', async () => {
    const before = (await getJson('/api/admin/claim-analysis', { from: today(), to: today() }, admin)).body;
    const { drugs: [row], selected } = (await getJson('/api/ecsdosage0', LISINOPRIL)).body;
    // As the results page makes it: the row's coupon with the engine's signature.
    const coupon = couponOfRow(row, selected);
    const posted = await fetch(apiUrl('/api/couponview'), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ coupon, memberId: row.memberId, PBM: row.pbm }),
    });
    expect(posted.status).toBe(201);
    const after = (await getJson('/api/admin/claim-analysis', { from: today(), to: today() }, admin)).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.perDay).toEqual([after.total]);
    const count = (rows: { name: string; total: number }[], name: string) => rows.find((r) => r.name === name)?.total ?? 0;
    expect(count(after.byDrug, 'Lisinopril')).toBe(count(before.byDrug, 'Lisinopril') + 1);
    expect(count(after.byPharmacy, row.pharmacyName)).toBe(count(before.byPharmacy, row.pharmacyName) + 1);
    expect(after.byPbm.reduce((a: number, r: { total: number }) => a + r.total, 0)).toBe(after.total);
  });
});
