import * as z from 'zod';

/** A field's OpenAPI description (`.meta(doc('…'))`), for the Coupon API's contracts. */
export const doc = (description: string) => ({ description });
/**
 * The claim codes of a Coupon API coupon, described for the OpenAPI document: its own file because
 * both the price routes' contracts (coupon-api.ts) and the basket's (basket.ts, which coupon-api.ts
 * imports) use it.
 */
export const couponApiCouponSchema = z.object({
  rxBin: z.string().meta(doc('BIN: the 6-digit number that routes the claim to the PBM; the pharmacist types it in.')),
  rxPcn: z.string().meta(doc('PCN: the processor control number of the claim.')),
  rxGroup: z.string().meta(doc('Group: the discount program\'s group number.')),
  memberId: z.string().meta(doc('Member ID of the coupon (shared by everyone who uses it; no personal data).')),
  servicePhone: z.string().meta({ description: 'Customer questions line of the PBM.' }),
  helpdeskPhone: z.string().meta({ description: 'Pharmacist help desk of the PBM.' }),
});
