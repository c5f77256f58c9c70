import { describe, expect, it } from 'vitest';
import type { BasketPricedItem } from '../../../shared/contracts/basket';
import { addPrices, cheapestSplit, mailOrderPlan, pharmacyTotals, unpricedItems, type BasketStore, type ItemRows } from '../../../functions/domain/basket/totals';

const store = (npi: string, distance = 1): BasketStore => ({ npi, pharmacyName: `Pharmacy ${npi}`, chain: '', address: `${npi} Main St`, distance });
const item = (ndc: string, price: number): BasketPricedItem => ({
  ndc, price, priceBasis: 'Coupon', pbm: 'P', checkedAt: '2026-11-28T00:00:00.000Z', couponSig: `sig-${ndc}-${price}`,
  rxBin: '000000', rxPcn: 'X', rxGroup: 'G', memberId: 'M', servicePhone: '', helpdeskPhone: '',
});
const rows = (ndc: string, prices: Record<string, number>, distances: Record<string, number> = {}): ItemRows => ({
  ndc, rows: Object.entries(prices).map(([npi, price]) => ({ store: store(npi, distances[npi] ?? 1), item: item(ndc, price) })),
});

describe('basket arithmetic', () => {
  it('adds prices in cents, so a total is exactly the sum shown', () => {
    expect(addPrices([0.1, 0.2])).toBe(0.3);
    expect(addPrices([4.01, 11.53, 12.45])).toBe(27.99);
    expect(addPrices([])).toBe(0);
  });

  it('ranks the pharmacies that price every item by total, then those missing items, saying which', () => {
    const list = [rows('A', { p1: 10, p2: 8, p3: 5 }), rows('B', { p1: 5, p2: 9 }), rows('C', { p1: 1.1, p2: 1.2, p3: 1 })];
    const ranked = pharmacyTotals(list);
    expect(ranked.map((p) => [p.npi, p.total, p.missing])).toEqual([
      ['p1', 16.1, []],
      ['p2', 18.2, []],
      ['p3', 6, ['B']],
    ]);
    expect(ranked[0]!.items.map((i) => i.ndc), 'items keep the list order').toEqual(['A', 'B', 'C']);
  });

  it('breaks equal totals by distance, then NPI', () => {
    const ranked = pharmacyTotals([rows('A', { p9: 5, p1: 5, p5: 5 }, { p9: 0.5, p1: 2, p5: 2 })]);
    expect(ranked.map((p) => p.npi)).toEqual(['p9', 'p1', 'p5']);
  });

  it('splits the list at the cheapest pharmacy per item and says how much the extra trips save', () => {
    const list = [rows('A', { p1: 10, p2: 8 }), rows('B', { p1: 5, p2: 9 })];
    const split = cheapestSplit(list, pharmacyTotals(list));
    expect(split.items.map((i) => [i.ndc, i.npi, i.price])).toEqual([['A', 'p2', 8], ['B', 'p1', 5]]);
    expect(split.total).toBe(13);
    expect(split.saving, 'one stop is p1 at $15; the split is $13').toBe(2);
  });

  it('has no saving to report when no single pharmacy prices every item', () => {
    const list = [rows('A', { p1: 10 }), rows('B', { p2: 9 })];
    const split = cheapestSplit(list, pharmacyTotals(list));
    expect(split.total).toBe(19);
    expect(split.saving).toBeNull();
  });

  it('reports items nobody prices instead of dropping them (the split prices the rest)', () => {
    const list = [rows('A', { p1: 10 }), rows('B', {})];
    expect(unpricedItems(list)).toEqual(['B']);
    const ranked = pharmacyTotals(list);
    expect(ranked).toEqual([expect.objectContaining({ npi: 'p1', total: 10, missing: ['B'] })]);
    expect(cheapestSplit(list, ranked)).toMatchObject({ total: 10, saving: null });
  });

  it('offers mail order only from a service that mails every item, the cheapest of them', () => {
    expect(mailOrderPlan([rows('A', { m1: 10, m2: 12 }), rows('B', { m1: 20, m2: 15 })])).toMatchObject({ npi: 'm2', total: 27 });
    expect(mailOrderPlan([rows('A', { m1: 10 }), rows('B', { m2: 15 })])).toBeUndefined();
    expect(mailOrderPlan([rows('A', {})])).toBeUndefined();
  });
});
