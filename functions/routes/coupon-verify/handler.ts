import { couponVerifyContract } from '../../../shared/contracts/messaging';
import { httpHandler } from '../../lib/http';
import { assertIssuedCoupon } from '../../domain/pricing/coupon-signature';

/**
 * The coupon page asks before it shows anything: 200 when every field is what the engine signed,
 * else 400 `invalid_coupon` (the page then shows its invalid-coupon state). One HMAC, no storage;
 * the public per-caller limit of lib/http.ts bounds it.
 */
export const handler = httpHandler(couponVerifyContract, async ({ body }) => {
  await assertIssuedCoupon(body.coupon);
  return { issued: true as const };
});
