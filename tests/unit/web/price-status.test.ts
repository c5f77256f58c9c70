import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PharmacyPrice } from '../../../shared/contracts/prices';
import { sortPharmacies, splitPharmacies } from '../../../web/src/features/search/pharmacies';
import { PharmacyRow } from '../../../web/src/features/search/PharmacyRow';
import { answeredNote, checkingNote, hasPricesOrChecking, ROW_STATUS_TEXT } from '../../../web/src/features/search/price-status';
import { FOLLOW_UP_DELAYS_MS, nextFollowUp } from '../../../web/src/features/search/use-follow-ups';
import { details, pharmacyPrice } from './search-fixtures';

/** A pharmacy of the priced set without a price (shared/contracts/prices.ts PRICE_STATUSES). */
function unpriced(priceStatus: 'checking' | 'unavailable', over: Partial<PharmacyPrice> = {}): PharmacyPrice {
  const { priceStatus: _p, price: _price, ucPrice: _u, priceBasis: _b, checkedAt: _c, pbm: _pbm, pbmId: _id, breakdown: _bd, couponSig: _s, rxBin: _1, rxPcn: _2, rxGroup: _3, memberId: _4, servicePhone: _5, helpdeskPhone: _6, ...where } = pharmacyPrice();
  return { ...where, priceStatus, price: null, ...over } as PharmacyPrice;
}

describe('rows without a price', () => {
  const list: PharmacyPrice[] = [
    pharmacyPrice({ pharmacyId: 'a', pharmacyName: 'Walgreens', price: 5, distance: 3.2 }),
    unpriced('checking', { pharmacyId: 'b', pharmacyName: 'Main St Drug', distance: 0.4 }),
    pharmacyPrice({ pharmacyId: 'c', pharmacyName: 'CVS Pharmacy', price: 6, distance: 1.25 }),
    unpriced('unavailable', { pharmacyId: 'd', pharmacyName: 'Vons Pharmacy', distance: 0.9 }),
  ];
  it('sort after every priced row by price (in the server order), and by distance like any other', () => {
    expect(sortPharmacies(list, 'price').map((p) => p.pharmacyId)).toEqual(['a', 'c', 'b', 'd']);
    expect(sortPharmacies(list, 'distance').map((p) => p.pharmacyId)).toEqual(['b', 'd', 'c', 'a']);
  });
  it('keep one entry per name: a priced row of the name wins over a row still being checked', () => {
    const rows = [pharmacyPrice({ pharmacyId: 'p', pharmacyName: 'CVS Pharmacy' }), unpriced('checking', { pharmacyId: 'q', pharmacyName: 'CVS Pharmacy' })];
    expect(splitPharmacies(rows, '').popular.map((p) => p.pharmacyId)).toEqual(['p']);
  });
  it('a checking row says so in words, keeps the place of the coupon button, and has no coupon link', () => {
    const html = renderToStaticMarkup(createElement(PharmacyRow, { price: list[1]!, details: details(), layout: 'desktop', returnURL: '/', now: 0 }));
    expect(html).toContain(ROW_STATUS_TEXT.checking.label);
    expect(html).toContain('MAIN ST DRUG');
    expect(html).toContain('0.40 mi away');
    expect(html, 'placeholders keep the row the height it will have with its price').toContain('pharmacy-row__action pharmacy-row__placeholder');
    expect(html).not.toContain('Get Coupon');
    const none = renderToStaticMarkup(createElement(PharmacyRow, { price: list[3]!, details: details(), layout: 'desktop', returnURL: '/', now: 0 }));
    expect(none).toContain(ROW_STATUS_TEXT.unavailable.label);
  });
  it('a page whose rows are all unavailable has no prices; one with a row still being checked has', () => {
    expect(hasPricesOrChecking({ drugs: [list[3]!] })).toBe(false);
    expect(hasPricesOrChecking({ drugs: [list[3]!, list[1]!] })).toBe(true);
  });
});

describe('following up an answer still being checked', () => {
  const asked = ['a', 'b', 'c'];
  it('asks again after 1, 2 and 4 s while PBMs are still being asked, then stops', () => {
    const checking = { providersChecking: ['c'] };
    expect(FOLLOW_UP_DELAYS_MS.map((_, i) => nextFollowUp(checking, i))).toEqual([1_000, 2_000, 4_000]);
    expect(nextFollowUp(checking, FOLLOW_UP_DELAYS_MS.length)).toBeUndefined();
    expect(nextFollowUp({ providersChecking: [] }, 0), 'a complete answer is not asked again').toBeUndefined();
    expect(nextFollowUp(undefined, 0)).toBeUndefined();
  });
  it('says how many pricing services answered, and the outcome once all have', () => {
    expect(checkingNote({ providersAsked: asked, providersAnswered: ['a', 'b'], providersChecking: ['c'] })).toBe(
      '2 of 3 pricing services have answered; 1 is still being checked. The list updates by itself.',
    );
    expect(checkingNote({ providersAsked: asked, providersAnswered: asked, providersChecking: [] })).toBeUndefined();
    expect(answeredNote({ providersAsked: asked, providersAnswered: asked })).toBe('All 3 pricing services have answered.');
    expect(answeredNote({ providersAsked: asked, providersAnswered: ['a'] })).toBe('1 of 3 pricing services answered.');
  });
});
