import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { drugNameParam, ndcParam, optional, quantityParam, zipParam } from './common';
import { drugSummarySchema, priceRangeSchema, referenceCostRowSchema, strengthParam } from './tools';

/** Prices, pharmacies, competitor comparisons and payment programs for the iRxSavvy tools. */
export const pbmIdParam = z.string().trim().regex(/^[a-z0-9-]{2,40}$/, 'pbm must be a PBM id such as scriptsave');
export const priceParam = z.coerce.number().positive('the price must be above 0').max(100_000, 'the price is too large');

const drugAt = { drugName: drugNameParam, strength: optional(strengthParam), qty: optional(quantityParam) };

export const pricesQuerySchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('reference'), ...drugAt }),
  z.object({ view: z.literal('expected'), ...drugAt, zip: optional(zipParam) }),
  z.object({ view: z.literal('pbm-ndc'), ndc: ndcParam, pbm: pbmIdParam, qty: optional(quantityParam), zip: optional(zipParam) }),
  z.object({ view: z.literal('all-pbms'), ...drugAt, zip: optional(zipParam) }),
  z.object({ view: z.literal('judge'), ...drugAt, zip: optional(zipParam), price: priceParam }),
  z.object({ view: z.literal('equivalent-fills'), drugName: drugNameParam, strength: optional(strengthParam), zip: optional(zipParam) }),
  z.object({ view: z.literal('payment-options'), ...drugAt, zip: optional(zipParam) }),
  z.object({ view: z.literal('pbms') }),
]);

export const pbmQuoteSchema = z.object({
  pbmId: z.string(),
  pbm: z.string(),
  status: z.enum(['priced', 'out-of-network', 'no-answer']),
  price: z.number().nullable(),
  basis: z.string().nullable(),
  reason: z.string().nullable(),
});

export const fillOptionSchema = z.object({
  label: z.string(),
  strength: z.string(),
  unitsPerDose: z.number(),
  days: z.number(),
  quantity: z.number(),
  quantityToDisplay: z.string(),
  bestPrice: z.number().nullable(),
  perDay: z.number().nullable(),
  needsSplitting: z.boolean(),
});

export const paymentOptionSchema = z.object({
  way: z.string(),
  price: z.number().nullable(),
  detail: z.string(),
  href: z.string().nullable(),
});

export const pricesResponseSchema = z.object({
  drug: drugSummarySchema.optional(),
  referenceCosts: z.array(referenceCostRowSchema).optional(),
  priceRange: priceRangeSchema.nullable().optional(),
  referenceCost: referenceCostRowSchema.nullable().optional(),
  pbmNdc: z.object({
    pbmId: z.string(), pbm: z.string(), ndc: z.string(), label: z.string(), strength: z.string(), quantity: z.number(), zip: z.string(),
    pharmacies: z.array(z.object({ name: z.string(), distance: z.number(), price: z.number() })),
    answered: z.boolean(),
  }).optional(),
  pharmacy: z.object({ name: z.string(), address: z.string(), distance: z.number() }).optional(),
  selection: z.object({ label: z.string(), strength: z.string(), quantity: z.number(), quantityToDisplay: z.string(), ndc: z.string() }).optional(),
  quotes: z.array(pbmQuoteSchema).optional(),
  verdict: z.object({ rating: z.enum(['good', 'fair', 'high']), summary: z.string(), quoted: z.number() }).optional(),
  fills: z.array(fillOptionSchema).optional(),
  paymentOptions: z.array(paymentOptionSchema).optional(),
  pbms: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  zip: z.string().optional(),
});
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

export const toolsPricesContract = defineContract({
  ...API_ROUTES['tools-prices'],
  query: pricesQuerySchema,
  response: pricesResponseSchema,
});

export const pharmaciesQuerySchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('search'), q: z.string().trim().min(2, 'enter at least 2 letters of a pharmacy name or chain').max(80) }),
  z.object({ view: z.literal('nearby'), zip: zipParam, radius: optional(z.coerce.number().int().min(1).max(50)) }),
  z.object({ view: z.literal('mail-order'), drugName: optional(drugNameParam), strength: optional(strengthParam), qty: optional(quantityParam) }),
  z.object({ view: z.literal('pbm-mail-order'), drugName: drugNameParam, strength: optional(strengthParam), qty: optional(quantityParam) }),
]);

export const pharmacyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  chain: z.string(),
  address: z.string(),
  phone: z.string(),
  distance: z.number().nullable(),
  lat: z.number(),
  lon: z.number(),
  mailOrder: z.boolean(),
  sample: z.boolean(),
});

export const pharmaciesResponseSchema = z.object({
  pharmacies: z.array(pharmacyRowSchema).optional(),
  zip: z.string().optional(),
  selection: z.object({ label: z.string(), strength: z.string(), quantity: z.number(), quantityToDisplay: z.string(), ndc: z.string() }).optional(),
  mailOrderPrices: z.array(z.object({ pharmacy: z.string(), pbm: z.string(), price: z.number() })).optional(),
  byPbm: z.array(z.object({ pbmId: z.string(), pbm: z.string(), answered: z.boolean(), options: z.array(z.object({ pharmacy: z.string(), price: z.number() })) })).optional(),
});
export type PharmaciesResponse = z.infer<typeof pharmaciesResponseSchema>;

export const toolsPharmaciesContract = defineContract({
  ...API_ROUTES['tools-pharmacies'],
  query: pharmaciesQuerySchema,
  response: pharmaciesResponseSchema,
});

export const competitorParam = z.enum(['goodrx', 'optum', 'all']);

export const toolsComparisonsContract = defineContract({
  ...API_ROUTES['tools-comparisons'],
  query: z.object({ drugName: drugNameParam, competitor: competitorParam }),
  response: z.object({
    drug: drugSummarySchema,
    observations: z.array(z.object({
      competitor: z.string(), label: z.string(), strength: z.string(), form: z.string(), quantityToDisplay: z.string(), chain: z.string(),
      price: z.number(), observedAt: z.string(), sourceUrl: z.string(), sample: z.boolean(),
    })),
  }),
});

export const toolsProgramsContract = defineContract({
  ...API_ROUTES['tools-programs'],
  query: z.discriminatedUnion('view', [
    z.object({ view: z.literal('manufacturer'), drugName: drugNameParam }),
    z.object({ view: z.literal('charities'), drugName: optional(drugNameParam) }),
  ]),
  response: z.object({
    drug: drugSummarySchema.optional(),
    programs: z.array(z.object({ brand: z.string(), manufacturer: z.string(), copayUrl: z.string(), assistanceName: z.string(), assistanceUrl: z.string() })).optional(),
    charities: z.array(z.object({ name: z.string(), url: z.string(), helpsWith: z.string(), scope: z.enum(['any-drug', 'disease-funds', 'medicare']) })).optional(),
    note: z.string(),
  }),
});
