import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../shared/contracts/coupon';
import {
  appendCouponViewed, couponViewedEntry, COUPONS_VIEWED_MAX_CHARS, COUPONS_VIEWED_SEPARATOR,
} from '../../../web/src/features/coupon/coupons-viewed';

const coupon = (pharmacyName: string, price = 12.5): Coupon => ({
  pharmacyName, price, ln: 'Lisinopril', qty: '30 tablets', form: 'Tablet', dosage: '10 mg', rxBin: '610711', rxPcn: 'AX',
  rxGroup: 'RXS01', memberId: 'RXS123', servicePhone: '(800) 555-0100', helpdeskPhone: '(800) 555-0101',
});

describe('the CouponsViewed cookie (rules#constants)', () => {
  it('separates entries with three commas, newest last', () => {
    const one = appendCouponViewed(undefined, couponViewedEntry(coupon('CVS'), '2026-11-20'));
    const two = appendCouponViewed(one, couponViewedEntry(coupon('Kroger'), '2026-11-21'));
    expect(two.split(COUPONS_VIEWED_SEPARATOR)).toEqual([
      'Lisinopril|10 mg|30 tablets|CVS|12.50|2026-11-20',
      'Lisinopril|10 mg|30 tablets|Kroger|12.50|2026-11-21',
    ]);
  });

  it('moves a repeat view to the end instead of storing it twice', () => {
    let value = appendCouponViewed(undefined, couponViewedEntry(coupon('CVS'), '2026-11-20'));
    value = appendCouponViewed(value, couponViewedEntry(coupon('Kroger'), '2026-11-20'));
    value = appendCouponViewed(value, couponViewedEntry(coupon('CVS'), '2026-11-22'));
    expect(value.split(COUPONS_VIEWED_SEPARATOR).map((e) => e.split('|')[3])).toEqual(['Kroger', 'CVS']);
  });

  it('keeps at most 1000 characters by trimming the oldest entries', () => {
    let value = '';
    for (let i = 0; i < 40; i += 1) value = appendCouponViewed(value, couponViewedEntry(coupon(`Pharmacy ${i}`), '2026-11-22'));
    expect(value.length).toBeLessThanOrEqual(COUPONS_VIEWED_MAX_CHARS);
    const entries = value.split(COUPONS_VIEWED_SEPARATOR);
    expect(entries.at(-1)).toContain('Pharmacy 39|');
    expect(entries[0]).not.toContain('Pharmacy 0|');
    // one more entry would not have fitted
    const withOlder = [couponViewedEntry(coupon(`Pharmacy ${39 - entries.length}`), '2026-11-22'), ...entries].join(COUPONS_VIEWED_SEPARATOR);
    expect(withOlder.length).toBeGreaterThan(COUPONS_VIEWED_MAX_CHARS);
  });

  it('never lets a field smuggle in a separator', () => {
    const entry = couponViewedEntry(coupon('A,,,B|C'), '2026-11-22');
    expect(entry).not.toContain(',');
    expect(appendCouponViewed('', entry).split(COUPONS_VIEWED_SEPARATOR)).toHaveLength(1);
  });
});
