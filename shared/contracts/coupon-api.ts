import * as z from 'zod';
import { couponApiCouponSchema, doc as d } from './coupon-api-coupon';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { brandIndicatorParam, drugNameParam, ndcParam, quantityNumber, selectedDrugSchema } from './common';
import { PRICED_SET } from '../priced-set';
import { pageParam, ucPriceSourceSchema } from './prices';
import { couponApiBasketContract } from './basket';

/**
 * The Coupon API (`/v1/...`, an `x-api-key` per API customer). Field names are stable and
 * camelCase; dates are ISO 8601 (UTC); money is integer US cents (`priceCents: 1234` = $12.34),
 * so API customers never round floating-point dollars. The OpenAPI document is generated from these
 * schemas (functions/domain/coupon-api/openapi.ts): the `.meta({ description })` texts are the docs.
 */
const cents = z.number().int().nonnegative().meta({ description: 'Money in integer US cents (1234 = $12.34).' });
const isoDate = z.string().meta({ description: 'ISO 8601 date-time in UTC.', format: 'date-time' });
const quantity = quantityNumber().meta({ description: 'Units per fill (tablets, mL or g; at least 0.01, at most 3 decimals); default: the most common quantity.' });
const zip = z.string().trim().regex(/^\d{5}$/, 'zip must be 5 digits').meta({ description: 'US zip code (5 digits).' });
const npi = z.string().regex(/^\d{10}$/, 'each NPI must be 10 digits');

export const COUPON_API_LIMITS = { searchMax: 10, popularMax: 50, npisMax: 50 } as const;

/** How long API Gateway caches the API key authorizer's answer: a revoked key stops within this. */
export const AUTHORIZER_CACHE_SECONDS = 60;

/** The drug a price answer is for: the site's selected drug, its label as `name` (the fields keep their order in the OpenAPI document). */
/** Field descriptions shared by the answers that describe a formulation. */
const FORMULATION_FIELDS = {
  gsn: z.string().meta(d('Generic sequence number: the formulation (ingredient, form and strength), whoever makes it.')),
  ndc: z.string().meta(d('11-digit National Drug Code of the product priced.')),
  form: z.string().meta(d('Dosage form, e.g. "Tablet", "Inhaler".')),
  strength: z.string().meta(d('Strength as printed, e.g. "20 mg", "90 mcg/actuation".')),
};

export const couponApiDrugSchema = z.object({
  name: z.string().meta(d('The drug label priced, e.g. "Lisinopril" or "Zestril".')),
  ...selectedDrugSchema.omit({ drugName: true }).shape,
  ...FORMULATION_FIELDS,
  quantity: z.number().meta(d('Units priced (tablets, mL or g).')),
  quantityToDisplay: z.string().meta(d('The quantity as a pharmacy says it, e.g. "30 tablets" or "1 inhaler (200 doses)".')),
  brandGeneric: brandIndicatorParam.meta({ description: 'G = generic, B = brand.' }),
});

/** The pharmacy of a price row, priced or not. */
const pharmacyFields = {
  npi: z.string().meta(d('The pharmacy\'s 10-digit National Provider Identifier.')),
  pharmacyName: z.string().meta(d('The pharmacy\'s name as shown to patients.')),
  chain: z.string().meta(d('The chain the pharmacy belongs to; empty for an independent pharmacy.')),
  address: z.string().meta(d('Street, city, state and zip of the pharmacy; mail-order pharmacies give their own.')),
};

/** A pharmacy with a price: the best coupon there (or its own retail price, when lower). */
export const couponApiPricedSchema = z.object({
  priceStatus: z.literal('priced').meta({ description: "'priced': a PBM quoted this pharmacy; the row has its price and coupon." }),
  ...pharmacyFields,
  priceCents: cents,
  retailPriceCents: cents.meta({ description: "The pharmacy's usual and customary price in cents." }),
  retailPriceSource: ucPriceSourceSchema.meta({
    description: "Where retailPriceCents comes from: 'observed' at the pharmacy (with asOf and source), or 'modelled' (an estimate, not the pharmacy's posted price).",
  }),
  priceBasis: z.enum(['Coupon', 'UC']).meta({ description: "'UC' when the pharmacy's own retail price is below every coupon." }),
  pbm: z.string().meta({ description: 'The pharmacy benefit manager whose coupon gives this price.' }),
  coupon: couponApiCouponSchema.meta(d('The claim codes to show at the pharmacy.')),
  checkedAt: isoDate,
});

/** A pharmacy asked about that has no price (yet). */
export const couponApiUnpricedSchema = z.object({
  priceStatus: z.enum(['checking', 'unavailable']).meta({
    description:
      "'checking': no price yet, and a PBM that may quote this pharmacy missed the deadline; it is being asked again, and the same request a few seconds later "
      + "gives the completed answer (see providersChecking). 'unavailable': no PBM quotes this pharmacy (every PBM answered, or was asked again and still failed).",
  }),
  ...pharmacyFields,
  priceCents: z.null().meta({ description: 'No price: see priceStatus.' }),
});

/** Every pharmacy asked about is a row, priced or not (`priceStatus` tells which shape it has). */
export const couponApiPriceSchema = z.discriminatedUnion('priceStatus', [couponApiPricedSchema, couponApiUnpricedSchema]);

const answerMeta = {
  checkedAt: isoDate,
  providersAsked: z.array(z.string()).meta({ description: 'The PBMs asked.' }),
  providersAnswered: z.array(z.string()).meta({ description: 'The PBMs that answered with prices, in time or since (their quotes are in this answer).' }),
  providersChecking: z.array(z.string()).meta({
    description: 'PBMs that missed the deadline and are being asked again: while this is not empty some rows are `checking`; ask again in a few seconds for the completed answer.',
  }),
};

const priceQuery = {
  drugName: drugNameParam.meta({ description: 'A drug label as returned by /v1/drugs/search, e.g. "Lisinopril".' }),
  ndc: ndcParam.optional().meta({ description: '11-digit NDC of the formulation; default: the first formulation of the label.' }),
  quantity: quantity.optional(),
};

export const couponApiDrugSearchContract = defineContract({
  ...API_ROUTES['coupon-api-drug-search'],
  query: z.object({
    q: drugNameParam.meta({ description: 'What the user typed so far (1 character or more).' }),
    limit: z.coerce.number().int().min(1).max(COUPON_API_LIMITS.searchMax).optional().meta({ description: 'How many names (1 to 10, default 10).' }),
  }),
  response: z.object({ names: z.array(z.string()).max(COUPON_API_LIMITS.searchMax).meta(d('Drug label names that start with or contain q, best match first.')) }),
});

export const couponApiPopularDrugsContract = defineContract({
  ...API_ROUTES['coupon-api-popular-drugs'],
  query: z.object({
    limit: z.coerce.number().int().min(1).max(COUPON_API_LIMITS.popularMax).optional().meta({ description: 'How many drugs (1 to 50, default 20).' }),
  }),
  response: z.object({
    drugs: z.array(z.object({
      name: z.string().meta(d('The drug label, as /v1/prices takes it.')),
      brandName: z.string().meta(d('Its best-known brand name; empty when none is sold.')),
      drugClass: z.string().meta(d('Its therapeutic class, e.g. "Statin"; empty when not classified.')),
      rank: z.number().int().meta(d('1 = the most prescribed.')),
    })).meta(d('The most prescribed drugs, most prescribed first.')),
  }),
});

export const couponApiDrugFormulationsContract = defineContract({
  ...API_ROUTES['coupon-api-drug-formulations'],
  query: z.object({ drugName: priceQuery.drugName }),
  response: z.object({
    drugName: z.string().meta(d('The label these formulations belong to.')),
    brandGeneric: brandIndicatorParam.meta(d('G = generic, B = brand.')),
    relatedLabels: z.array(z.string()).meta(d('The same drug under its other labels (the brand of a generic, the generic of a brand).')),
    formulations: z.array(
      z.object({
        ...FORMULATION_FIELDS,
        soldInAPackage: z.boolean().meta(d('Sold in whole packages (inhalers, pens, tubes): quantities count packages\' contents.')),
        quantities: z.array(z.object({
          quantity: z.number().meta(d('Units (tablets, mL or g) to pass as quantity to the price routes.')),
          quantityLabel: z.string().meta(d('The quantity\'s label, e.g. "30 tablets".')),
          quantityToDisplay: z.string().meta(d('The quantity as a pharmacy says it.')),
        })).meta(d('The package quantities usually dispensed, smallest first.')),
      }),
    ).meta(d('Every form and strength of the label, each with its NDC and package quantities.')),
  }),
});

export const couponApiPricesNearContract = defineContract({
  ...API_ROUTES['coupon-api-prices-near'],
  query: z.object({
    ...priceQuery,
    zip,
    popularOnly: z.enum(['true', 'false']).optional().meta({ description: 'Only the large chains (of the page\'s pharmacies).' }),
    page: pageParam.optional().meta({
      description: `Which ${PRICED_SET.pageSize} pharmacies: page 1 (the default) is the ${PRICED_SET.pageSize} nearest within the radius, page 2 the next ${PRICED_SET.pageSize}, up to ${PRICED_SET.maxPage}.`,
    }),
  }),
  response: z.object({
    drug: couponApiDrugSchema.meta(d('The drug, strength and quantity priced.')),
    zip: z.string().meta(d('The zip code the distances are measured from.')),
    radiusMiles: z.number().meta(d('Pharmacies within this many miles are included.')),
    page: z.number().int().meta({ description: 'The page of pharmacies this answer prices.' }),
    pageSize: z.number().int().meta({ description: 'Pharmacies per page.' }),
    nextPage: z.number().int().nullable().meta({ description: 'The next page to ask for, or null when no more pharmacies are within the radius.' }),
    ...answerMeta,
    prices: z
      .array(z.discriminatedUnion('priceStatus', [
        couponApiPricedSchema.extend({ distanceMiles: z.number().meta(d('Miles from the zip code to the pharmacy.')) }),
        couponApiUnpricedSchema.extend({ distanceMiles: z.number().meta(d('Miles from the zip code to the pharmacy.')) }),
      ]))
      .meta({ description: "One row per pharmacy of the page, whatever answered in time: priced rows first (cheapest first), then 'checking', then 'unavailable' (nearest first)." }),
  }),
});

export const couponApiPricesAtPharmaciesContract = defineContract({
  ...API_ROUTES['coupon-api-prices-at-pharmacies'],
  query: z.object({
    ...priceQuery,
    npis: z
      .string()
      .max(11 * COUPON_API_LIMITS.npisMax)
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
      .pipe(z.array(npi).min(1, 'give at least one NPI').max(COUPON_API_LIMITS.npisMax, `at most ${COUPON_API_LIMITS.npisMax} NPIs`))
      .meta({ description: 'Comma-separated pharmacy NPIs (10 digits each), 1 to 50.' }),
  }),
  response: z.object({
    drug: couponApiDrugSchema.meta(d('The drug, strength and quantity priced.')),
    ...answerMeta,
    prices: z.array(couponApiPriceSchema).meta({ description: "One row per known NPI: priced rows first (cheapest first), then 'checking', then 'unavailable'." }),
    unknownNpis: z.array(z.string()).meta({ description: 'NPIs that are not in the pharmacy directory.' }),
  }),
});

export const couponApiMailOrderPricesContract = defineContract({
  ...API_ROUTES['coupon-api-mail-order-prices'],
  query: z.object(priceQuery),
  response: z.object({
    drug: couponApiDrugSchema.meta(d('The drug, strength and quantity priced.')),
    ...answerMeta,
    prices: z.array(couponApiPriceSchema).meta({ description: "One row per mail-order pharmacy: priced rows first (cheapest first), then 'checking', then 'unavailable'." }),
  }),
});

/** Every keyed Coupon API route, in the order the reference lists them. */
export const couponApiContracts = [
  couponApiDrugSearchContract,
  couponApiPopularDrugsContract,
  couponApiDrugFormulationsContract,
  couponApiPricesNearContract,
  couponApiPricesAtPharmaciesContract,
  couponApiMailOrderPricesContract,
  couponApiBasketContract,
] as const;

/** GET /v1/openapi.json: the OpenAPI 3.1 document (public, cacheable). */
export const openapiContract = defineContract({
  ...API_ROUTES['openapi'],
  response: z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }).loose(), paths: z.record(z.string(), z.unknown()) }).loose(),
});

export const REVENUE_MODELS = ['passThrough', 'share95'] as const;
export type RevenueModel = (typeof REVENUE_MODELS)[number];
