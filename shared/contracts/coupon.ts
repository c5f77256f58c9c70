import * as z from 'zod';
import { ndcParam } from './common';

/**
 * rules#data-shapes "Coupon (carried in the query)": what the coupon page shows and what the e-mail, SMS
 * and coupon-view calls carry. Every field is bounded and shaped; `sig` is the pricing engine's
 * signature over the rest (functions/domain/pricing/coupon-signature.ts), and the routes that
 * repeat a coupon to a third party or count it require it.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const phoneText = z.string().trim().max(20).regex(/^[\d\s()+.-]*$/, 'a phone number may hold digits, spaces and ()+.- only');

export const couponSchema = z.object({
  pharmacyName: text(120),
  /** The coupon price in dollars (two decimals on screen). */
  price: z.coerce.number().nonnegative().max(100_000),
  /** Drug label name, e.g. 'Lisinopril' or 'Zestril'. */
  ln: text(100),
  /** Quantity as displayed, e.g. '30 tablets' or '1 inhaler (8.5 g)'. */
  qty: text(60),
  form: text(60),
  dosage: text(60),
  rxBin: z.string().trim().regex(/^\d{6}$/, 'rxBin must be 6 digits'),
  rxPcn: z.string().trim().regex(/^[A-Za-z0-9-]{1,20}$/, 'rxPcn must be letters and digits'),
  rxGroup: z.string().trim().regex(/^[A-Za-z0-9-]{1,20}$/, 'rxGroup must be letters and digits'),
  memberId: z.string().trim().regex(/^[A-Za-z0-9-]{1,30}$/, 'memberId must be letters and digits'),
  servicePhone: phoneText,
  helpdeskPhone: phoneText,
  /** The store's street address, as the price list showed it (signed with the rest; absent for mail order). */
  addr: z.string().trim().max(300).optional(),
  /** When the price was checked (ISO 8601, signed with the rest), so a message can say how fresh it is. */
  at: z.string().trim().max(40).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'at must be an ISO 8601 time').optional(),
  /**
   * The product (NDC, 11 digits) the price assumes, when the link names one: the coupon page's
   * "price at the counter" helper shows it. Signed with the rest, so a link cannot name another package.
   */
  nd: ndcParam.optional(),
  sig: z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, 'sig must be the coupon\'s signature').optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A coupon as the engine issued it: the e-mail, SMS and coupon-view routes take only these. */
export const issuedCouponSchema = couponSchema.extend({
  sig: z.string({ error: 'This coupon link is incomplete: open the coupon again from the price list.' })
    .trim().regex(/^[A-Za-z0-9_-]{43}$/, 'This coupon link is damaged: open the coupon again from the price list.'),
});

/** The secret that holds the coupon-signing key(s) (functions/lib/secrets.ts; `<NAME>_SECRET_ARN` in AWS). */
export const COUPON_SIGNING_KEY = 'COUPON_SIGNING_KEY';

export { couponHref } from '../coupon-link';
