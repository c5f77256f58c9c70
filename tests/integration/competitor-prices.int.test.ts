import { beforeAll, describe, expect, it } from 'vitest';
import { competitorObservations } from '../../functions/domain/catalog/competitor-repository';
import { importCompetitorPrices } from '../../functions/domain/catalog/importers/competitor-prices';
import { getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { VALID_OBSERVATION } from '../support/competitor-observation';
import { bearer } from '../support/tokens';

const PATH = '/api/admin/competitor-observations';
describe('recording competitor observations (admin only)', () => {
  beforeAll(() => useRuntimeEnv());

  it('stores an admin observation with its date and source, and the comparison page shows it beside our live price', async () => {
    const res = await postJson(PATH, VALID_OBSERVATION, await bearer('admin'));
    expect(res.status).toBe(200);
    expect(res.body.observation).toMatchObject({ competitor: 'GoodRx', ndc: VALID_OBSERVATION.ndc, chain: 'CVS', price: 14.27, observedAt: '2026-10-20', recordedBy: 'admin' });
    const stored = await competitorObservations('Lisinopril');
    expect(stored.some((o) => o.price === 14.27 && o.sourceUrl === VALID_OBSERVATION.sourceUrl)).toBe(true);
    const page = await getJson('/api/goodrx-price-comparison', { drugName: 'Lisinopril' });
    expect(page.status).toBe(200);
    for (const row of page.body.data.prices) {
      expect(row.goodRxObservedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.goodRxURL).toMatch(/^https:\/\//);
    }
    expect(page.body.data.prices.find((r: { pharmacy: string }) => r.pharmacy === 'CVS')?.goodRx).toBe(14.27);
  });

  it('refuses anyone but an admin', async () => {
    expect((await postJson(PATH, VALID_OBSERVATION)).status).toBe(401);
    expect((await postJson(PATH, VALID_OBSERVATION, await bearer('pharmacist'))).status).toBe(403);
  });

  it.each([
    ['no body', undefined],
    ['an unknown competitor', { ...VALID_OBSERVATION, competitor: 'Nobody' }],
    ['a price of 0', { ...VALID_OBSERVATION, price: 0 }],
    ['a price as text', { ...VALID_OBSERVATION, price: '12' }],
    ['a made-up date', { ...VALID_OBSERVATION, observedAt: '2026-13-45' }],
    ['a future date', { ...VALID_OBSERVATION, observedAt: '2099-01-01' }],
    ['an http source', { ...VALID_OBSERVATION, sourceUrl: 'http://www.goodrx.com/x' }],
    ['a script source', { ...VALID_OBSERVATION, sourceUrl: 'javascript:alert(1)' }],
    ['an oversized drug name', { ...VALID_OBSERVATION, drugName: 'x'.repeat(500) }],
    ['an NDC of another drug', { ...VALID_OBSERVATION, ndc: '00000000000' }],
    ['an unknown drug', { ...VALID_OBSERVATION, drugName: "Robert'); DROP TABLE drugs;--" }],
    ['an unknown chain', { ...VALID_OBSERVATION, chain: 'Acme Drugs' }],
    ['an outside screenshot', { ...VALID_OBSERVATION, screenshot: 'https://evil.example/x.png' }],
  ])('answers %s with 400 and stores nothing', async (_name, body) => {
    const before = (await competitorObservations('Lisinopril')).length;
    const res = await postJson(PATH, body, await bearer('admin'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await competitorObservations('Lisinopril')).length).toBe(before);
  });

  it('imports observations from a file: good rows stored as from a file, bad rows reported by line and skipped', async () => {
    const o = VALID_OBSERVATION;
    const csv = [
      'competitor,drug_name,ndc,quantity,chain,price,observed_at,source_url,screenshot',
      `GoodRx,Lisinopril,${o.ndc},30,Walgreens,9.87,2026-10-21,https://www.goodrx.com/lisinopril,`,
      `GoodRx,Lisinopril,${o.ndc},30,Walgreens,-1,2026-10-21,https://www.goodrx.com/lisinopril,`,
      `GoodRx,Lisinopril,00000000000,30,Walgreens,9.87,2026-10-21,https://www.goodrx.com/lisinopril,`,
      `GoodRx,Lisinopril,${o.ndc},30,Walgreens,9.87,2026-10-21,ftp://x,`,
      'GoodRx,"broken',
    ].join('\n');
    const report = await importCompetitorPrices(csv, new Date('2026-11-01T00:00:00Z'));
    expect(report).toMatchObject({ loaded: 1, unknown: 1, malformed: 3 });
    expect(report.problems.join(' ')).toMatch(/line 3: price/);
    expect(report.problems.join(' ')).toMatch(/line 4: NDC 00000000000 is not a formulation/);
    const stored = (await competitorObservations('Lisinopril')).find((x) => x.chain === 'Walgreens' && x.observedAt === '2026-10-21');
    expect(stored).toMatchObject({ price: 9.87, recordedBy: 'file', sourceUrl: 'https://www.goodrx.com/lisinopril' });
  });
});
