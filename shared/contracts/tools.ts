import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { brandIndicatorParam, drugNameParam, optional, zipParam } from './common';

/**
 * The iRxSavvy lookup tools' API: one route per data domain, each with a `view`
 * naming the question, validated per view. Drug-info, classes and ingredients live here;
 * prices, pharmacies, comparisons and programs in tools-prices.ts; codes and status in tools-codes.ts.
 */
export const strengthParam = z.string().trim().min(1).max(40, 'strength is too long');
export const classNameParam = z.string().trim().min(1, 'a drug class is required').max(120, 'the class name is too long');
export const ingredientParam = z.string().trim().min(2, 'an ingredient is required').max(100, 'the ingredient is too long');

export const drugSummarySchema = z.object({
  id: z.string(),
  generic: z.string(),
  brand: z.string(),
  drugClass: z.string(),
  ingredients: z.array(z.string()),
  rx: z.enum(['Rx', 'OTC']),
  labels: z.array(z.object({ name: z.string(), brandGeneric: brandIndicatorParam })),
});
export type DrugSummary = z.infer<typeof drugSummarySchema>;

export const formulationRowSchema = z.object({
  label: z.string(),
  brandGeneric: brandIndicatorParam,
  form: z.string(),
  strength: z.string(),
  ndc: z.string(),
  gsn: z.string(),
  labeler: z.string(),
  rxcui: z.string().nullable(),
  packages: z.array(z.string()),
  soldInAPackage: z.boolean(),
});
export type FormulationRow = z.infer<typeof formulationRowSchema>;

export const labelerRowSchema = z.object({
  name: z.string(),
  role: z.enum(['manufacturer', 'repackager']),
  labelerCode: z.string(),
  labels: z.array(z.string()),
  ndcs: z.array(z.string()),
});

export const priceRangeSchema = z.object({
  zip: z.string(),
  label: z.string(),
  strength: z.string(),
  quantityToDisplay: z.string(),
  quantity: z.number(),
  low: z.number(),
  median: z.number(),
  high: z.number(),
  pharmacies: z.number(),
  checkedAt: z.string(),
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const referenceCostRowSchema = z.object({
  label: z.string(),
  strength: z.string(),
  form: z.string(),
  ndc: z.string(),
  unitCost: z.number(),
  pricingUnit: z.string(),
  quantity: z.number(),
  quantityToDisplay: z.string(),
  quantityCost: z.number(),
  effectiveDate: z.string(),
  source: z.enum(['seed', 'NADAC']),
  /** The NADAC week the cost is from ("NADAC (CMS), week of …"). */
  asOf: z.string().optional(),
});
export type ReferenceCostRow = z.infer<typeof referenceCostRowSchema>;

export const medGuideSchema = z.object({
  hasGuide: z.boolean(),
  warnings: z.array(z.string()),
  indexUrl: z.string(),
});

export const drugInfoQuerySchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('formulations'), drugName: drugNameParam }),
  z.object({ view: z.literal('all'), drugName: drugNameParam, zip: optional(zipParam) }),
  z.object({ view: z.literal('ndcs'), drugName: drugNameParam }),
  z.object({ view: z.literal('labelers'), drugName: drugNameParam }),
  z.object({ view: z.literal('medguide'), drugName: drugNameParam }),
  z.object({ view: z.literal('pill-split'), drugName: drugNameParam, strength: optional(strengthParam), zip: optional(zipParam) }),
]);

export const pillSplitRowSchema = z.object({
  label: z.string(),
  form: z.string(),
  strength: z.string(),
  splittable: z.boolean(),
  reasons: z.array(z.string()),
  /** Splitting this strength in half gives this strength (when the catalog has it). */
  halfOf: z.string().nullable(),
  wholeMonthly: z.number().nullable(),
  splitMonthly: z.number().nullable(),
  monthlySaving: z.number().nullable(),
});

export const drugInfoResponseSchema = z.object({
  drug: drugSummarySchema,
  formulations: z.array(formulationRowSchema).optional(),
  labelers: z.array(labelerRowSchema).optional(),
  referenceCosts: z.array(referenceCostRowSchema).optional(),
  priceRange: priceRangeSchema.nullable().optional(),
  alternatives: z.array(z.string()).optional(),
  indications: z.array(z.object({ code: z.string(), description: z.string() })).optional(),
  medGuide: medGuideSchema.optional(),
  pillSplit: z.array(pillSplitRowSchema).optional(),
});
export type DrugInfoResponse = z.infer<typeof drugInfoResponseSchema>;

export const toolsDrugInfoContract = defineContract({
  ...API_ROUTES['tools-drug-info'],
  query: drugInfoQuerySchema,
  response: drugInfoResponseSchema,
});

export const classMemberSchema = z.object({
  id: z.string(),
  generic: z.string(),
  brand: z.string(),
  drugClass: z.string(),
  rx: z.enum(['Rx', 'OTC']),
  /** Best price near the zip for a comparable 30-day supply, when asked. */
  price30: z.number().nullable().optional(),
  strength: z.string().optional(),
  quantityToDisplay: z.string().optional(),
  dosesPerDay: z.number().nullable().optional(),
  relation: z.enum(['same-drug', 'same-ingredient', 'same-class']).optional(),
});
export type ClassMember = z.infer<typeof classMemberSchema>;

export const drugClassQuerySchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('class'), drugName: drugNameParam }),
  z.object({ view: z.literal('list') }),
  z.object({ view: z.literal('members'), className: classNameParam }),
  z.object({ view: z.literal('costs'), className: classNameParam, zip: optional(zipParam) }),
  z.object({ view: z.literal('equivalents'), drugName: drugNameParam, zip: optional(zipParam) }),
  z.object({ view: z.literal('alternatives'), drugName: drugNameParam, zip: optional(zipParam) }),
  z.object({ view: z.literal('labels'), drugName: drugNameParam }),
  z.object({ view: z.literal('frequencies'), drugName: drugNameParam }),
]);

export const drugClassResponseSchema = z.object({
  drug: drugSummarySchema.optional(),
  className: z.string().optional(),
  classes: z.array(z.object({ name: z.string(), members: z.number() })).optional(),
  members: z.array(classMemberSchema).optional(),
  labels: z.array(z.object({ name: z.string(), brandGeneric: brandIndicatorParam, drug: z.string(), relation: z.enum(['same-drug', 'same-ingredient']), forms: z.array(z.string()) })).optional(),
  dosesPerDay: z.number().nullable().optional(),
  zip: z.string().optional(),
});
export type DrugClassResponse = z.infer<typeof drugClassResponseSchema>;

export const toolsDrugClassesContract = defineContract({
  ...API_ROUTES['tools-drug-classes'],
  query: drugClassQuerySchema,
  response: drugClassResponseSchema,
});

export const ingredientsQuerySchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('of-drug'), drugName: drugNameParam }),
  z.object({ view: z.literal('drugs-with'), ingredient: ingredientParam }),
  z.object({ view: z.literal('labels-for'), ingredient: ingredientParam }),
]);

export const ingredientsResponseSchema = z.object({
  drug: drugSummarySchema.optional(),
  ingredient: z.string().optional(),
  ingredients: z.array(z.object({ name: z.string(), rxcui: z.string().nullable(), tty: z.string().nullable() })).optional(),
  drugs: z.array(z.object({ id: z.string(), generic: z.string(), brand: z.string(), drugClass: z.string(), ingredients: z.array(z.string()), combination: z.boolean() })).optional(),
  labels: z.array(z.object({ name: z.string(), brandGeneric: brandIndicatorParam, drug: z.string(), ingredients: z.array(z.string()) })).optional(),
});
export type IngredientsResponse = z.infer<typeof ingredientsResponseSchema>;

export const toolsIngredientsContract = defineContract({
  ...API_ROUTES['tools-ingredients'],
  query: ingredientsQuerySchema,
  response: ingredientsResponseSchema,
});

