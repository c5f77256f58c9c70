import * as z from 'zod';

/** Building blocks shared by the API contracts: bounded, trimmed, never trusting the caller. */
export const drugNameParam = z.string().trim().min(1, 'a drug name is required').max(100, 'the drug name is too long');
// The search page shows its zip error card for any answer mentioning 'Zip Code' (rules#errors).
export const zipParam = z.string().trim().regex(/^\d{5}$/, 'Zip Code provided was invalid: the Zip code must be 5 digits');
export const gsnParam = z.string().trim().regex(/^\d{1,10}$/, 'gsn must be digits');
export const ndcParam = z.string().trim().regex(/^\d{11}$/, 'ndc must be 11 digits');
export const brandIndicatorParam = z.enum(['G', 'B']);
/** Query strings carry booleans as text. */
export const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const latParam = z.coerce.number().min(-90).max(90);
export const lonParam = z.coerce.number().min(-180).max(180);
/**
 * A quantity is "numeric with any step" (the spec), but a real fill: finite, at least 0.01 and at
 * most 3 decimals (8.5 g inhalers, 0.25 mL), so `1e-300` or `30.0000001` is not a new priced and
 * signed question each time. The price cache keys it by `quantityKey`.
 */
const MIN_QUANTITY = 0.01;
const hasAtMost3Decimals = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;
export const quantityNumber = () => z.coerce.number()
  .min(MIN_QUANTITY, `qty must be at least ${MIN_QUANTITY}`)
  .max(10_000, 'qty is too large')
  .refine(hasAtMost3Decimals, 'qty can have at most 3 decimals');
export const quantityParam = quantityNumber();
/** One spelling per quantity in cache keys (8.5, 8.50 and 8.5 + float noise are one question). */
export const quantityKey = (quantity: number): string => String(Math.round(quantity * 1000) / 1000);
/** Empty strings in a query mean "not given" (the web sends every key of the search state). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v), schema.optional());


/**
 * The drug a price answer is for, after the catalog resolved name, NDC and quantity: the site's
 * `selected` (contracts/prices.ts); the Coupon API's `drug` (contracts/coupon-api.ts) is the same
 * with the label as `name`.
 */
export const selectedDrugSchema = z.object({
  drugName: z.string(),
  brandGeneric: brandIndicatorParam,
  form: z.string(),
  strength: z.string(),
  gsn: z.string(),
  ndc: z.string(),
  quantity: z.number(),
  quantityToDisplay: z.string(),
});
export type SelectedDrug = z.infer<typeof selectedDrugSchema>;
