import type { Coupon } from '../../shared/contracts/coupon';
import { couponSigner, type CouponFields } from '../../functions/domain/pricing/coupon-signature';

/**
 * A coupon signed as the pricing engine signs it, with the key in this process's environment (the
 * local runtime's, through useRuntimeEnv; unit tests set COUPON_SIGNING_KEY themselves).
 */
export async function issue(coupon: CouponFields): Promise<Coupon & { sig: string }> {
  const sign = await couponSigner();
  return { ...coupon, sig: sign(coupon) };
}
