import { describe, expect, it, vi } from 'vitest';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import type { PbmClient, QuoteRequest } from '../../../functions/domain/pricing/pbm-port';

/** The PBMs contract with a pharmacy's company: the engine tells them which company each banner belongs to. */
const asked: QuoteRequest[] = [];
const breakdown = { referenceUnitCost: 0.1, pricingUnit: 'EA', quantity: 30, ingredientCost: 3, basis: 'MAC', dispensingFee: 2, adminFee: 2, total: 7, steps: [] };
const client: PbmClient = {
  pbm: pbmDirectory.list()[0]!,
  quote: async (request) => {
    asked.push(request);
    return request.pharmacies.map((p) => ({ npi: p.npi, price: 10, ucPrice: 40, breakdown }));
  },
  priceBuildUp: () => Promise.reject(new Error('not asked')),
  network: () => Promise.reject(new Error('not asked')),
};
vi.mock('../../../functions/domain/pricing/provider', () => ({ pbmClients: async () => [client] }));

describe('the price request to the PBMs', () => {
  it("carries each pharmacy's banner and parent company", async () => {
    const { priceAtPharmacies } = await import('../../../functions/domain/pricing/engine');
    const pharmacies = [
      { id: 'a', npi: '1457890134', name: 'Ralphs Pharmacy', chain: 'Ralphs', parent: 'Kroger' },
      { id: 'b', npi: '1982736468', name: 'Duane Reade', chain: 'Duane Reade', parent: 'Walgreens' },
      { id: 'c', npi: '1679012348', name: 'Corner Drug', chain: 'Independent', parent: '' },
    ];
    await priceAtPharmacies({ ndc: '00000000001', quantity: 30, zipArea: '90012', pharmacies }, { useCache: false, deadlineMs: 1_000 });
    expect(asked.at(-1)!.pharmacies).toEqual(pharmacies.map(({ npi, chain, parent }) => ({ npi, chain, parent })));
  });
});
