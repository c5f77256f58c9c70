import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import type { PbmClient } from '../../../functions/domain/pricing/pbm-port';
import { tableEnvVar } from '../../../functions/tables/dynamodb';

/** When no PBM answers, the price route serves the last answer it saw, marked stale, never an empty page or a 5xx. */
let answering = true;
const breakdown = { referenceUnitCost: 0.1, pricingUnit: 'EA', quantity: 30, ingredientCost: 3, basis: 'MAC', dispensingFee: 2, adminFee: 2, total: 7, steps: [] };
const client = (index: number): PbmClient => ({
  pbm: pbmDirectory.list()[index]!,
  quote: async () => {
    if (!answering) throw Object.assign(new Error('503'), { reason: 'http' });
    return [{ npi: '1234567893', price: 10 + index, ucPrice: 40, breakdown }];
  },
  priceBuildUp: () => Promise.reject(new Error('not asked')),
  network: () => Promise.reject(new Error('not asked')),
});
vi.mock('../../../functions/domain/pricing/provider', () => ({ pbmClients: async () => [client(0), client(1)] }));

const ddb = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  for (const key of ['priceCache', 'priceHistory'] as const) vi.stubEnv(tableEnvVar(key), `test-${key}`);
  ddb.onAnyCommand().resolves({});
});
afterAll(() => {
  ddb.restore();
  vi.unstubAllEnvs();
});

describe('stale answers', () => {
  it('serves the last answer, marked stale, when no PBM answers after it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { priceAtPharmacies } = await import('../../../functions/domain/pricing/engine');
    const request = { ndc: '00000000001', quantity: 30, zipArea: '92101', pharmacies: [{ id: 'p', npi: '1234567893', name: 'CVS Pharmacy', chain: 'CVS' }] };
    const fresh = await priceAtPharmacies(request, { deadlineMs: 1_000 });
    expect(fresh).toMatchObject({ cached: false, providersAnswered: ['scriptsave', 'axe-north'] });
    expect(fresh.stale).toBeUndefined();

    vi.setSystemTime(Date.now() + 11 * 60_000); // past the 10-minute cache
    answering = false;
    const stale = await priceAtPharmacies(request, { deadlineMs: 1_000 });
    expect(stale).toMatchObject({ stale: true, cached: true, checkedAt: fresh.checkedAt });
    expect(stale.prices.map((p) => p.price)).toEqual(fresh.prices.map((p) => p.price));

    vi.setSystemTime(Date.now() + 25 * 3600_000); // a day later nothing is served as current
    const none = await priceAtPharmacies(request, { deadlineMs: 1_000 });
    expect(none).toMatchObject({ prices: [], providersAnswered: [] });
    expect(none.stale).toBeUndefined();
    vi.useRealTimers();
  });
});
