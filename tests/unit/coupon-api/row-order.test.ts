import { describe, expect, it } from 'vitest';
import { pricedFirst } from '../../../functions/domain/coupon-api/prices';

type Row = Parameters<typeof pricedFirst>[0][number];
const pharmacy = (npi: string) => ({ npi, pharmacyName: `P${npi}`, chain: '', address: '1 Main St, Town, CA 92101' });
const unpriced = (npi: string, priceStatus: 'checking' | 'unavailable') => ({ priceStatus, ...pharmacy(npi), priceCents: null }) as Row;
const priced = (npi: string, priceCents: number) => ({ priceStatus: 'priced', ...pharmacy(npi), priceCents }) as Row;

describe('Coupon API row order (the contracts: priced cheapest first, then checking, then unavailable)', () => {
  it('puts a late PBM\'s checking rows after every price, whatever order the quote had', () => {
    const rows = [unpriced('1', 'unavailable'), unpriced('2', 'checking'), priced('3', 900), priced('4', 450), priced('5', 450)];
    expect(pricedFirst(rows).map((r) => `${r.npi}:${r.priceStatus}`)).toEqual(['4:priced', '5:priced', '3:priced', '2:checking', '1:unavailable']);
  });
});
