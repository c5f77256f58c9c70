import { couponSchema, type Coupon } from '../../../../shared/contracts/coupon';
import { COUPON_QUERY_KEYS, safeReturnPath } from '../../../../shared/coupon-link';

export interface CouponPageInput {
  /** Undefined when the query does not hold a valid coupon. */
  coupon?: Coupon;
  /** Where the back link goes: the results page when returnURL is on this site, else home. */
  backTo: string;
  gclid?: string;
}

/** rules#coupon-page: all of the coupon is in the query; nothing in it is trusted. */
export function readCouponQuery(query: URLSearchParams): CouponPageInput {
  const raw: Record<string, string> = {};
  for (const key of COUPON_QUERY_KEYS) {
    const value = query.get(key);
    if (key !== 'returnURL' && value !== null) raw[key] = value;
  }
  const parsed = couponSchema.safeParse(raw);
  const gclid = query.get('gclid')?.trim().slice(0, 200);
  return {
    ...(parsed.success ? { coupon: parsed.data } : {}),
    backTo: safeReturnPath(query.get('returnURL')) ?? '/',
    ...(gclid ? { gclid } : {}),
  };
}

/** 00093111210 -> 00093-1112-10 (the 5-4-2 form printed on pharmacy labels). */
export const formatNdc = (ndc: string): string => `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`;
