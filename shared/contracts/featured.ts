import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { FEATURED_DRUGS } from '../featured-drugs';
import { optional, zipParam } from './common';
import { ucPriceSourceSchema } from './prices';

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
  /** Whether retailPrice was observed or modelled; absent on cards stored before it was recorded (shown as an estimate). */
  retailPriceSource: ucPriceSourceSchema.optional(),
  /** rules#validation savings percent of price against retailPrice; 0 when there is no saving. */
  savingsPercent: z.number().int().min(0).max(100),
  pharmacyName: z.string(),
  pharmacies: z.number().int(),
  /** When the PBMs gave this price (each card keeps its own: a card that could not be refreshed keeps its last good one). */
  checkedAt: z.string(),
  /** The zip this card was priced near (the default zip where no pharmacy is within the radius). */
  pricedNear: z.string(),
});
export type FeaturedSaving = z.infer<typeof featuredSavingSchema>;

const featuredSavingsAnswerSchema = z.object({
  /** The zip asked for (the default zip when none). */
  zip: z.string(),
  /** The zip whose cards these are: the zip asked for, or the nearest zip with cards while the zip's own are computed. */
  pricedNear: z.string(),
  savings: z.array(featuredSavingSchema).max(FEATURED_DRUGS.length),
  /** This zip's own cards are being computed (within minutes): ask again. */
  pending: z.boolean(),
});
export type FeaturedSavingsAnswer = z.infer<typeof featuredSavingsAnswerSchema>;

/**
 * GET /api/featured-savings: the six Featured Savings cards, read from what the
 * featured-savings-refresh job computed ahead of the request.
 */
export const featuredSavingsContract = defineContract({
  ...API_ROUTES['featured-savings'],
  query: z.object({ zip: optional(zipParam) }),
  response: featuredSavingsAnswerSchema,
});
