import * as z from 'zod';

/**
 * The claim codes of a Coupon API coupon, described for the OpenAPI document: its own file because
 * both the price routes' contracts (coupon-api.ts) and the basket's (basket.ts, which coupon-api.ts
 * imports) use it.
 */
const d = (description: string) => ({ description });

export const couponApiCouponSchema = z.object({
  rxBin: z.string().meta(d('BIN: the 6-digit number that routes the claim to the PBM; the pharmacist types it in.')),
  rxPcn: z.string().meta(d('PCN: the processor control number of the claim.')),
  rxGroup: z.string().meta(d('Group: the discount program\'s group number.')),
  memberId: z.string().meta(d('Member ID of the coupon (shared by everyone who uses it; no personal data).')),
  servicePhone: z.string().meta({ description: 'Customer questions line of the PBM.' }),
  helpdeskPhone: z.string().meta({ description: 'Pharmacist help desk of the PBM.' }),
});
