import type { Coupon } from '../../../../shared/contracts/coupon';

/** rules#data-shapes, rules#constants: the CouponsViewed cookie: entries separated by three commas, at most 1000 characters. */
export const COUPONS_VIEWED_SEPARATOR = ',,,';
export const COUPONS_VIEWED_MAX_CHARS = 1000;

/** One entry: what was viewed, where and when (a separator inside a field would split it, so commas go). */
export function couponViewedEntry(coupon: Coupon, day: string): string {
  const clean = (value: string | number) => String(value).replace(/,/g, ' ').replace(/\|/g, '/').trim();
  return [coupon.ln, coupon.dosage, coupon.qty, coupon.pharmacyName, coupon.price.toFixed(2), day].map(clean).join('|');
}

/** The same coupon on the same pharmacy and price, whatever the day. */
const sameCoupon = (a: string, b: string) => a.split('|').slice(0, 5).join('|') === b.split('|').slice(0, 5).join('|');

/**
 * Appends the newest entry last (a repeat view moves to the end instead of duplicating), then
 * drops the oldest entries until the whole value fits in 1000 characters.
 */
export function appendCouponViewed(existing: string | undefined, entry: string): string {
  const entries = (existing ?? '').split(COUPONS_VIEWED_SEPARATOR).filter((e) => e !== '' && !sameCoupon(e, entry));
  entries.push(entry.slice(0, COUPONS_VIEWED_MAX_CHARS));
  while (entries.length > 1 && entries.join(COUPONS_VIEWED_SEPARATOR).length > COUPONS_VIEWED_MAX_CHARS) entries.shift();
  return entries.join(COUPONS_VIEWED_SEPARATOR);
}
