import { describe, expect, it } from 'vitest';
import { bestPerPharmacy } from '../../../functions/domain/pricing/best-price';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { PbmError, type PbmQuote } from '../../../functions/domain/pricing/pbm-port';
import { httpPbmClient } from '../../../functions/domain/pricing/provider';

/**
 * A cash (U&C) price says where it comes from, from the PBM's answer to the row: observed (with
 * its date and source) or modelled; and the PBMs are told each pharmacy's company.
 */
const PBM = pbmDirectory.list()[0]!;
const breakdown = { referenceUnitCost: 0.1, pricingUnit: 'EA', quantity: 30, ingredientCost: 3, basis: 'MAC', dispensingFee: 2, adminFee: 2, total: 7, steps: ['…'] };
const OBSERVED = { kind: 'observed', asOf: '2026-11-20', source: "the pharmacy's posted cash price list" } as const;

function answering(quotes: unknown[], seen: unknown[] = []): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    seen.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ breakdown, quotes, pricedAt: '2026-11-27T00:00:00Z' }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}
const signal = new AbortController().signal;
const request = { ndc: '00000000001', quantity: 30, pharmacies: [{ npi: '1234567893', chain: 'Ralphs', parent: 'Kroger' }, { npi: '1982736450', chain: 'Independent', parent: '' }] };

describe('the cash price source, through the PBM port', () => {
  it("sends each pharmacy's company and reads each quote's cash-price source (observed, modelled, or not said)", async () => {
    const seen: unknown[] = [];
    const client = httpPbmClient(PBM, 'http://pbm.test', answering([
      { npi: '1234567893', price: 9, ucPrice: 30, ucPriceSource: OBSERVED },
      { npi: '1982736450', price: 9, ucPrice: 30, ucPriceSource: { kind: 'modelled' } },
      { npi: '1111111111', price: 9, ucPrice: 30 },
    ], seen));
    const quotes = await client.quote(request, signal);
    expect((seen[0] as typeof request).pharmacies).toEqual(request.pharmacies);
    expect(quotes.map((q) => q.ucPriceSource)).toEqual([OBSERVED, { kind: 'modelled' }, undefined]);
  });

  it('refuses an answer whose cash-price source is neither observed nor modelled, or observed without a date', async () => {
    for (const source of [{ kind: 'guessed' }, { kind: 'observed', source: 'x' }]) {
      const client = httpPbmClient(PBM, 'http://pbm.test', answering([{ npi: '1234567893', price: 9, ucPrice: 30, ucPriceSource: source }]));
      await expect(client.quote(request, signal)).rejects.toBeInstanceOf(PbmError);
    }
  });

  it('keeps the source on the best price, whether the coupon or the cash price wins', () => {
    const quotes: PbmQuote[] = [
      { npi: '1', price: 9, ucPrice: 30, ucPriceSource: OBSERVED, breakdown },
      { npi: '2', price: 12, ucPrice: 8, ucPriceSource: { kind: 'modelled' }, breakdown },
      { npi: '3', price: 12, ucPrice: 20, breakdown },
    ];
    const best = bestPerPharmacy(new Map([[PBM.id, quotes]]), [{ pbm: PBM }], '2026-11-27T00:00:00.000Z');
    expect(best.find((b) => b.npi === '1')).toMatchObject({ priceBasis: 'Coupon', ucPriceSource: OBSERVED });
    expect(best.find((b) => b.npi === '2')).toMatchObject({ priceBasis: 'UC', price: 8, ucPriceSource: { kind: 'modelled' } });
    expect(best.find((b) => b.npi === '3')!.ucPriceSource).toBeUndefined();
  });
});
