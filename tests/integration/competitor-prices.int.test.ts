import { beforeAll, describe, expect, it } from 'vitest';
import { competitorObservations } from '../../functions/domain/catalog/competitor-repository';
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
});
