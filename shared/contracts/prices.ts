import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { BRAND } from '../brand';
import {
  booleanParam, brandIndicatorParam, drugNameParam, gsnParam, latParam, lonParam, ndcParam, optional, quantityParam, selectedDrugSchema, zipParam,
} from './common';
import { openedAsSchema } from './drugs';
import { PRICED_SET } from '../priced-set';

/** rules#data-shapes "Highlighted item or warning": used for patient-notice warnings and alternatives. */
export const highlightSchema = z.object({ leftText: z.string(), buttonText: z.string(), buttonHref: z.string() });
export type Highlight = z.infer<typeof highlightSchema>;

/** How a PBM built its price, step by step (admin price explainer, consumer "why this price"). */
export const priceBreakdownSchema = z.object({
  referenceUnitCost: z.number(),
  pricingUnit: z.string(),
  quantity: z.number(),
  ingredientCost: z.number(),
  basis: z.string(),
  dispensingFee: z.number(),
  adminFee: z.number(),
  total: z.number(),
  steps: z.array(z.string()),
});

export const couponCodesSchema = z.object({
  rxBin: z.string(),
  rxPcn: z.string(),
  rxGroup: z.string(),
  memberId: z.string(),
  servicePhone: z.string(),
  helpdeskPhone: z.string(),
});

/**
 * Where a row's retail (U&C) price comes from: observed at the pharmacy (with the date and the
 * source), or modelled (an estimate: the page labels it "estimated retail price" and never shows it
 * as the pharmacy's posted price).
 */
export const ucPriceSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('modelled') }),
  z.object({ kind: z.literal('observed'), asOf: z.string(), source: z.string() }),
]);
export type UcPriceSourceShown = z.infer<typeof ucPriceSourceSchema>;

/** Which page of the priced set (1 = the nearest `PRICED_SET.pageSize` pharmacies). */
export const pageParam = z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(PRICED_SET.maxPage, `page must be ${PRICED_SET.maxPage} or less`);

/**
 * Where a row of the priced set stands: `priced` (a PBM quoted it: the row has its price and coupon),
 * `checking` (no price yet, and a PBM that may quote it has not answered: a completion is asking it
 * again, and asking for the same page again shortly gives the completed answer), `unavailable` (no PBM
 * quotes it: every PBM asked answered, or was asked again and still failed, and none has it in network).
 */
export const PRICE_STATUSES = ['priced', 'checking', 'unavailable'] as const;
export type PriceStatus = (typeof PRICE_STATUSES)[number];

/** The pharmacy of a row, priced or not. */
const pharmacyFields = {
  pharmacyName: z.string(),
  pharmacyId: z.string(),
  npi: z.string(),
  chain: z.string(),
  isPopular: z.boolean(),
  ln: z.string(),
  distance: z.number(),
  address: z.string(),
  /** The pharmacy's own phone from NPPES, '' when the directory has none. */
  phone: z.string(),
  /** Where the pharmacy is, for the map of the price list. */
  lat: z.number(),
  lon: z.number(),
  /** Where that point comes from: 'address' (the building) or 'zip' (the zip code's centre only, so `distance` is approximate). */
  geo: z.enum(['address', 'zip']),
};

/** rules#data-shapes "Drug details" drugs[] + "Drug price item", plus when and by whom each price was quoted. */
export const pricedPharmacySchema = couponCodesSchema.extend({
  priceStatus: z.literal('priced'),
  ...pharmacyFields,
  price: z.number(),
  ucPrice: z.number(),
  /** Whether `ucPrice` was observed or modelled (a PBM that does not say counts as modelled). */
  ucPriceSource: ucPriceSourceSchema,
  /** 'UC' = the pharmacy's own retail price is lower than any coupon: shown as 'Retail Price'. */
  priceBasis: z.enum(['Coupon', 'UC']),
  checkedAt: z.string(),
  pbm: z.string(),
  pbmId: z.string(),
  breakdown: priceBreakdownSchema,
  /** The engine's signature over the coupon this row makes (name, price, label and `selected`'s quantity, form and strength). */
  couponSig: z.string(),
});
export type PricedPharmacyPrice = z.infer<typeof pricedPharmacySchema>;

/** A pharmacy of the priced set without a price: still being checked, or no PBM quotes it (PRICE_STATUSES). */
export const unpricedPharmacySchema = z.object({
  priceStatus: z.enum(['checking', 'unavailable']),
  ...pharmacyFields,
  price: z.null(),
});

/** A row of the price list: every pharmacy of the priced set, priced rows first (cheapest first), then checking, then unavailable (nearest first). */
export const pharmacyPriceSchema = z.discriminatedUnion('priceStatus', [pricedPharmacySchema, unpricedPharmacySchema]);
export type PharmacyPrice = z.infer<typeof pharmacyPriceSchema>;

export const nameOptionSchema = z.object({ drugName: z.string(), brandGeneric: brandIndicatorParam, isSelected: z.boolean() });
export const formOptionSchema = z.object({ form: z.string(), gsn: z.string(), ndc: z.string(), isSelected: z.boolean() });
export const dosageOptionSchema = z.object({
  strength: z.string(),
  gsn: z.string(),
  ndc: z.string(),
  dosageQuantity: z.number(),
  commonQty: z.number(),
  isSelected: z.boolean(),
});
/** `quantity` 0 with label 'Custom' is the spec's Custom option, always last. */
export const quantityOptionSchema = z.object({
  gsn: z.string(),
  quantity: z.number(),
  quantityLabel: z.string(),
  quantityToDisplay: z.string(),
  ranking: z.number(),
  isSelected: z.boolean(),
});

export const referenceCostSchema = z.object({
  ndc: z.string(),
  unitCost: z.number(),
  pricingUnit: z.string(),
  effectiveDate: z.string(),
  /** unitCost × the selected quantity, exact to the cent. */
  quantityCost: z.number(),
  /** "NADAC (CMS), week of 2026-04-29" and a page about NADAC, when the cost is NADAC's. */
  sourceLabel: z.string().optional(),
  sourceUrl: z.string().optional(),
});

export const drugDetailsQuerySchema = z.object({
  drugName: drugNameParam,
  zip: optional(zipParam),
  lat: optional(latParam),
  long: optional(lonParam),
  brandIndicator: optional(brandIndicatorParam),
  gsn: optional(gsnParam),
  ndc: optional(ndcParam),
  qty: optional(quantityParam),
  popularOnly: optional(booleanParam),
  /** Comma-separated PBM ids to ask (default: all twelve). */
  APIs: optional(z.string().max(200).regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/i, 'APIs must be a comma-separated list of PBM ids')),
  Source: optional(z.enum(['web', 'webm'])),
  /** Ours: which page of the priced set (PRICED_SET), default 1; the answer's `nextPage` names the next one. */
  page: optional(pageParam),
});

export const drugDetailsSchema = z.object({
  drugs: z.array(pharmacyPriceSchema),
  names: z.array(nameOptionSchema),
  forms: z.array(formOptionSchema),
  dosages: z.array(dosageOptionSchema),
  packageAwareQuantities: z.array(quantityOptionSchema),
  alternatives: z.array(highlightSchema),
  patientNoticeWarnings: z.array(highlightSchema),
  responseDescription: z.string(),
  selected: selectedDrugSchema,
  referenceCost: referenceCostSchema.nullable(),
  zip: z.string(),
  /** The zip's town, for "Prices near San Diego, CA 92101"; absent when the zip table has no name for it. */
  place: z.object({ city: z.string(), state: z.string() }).optional(),
  location: z.object({ lat: z.number(), lon: z.number() }),
  /** The PBMs asked, and those that answered with prices: "11 of 12 pricing services answered". */
  providersAsked: z.array(z.string()),
  providersAnswered: z.array(z.string()),
  /**
   * The PBMs whose answer is still expected: they missed the deadline (or their circuit breaker was
   * open) and a completion is asking them again. While it is not empty some rows are `checking`, and
   * the same request a moment later gives the completed answer.
   */
  providersChecking: z.array(z.string()),
  /** The page of the priced set this answer lists, its size, and the next page (null: no more pharmacies within the radius). */
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
  checkedAt: z.string(),
  /** No PBM answered in time: the prices are the last ones seen, each with its own checkedAt. */
  stale: z.boolean().optional(),
  /** The label shown is not the one asked for (Lipitor opens Atorvastatin): say so on the page. */
  openedAs: openedAsSchema.optional(),
});
export type DrugDetails = z.infer<typeof drugDetailsSchema>;

/** rules#calls GET /api/ecsdosage0: the search page's drug details and prices (cancellable). */
export const drugDetailsContract = defineContract({
  ...API_ROUTES['drug-details'],
  query: drugDetailsQuerySchema,
  response: drugDetailsSchema,
});

/**
 * A mail-order service's shipping as the PBM states it: cost per order and delivery in business
 * days; `source.kind` 'modelled' is an estimate, and the page says so.
 */
export const mailShippingSchema = z.object({
  costUsd: z.number(),
  minBusinessDays: z.number().int(),
  maxBusinessDays: z.number().int(),
  source: ucPriceSourceSchema,
});
export type MailShipping = z.infer<typeof mailShippingSchema>;

/** rules#data-shapes "Mail order coupon". */
export const mailOrderCouponSchema = z.object({
  pharmacyName: z.string(),
  drugName: z.string(),
  price: z.number(),
  pharmacistQuestionsPhoneNumber: z.string(),
  customerQuestionsPhoneNumber: z.string(),
  rxBin: z.string(),
  rxPCN: z.string(),
  memberID: z.string(),
  rxGroup: z.string(),
  checkedAt: z.string(),
  pbm: z.string(),
  /** The coupon this row makes, as the engine signs it (the page shows the same quantity, form and strength). */
  qty: z.string(),
  form: z.string(),
  dosage: z.string(),
  couponSig: z.string(),
  /** Ours: what a prescriber needs to e-prescribe to the service (its NPI, address and phone; phone '' when unknown). */
  pharmacyNpi: z.string(),
  pharmacyAddress: z.string(),
  pharmacyPhone: z.string(),
  /** Ours: shipping where the PBM states it (absent: it did not say). */
  shipping: mailShippingSchema.optional(),
});

export const mailOrderPricingContract = defineContract({
  ...API_ROUTES['mail-order-pricing'],
  query: z.object({
    Quantity: quantityParam,
    GSN: optional(gsnParam),
    NDC: ndcParam,
    DrugName: drugNameParam,
    BrandIndicator: optional(brandIndicatorParam),
  }),
  response: z.object({
    pricingServiceResponse: z.object({ coupons: z.array(mailOrderCouponSchema) }),
    /** Ours: the mail-order pharmacies without a coupon, and why (PRICE_STATUSES): every one asked is in the answer. */
    unpriced: z.array(z.object({ pharmacyName: z.string(), priceStatus: z.enum(['checking', 'unavailable']) })),
    providersAsked: z.array(z.string()),
    providersAnswered: z.array(z.string()),
    /** As the drug details' `providersChecking`: asked again, the same request gives the completed answer. */
    providersChecking: z.array(z.string()),
  }),
});

/** rules#data-shapes "Price comparison row"; the {product} column is keyed by the brand's product name. */
export const comparisonRowSchema = couponCodesSchema.extend({
  pharmacy: z.string(),
  [BRAND.product]: z.number(),
  goodRx: z.number(),
  goodRxScreenshot: z.string(),
  goodRxURL: z.string(),
  goodRxObservedAt: z.string(),
  ln: z.string(),
  qtyToDisplay: z.string(),
  form: z.string(),
  dosage: z.string(),
  couponSig: z.string(),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const priceComparisonContract = defineContract({
  ...API_ROUTES['price-comparison'],
  query: z.object({ drugName: drugNameParam }),
  response: z.object({ data: z.object({ prices: z.array(comparisonRowSchema) }) }),
});

/** rules#calls GET /api/ecsipapi0: the visitor's zip guessed from CloudFront's viewer headers. */
export const ipZipContract = defineContract({
  ...API_ROUTES['ip-zip'],
  query: z.object({}).passthrough(),
  response: z.object({ zip: z.string(), source: z.enum(['viewer', 'default']) }),
});

/** One day of the pricing engine's snapshots near a zip: the lowest and median price, and how many pharmacies. */
export const pricePointSchema = z.object({ date: z.string(), bestPrice: z.number(), medianPrice: z.number(), pharmacies: z.number() });

export const priceHistoryContract = defineContract({
  ...API_ROUTES['price-history'],
  query: z.object({ ndc: ndcParam, qty: quantityParam, zip: zipParam, days: optional(z.coerce.number().int().min(1).max(365)) }),
  response: z.object({
    points: z.array(pricePointSchema),
  }),
});
