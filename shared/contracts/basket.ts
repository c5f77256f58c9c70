import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { couponCodesSchema } from './prices';
import { couponApiCouponSchema, doc as d } from './coupon-api-coupon';
import { ndcParam, quantityNumber } from './common';
import { emailParam, langParam, sentSchema } from './messaging';

/**
 * "My medicines" (issue 31 §1): a visitor's list of prescriptions priced together near a zip. The
 * list lives in the browser; it is sent (as a POST body, never in a URL or a log) only to be priced
 * or e-mailed. Each item's price is the drug page's price for that NDC, quantity and zip at that
 * pharmacy: the same engine, cache and signed coupon (functions/domain/basket/).
 */
export const BASKET_LIMITS = { maxItems: 10 } as const;

/** Which coupons an e-mailed list carries: the one pharmacy with the lowest total, the cheapest split, or mail order. */
export const BASKET_PLANS = ['one-pharmacy', 'split', 'mail-order'] as const;
export type BasketPlan = (typeof BASKET_PLANS)[number];

const zip = z.string().trim().regex(/^\d{5}$/, 'Zip Code provided was invalid: the Zip code must be 5 digits').meta(d('US zip code (5 digits).'));

const basketItemInput = z.object({
  ndc: ndcParam.meta(d('11-digit NDC of the product, as the formulation routes give it.')),
  // A JSON number (a string or `true` is refused, not coerced), within the price routes' quantity rule.
  qty: z.number('qty must be a number').refine((v) => quantityNumber().safeParse(v).success, 'qty must be 0.01 to 10,000 with at most 3 decimals').meta(d('Units per fill (tablets, mL or g; 0.01 to 10,000, at most 3 decimals).')),
});

/** 1 to 10 items, each NDC once (a second line for the same NDC is a mistake, not a second fill). */
const basketItems = z
  .array(basketItemInput)
  .min(1, 'the list needs at least one item')
  .max(BASKET_LIMITS.maxItems, `a list holds at most ${BASKET_LIMITS.maxItems} items`)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.ndc)) ctx.addIssue({ code: 'custom', path: [i, 'ndc'], message: `duplicate item: NDC ${item.ndc} is in the list twice` });
      seen.add(item.ndc);
    });
  })
  .meta(d('The prescriptions, 1 to 10, each NDC once.'));

export const basketBody = z.object({ zip, items: basketItems });

/** The drug of an item, as the catalog resolved its NDC and quantity. */
const basketItemDrug = z.object({
  ndc: z.string().meta(d('The NDC of the list item.')),
  qty: z.number().meta(d('Units per fill, as asked.')),
  drugName: z.string().meta(d('The drug label, e.g. "Lisinopril".')),
  form: z.string().meta(d('The dosage form, e.g. "Tablet".')),
  strength: z.string().meta(d('The strength, e.g. "20 mg".')),
  quantityToDisplay: z.string().meta(d('The quantity in words, e.g. "30 tablets".')),
  /** Pharmacies near the zip that price it (0: reported in `notPricedNearby`). */
  pharmaciesPricing: z.number().int().meta(d('Pharmacies near the zip that price it (0: it is listed in notPricedNearby).')),
});

/** An item's coupon at one pharmacy: the drug page's row for it (price, basis, claim codes, check time, signature). */
const pricedItem = couponCodesSchema.extend({
  ndc: z.string(),
  price: z.number(),
  priceBasis: z.enum(['Coupon', 'UC']),
  pbm: z.string(),
  /** When the price was checked (the coupon's `at`). */
  checkedAt: z.string(),
  couponSig: z.string(),
});
export type BasketPricedItem = z.infer<typeof pricedItem>;

const basketPharmacy = z.object({
  npi: z.string(),
  pharmacyName: z.string(),
  chain: z.string(),
  /** The coupon's `addr`. */
  address: z.string(),
  distance: z.number(),
  /** The sum of the items it prices (all of them when `missing` is empty). */
  total: z.number(),
  items: z.array(pricedItem),
  /** NDCs of the list it cannot price. */
  missing: z.array(z.string()),
});
export type BasketPharmacy = z.infer<typeof basketPharmacy>;

const splitItem = pricedItem.extend({ npi: z.string(), pharmacyName: z.string(), address: z.string(), distance: z.number() });

export const basketResponse = z.object({
  zip: z.string(),
  items: z.array(basketItemDrug),
  /** Pharmacies that price every item, cheapest total first; then those that miss some, fewest missing first, then cheapest. */
  pharmacies: z.array(basketPharmacy),
  /** The cheapest pharmacy for each item that any pharmacy near the zip prices. */
  cheapestSplit: z.object({
    total: z.number(),
    items: z.array(splitItem),
    /** How much less than the cheapest single pharmacy pricing every item (null when none does). */
    saving: z.number().nullable(),
  }),
  /** The mail-order service with the lowest total, when one prices every item. */
  mailOrder: z.object({ npi: z.string(), pharmacyName: z.string(), total: z.number(), items: z.array(pricedItem) }).optional(),
  /** NDCs no pharmacy near the zip prices (yet: see `checking`). */
  notPricedNearby: z.array(z.string()),
  /** Some PBMs are still being asked: asking again in a few seconds may price more. */
  checking: z.boolean(),
});
export type BasketAnswer = z.infer<typeof basketResponse>;

/** POST /api/basket: the list priced near a zip. */
export const basketContract = defineContract({
  ...API_ROUTES['basket'],
  body: basketBody,
  response: basketResponse,
});

/**
 * POST /api/basket/email: one e-mail with every coupon of the list's cheapest plan (the coupon
 * e-mail's limits and rules), in the language of the page it was asked from (`lang`, as the coupon e-mail).
 */
export const basketEmailContract = defineContract({
  ...API_ROUTES['basket-email'],
  body: basketBody.extend({ receiverEmail: emailParam, plan: z.enum(BASKET_PLANS).default('one-pharmacy'), lang: langParam }),
  response: sentSchema,
});

// ── The Coupon API's basket (money in integer cents, as every /v1 answer) ──

const cents = z.number().int().nonnegative().meta(d('Money in integer US cents (1234 = $12.34).'));
const v1Item = z.object({
  ndc: z.string().meta(d('The NDC of the list item.')),
  priceCents: cents,
  priceBasis: z.enum(['Coupon', 'UC']).meta(d("'UC' when the pharmacy's own retail price is below every coupon.")),
  pbm: z.string().meta(d('The PBM whose coupon gives this price.')),
  coupon: couponApiCouponSchema.meta(d('The claim codes to show at the pharmacy.')),
  checkedAt: z.string().meta({ description: 'ISO 8601 date-time in UTC.', format: 'date-time' }),
  couponSig: z.string().meta(d("The site's signature of this coupon (the same as the price routes give). It covers the item's NDC: a coupon page link made from it carries that NDC as `nd`, and a link with another NDC, or none, is refused.")),
});
const v1Pharmacy = z.object({
  npi: z.string().meta(d("The pharmacy's 10-digit National Provider Identifier.")),
  pharmacyName: z.string().meta(d("The pharmacy's name as shown to patients.")),
  chain: z.string().meta(d('Empty for an independent pharmacy.')),
  address: z.string().meta(d('Street, city, state and zip of the pharmacy.')),
  distanceMiles: z.number().meta(d('Distance from the zip, in miles.')),
  totalCents: cents.meta(d('The sum of the items this pharmacy prices.')),
  items: z.array(v1Item).meta(d('Each item this pharmacy prices, with its coupon.')),
  missing: z.array(z.string()).meta(d('NDCs of the list this pharmacy cannot price (empty: it prices every item).')),
});

export const couponApiBasketContract = defineContract({
  ...API_ROUTES['coupon-api-basket'],
  body: basketBody,
  response: z.object({
    zip: z.string().meta(d('The zip code priced around.')),
    items: z.array(basketItemDrug).meta(d('Each item as the catalog resolved it, with how many nearby pharmacies price it.')),
    pharmacies: z.array(v1Pharmacy).meta(d('Pharmacies within 50 miles that price every item, cheapest total first; then those that miss some, fewest missing first.')),
    cheapestSplit: z.object({
      totalCents: cents.meta(d('The sum of the cheapest price of every item that is priced nearby.')),
      savingCents: cents.nullable().meta(d('How much less than the cheapest single pharmacy that prices every item; null when none does.')),
      items: z.array(v1Item.extend({
        npi: z.string().meta(d("The NPI of the pharmacy cheapest for this item.")),
        pharmacyName: z.string().meta(d('Its name as shown to patients.')),
        address: z.string().meta(d('Its street, city, state and zip.')),
        distanceMiles: z.number().meta(d('Its distance from the zip, in miles.')),
      })).meta(d('Each item at the pharmacy cheapest for it.')),
    }).meta(d('The cheapest pharmacy for each item.')),
    mailOrder: z.object({
      npi: z.string().meta(d("The mail-order service's NPI.")),
      pharmacyName: z.string().meta(d("The mail-order service's name.")),
      totalCents: cents.meta(d('The sum of every item by mail.')),
      items: z.array(v1Item).meta(d('Each item by mail.')),
    }).optional()
      .meta(d('The mail-order service with the lowest total, when one prices every item.')),
    notPricedNearby: z.array(z.string()).meta(d('NDCs no pharmacy near the zip prices: reported, never dropped.')),
    checking: z.boolean().meta(d('Some PBMs missed the deadline and are being asked again: the same request in a few seconds may price more.')),
  }),
});
