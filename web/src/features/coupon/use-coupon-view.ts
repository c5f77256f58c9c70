import { useEffect, useRef } from 'react';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { pbmFromBin } from '../../../../shared/pbm';
import { useConfigQuery } from '../../api/config-endpoints';
import { COOKIES, readCookie, writeCookie } from '../../components/cookies';
import { appendCouponViewed, couponViewedEntry } from './coupons-viewed';
import { useCouponViewMutation } from './coupon-endpoints';

/**
 * Remembers the coupon in the CouponsViewed cookie, and records the view (POST /api/couponview)
 * only where the runtime config turns tracking on (rules#calls: the production host).
 */
export function useCouponView(coupon: Coupon | undefined, returnURL: string, gclid: string | undefined): void {
  const { data: config } = useConfigQuery();
  const [record] = useCouponViewMutation();
  const remembered = useRef(false);
  const recorded = useRef(false);

  useEffect(() => {
    if (!coupon || remembered.current) return;
    remembered.current = true;
    const value = appendCouponViewed(readCookie(COOKIES.couponsViewed.name), couponViewedEntry(coupon, new Date().toISOString().slice(0, 10)));
    writeCookie(COOKIES.couponsViewed.name, value, COOKIES.couponsViewed.days);
  }, [coupon]);

  useEffect(() => {
    // Only coupons the engine issued (signed) are counted; the server refuses the rest.
    if (!coupon?.sig || recorded.current || !config?.features.couponViewTracking) return;
    recorded.current = true;
    void record({ coupon: { ...coupon, sig: coupon.sig }, memberId: coupon.memberId, returnURL, ...(gclid ? { gclid } : {}), PBM: pbmFromBin(coupon.rxBin) });
  }, [coupon, config, record, returnURL, gclid]);
}
