import { couponViewContract } from '../../../shared/contracts/messaging';
import { httpHandler, reply } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { recordCouponView } from '../../domain/analytics/coupon-views';
import { assertIssuedCoupon } from '../../domain/pricing/coupon-signature';

/** A visitor opens a handful of coupons; hundreds an hour from one IP is a script inflating counts. */
const VIEWS_PER_IP_PER_HOUR = 120;

/** rules#calls POST /api/couponview: counts only coupons the engine issued; the PBM is derived from rxBin on the server, whatever the caller says. */
export const handler = httpHandler(couponViewContract, async ({ body, sourceIp }) => {
  await assertIssuedCoupon(body.coupon);
  await enforceRateLimit({ action: 'couponView', subject: sourceIp, limit: VIEWS_PER_IP_PER_HOUR, windowSeconds: 3600 });
  await recordCouponView(body.coupon);
  return reply(201, { recorded: true as const });
});
