import { describe, expect, it } from 'vitest';
import { GENERAL_DISCOUNT_COUPON } from '../../../shared/pbm';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { errorCardFor } from '../../../web/src/features/search/error-card';
import { pharmacyMatchesFilter, splitPharmacies } from '../../../web/src/features/search/pharmacies';
import { chartPoints, checkedAgo, costPlusPrice, otherSupplyQuantity } from '../../../web/src/features/search/price-facts';
import { details, pharmacyPrice } from './search-fixtures';

describe('pharmacy filter and lists (rules#states, rules#validation)', () => {
  it("'CVS' also matches 'CVS inside Target'; other names match exactly, ignoring case", () => {
    expect(pharmacyMatchesFilter('CVS inside Target', 'CVS')).toBe(true);
    expect(pharmacyMatchesFilter('CVS Pharmacy', 'cvs')).toBe(true);
    expect(pharmacyMatchesFilter('CVS inside Target', 'Walgreens')).toBe(false);
    expect(pharmacyMatchesFilter('walgreens', 'Walgreens')).toBe(true);
    expect(pharmacyMatchesFilter('Walgreens Express', 'Walgreens')).toBe(false);
    expect(pharmacyMatchesFilter('Anything', '')).toBe(true);
  });
  it('splits popular and unpopular, one entry per name (the cheapest first one)', () => {
    const prices = [
      pharmacyPrice({ pharmacyId: 'a', pharmacyName: 'CVS inside Target', isPopular: false, price: 4 }),
      pharmacyPrice({ pharmacyId: 'b', pharmacyName: 'Walgreens', isPopular: true, price: 5 }),
      pharmacyPrice({ pharmacyId: 'c', pharmacyName: 'CVS inside Target', isPopular: true, price: 6 }),
      pharmacyPrice({ pharmacyId: 'd', pharmacyName: 'walgreens', isPopular: true, price: 7 }),
      pharmacyPrice({ pharmacyId: 'e', pharmacyName: 'Main St Drug', isPopular: false, price: 8 }),
    ];
    const all = splitPharmacies(prices, '');
    expect(all.popular.map((p) => p.pharmacyId)).toEqual(['b', 'c']);
    expect(all.unpopular.map((p) => p.pharmacyId)).toEqual(['e']);
    const cvs = splitPharmacies(prices, 'CVS');
    expect(cvs.popular.map((p) => p.pharmacyId)).toEqual(['c']);
    expect(cvs.unpopular).toEqual([]);
  });
});

describe('error card (rules#errors)', () => {
  it('maps answers to the catalogue', () => {
    expect(errorCardFor({ kind: 'http', status: 400, data: { error: { code: 'invalid_zip', message: 'Zip Code 00000 was not found.' } } })?.heading).toBe('Zip Code Provided Was Invalid');
    expect(errorCardFor({ kind: 'http', status: 404, data: { error: { code: 'drug_not_found', message: 'Drug name not found: X' } } })?.heading).toBe('Drug Name Not Found');
    expect(errorCardFor({ kind: 'http', status: 500, data: undefined })?.kind).toBe('noBody');
    expect(errorCardFor({ kind: 'http', status: 500, data: '' })?.heading).toBe('Server Returned an Error');
    expect(errorCardFor({ kind: 'timeout', status: 0 })?.heading).toBe('No Response from Server');
    expect(errorCardFor({ kind: 'network', status: 0 })?.heading).toBe('No Response from Server');
    expect(errorCardFor({ kind: 'http', status: 503, data: { error: { code: 'x', message: 'busy' } } })?.heading).toBe('Error');
  });
  it('ignores cancelled requests and keeps patient-notice warnings', () => {
    expect(errorCardFor({ kind: 'cancelled', status: 0 })).toBeUndefined();
    expect(errorCardFor({ name: 'AbortError', message: 'Aborted' })).toBeUndefined();
    const warning = { leftText: 'A generic exists', buttonText: 'See', buttonHref: '/Lisinopril' };
    const withExtra = { ...warning, leftText: 'Extra field', extra: 1 };
    const card = errorCardFor({ kind: 'http', status: 400, data: { error: { message: 'Zip Code bad' }, patientNoticeWarnings: [warning, { bad: 1 }, null, 'x', withExtra] } });
    expect(card?.warnings).toEqual([warning, { ...warning, leftText: 'Extra field' }]);
  });
  it('shows the pricing engine’s own ScriptSave codes as the general discount coupon', () => {
    const scriptSave = pbmDirectory.byId('scriptsave')!;
    expect(GENERAL_DISCOUNT_COUPON).toEqual({
      rxBin: '006053', rxPcn: 'MSC', rxGroup: 'RX2002', memberId: scriptSave.memberId, customerPhone: scriptSave.servicePhone, pharmacistPhone: scriptSave.helpdeskPhone,
    });
    expect(scriptSave.rxBin).toBe('006053');
  });
});

describe('price facts', () => {
  const at = Date.parse('2026-11-22T10:00:00.000Z');
  it('says when a price was checked', () => {
    const iso = new Date(at).toISOString();
    expect(checkedAgo(iso, at + 20_000)).toBe('checked just now');
    expect(checkedAgo(iso, at + 3 * 60_000 + 5_000)).toBe('checked 3 min ago');
    expect(checkedAgo(iso, at + 2 * 3_600_000)).toBe('checked 2 h ago');
    expect(checkedAgo(iso, at + 26 * 3_600_000)).toBe('checked 1 day ago');
    expect(checkedAgo('not a date', at)).toBe('');
  });
  it('cost-plus = cost + 15% + the pharmacy fee', () => {
    expect(costPlusPrice(10, 2.25)).toBe(13.75);
    expect(costPlusPrice(0.9, 2.25)).toBe(3.29);
  });
  it('pairs a 30-day supply with a 90-day one when both are listed', () => {
    expect(otherSupplyQuantity(details())).toBe(90);
    const d = details();
    expect(otherSupplyQuantity({ ...d, selected: { ...d.selected, quantity: 90 } })).toBe(30);
    expect(otherSupplyQuantity({ ...d, selected: { ...d.selected, quantity: 60 } })).toBeUndefined();
    expect(otherSupplyQuantity(details('packaged'))).toBeUndefined();
  });
  it('draws the cheapest price lowest, oldest on the left', () => {
    expect(chartPoints([{ bestPrice: 10, medianPrice: 12 }, { bestPrice: 8, medianPrice: 12 }], 'bestPrice')).toBe('8.0,60.0 312.0,112.0');
    expect(chartPoints([], 'bestPrice')).toBe('');
  });
});
