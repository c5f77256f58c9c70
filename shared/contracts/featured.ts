import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { FEATURED_DRUGS } from '../featured-drugs';
import { optional, zipParam } from './common';

export { FEATURED_DRUGS };

/** One Featured Savings card: the drug page's default formulation priced near the zip. */
export const featuredSavingSchema = z.object({
  /** The generic label, also the card's link target (/{drugName}). */
  drugName: z.string(),
  /** The brand the generic replaces, e.g. 'Viagra'. */
  brandName: z.string(),
  form: z.string(),
  strength: z.string(),
  /** Pack as displayed, e.g. '30 tablets' or '1 inhaler (8.5 g)'. */
  pack: z.string(),
  ndc: z.string(),
  quantity: z.number(),
  /** The lowest coupon price near the zip. */
  price: z.number(),
  /** The typical retail (usual and customary) price near the zip: the median over the pharmacies priced. */
  retailPrice: z.number(),
  /** rules#validation savings percent of price against retailPrice; 0 when there is no saving. */
  savingsPercent: z.number().int().min(0).max(100),
  pharmacyName: z.string(),
  pharmacies: z.number().int(),
  checkedAt: z.string(),
});
export type FeaturedSaving = z.infer<typeof featuredSavingSchema>;

/** GET /api/featured-savings: the six Featured Savings cards, computed by the pricing engine. */
export const featuredSavingsContract = defineContract({
  ...API_ROUTES['featured-savings'],
  query: z.object({ zip: optional(zipParam) }),
  response: z.object({ zip: z.string(), savings: z.array(featuredSavingSchema).max(FEATURED_DRUGS.length) }),
});
