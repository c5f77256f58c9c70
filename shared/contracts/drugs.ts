import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { brandIndicatorParam, drugNameParam, optional } from './common';

/** Typeahead and the `drugName` lookup (rules#calls: reads drugNames and error; cut to the requested count). */
export const drugNameContract = defineContract({
  ...API_ROUTES['drug-name'],
  query: z
    .object({
      q: optional(drugNameParam),
      drugName: optional(drugNameParam),
      limit: optional(z.coerce.number().int().min(1).max(10)),
    })
    .refine((v) => v.q !== undefined || v.drugName !== undefined, { message: 'q or drugName is required', path: ['q'] }),
  response: z.object({ drugNames: z.array(z.string()), error: z.string().optional() }),
});

/** rules#calls: similar names (first 3 letters, 5 results) for the search page's error text. */
export const similarDrugNamesContract = defineContract({
  ...API_ROUTES['similar-drug-names'],
  query: z.object({ drugName: drugNameParam }),
  response: z.object({ drugNames: z.array(z.string()).max(5) }),
});

/**
 * What a searched text means (ours): a drug (with the strength typed, and whether the name was
 * corrected from a misspelling), a kind of drug with its drugs to choose from, or no drug with the
 * closest names.
 */
export const drugSearchContract = defineContract({
  ...API_ROUTES['drug-search'],
  query: z.object({ q: drugNameParam }),
  response: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('drug'),
      drugName: z.string().max(100),
      corrected: z.boolean(),
      strength: z.string().max(60).optional(),
      gsn: z.string().max(10).optional(),
      ndc: z.string().max(11).optional(),
    }),
    z.object({ kind: z.literal('class'), className: z.string().max(100), drugNames: z.array(z.string().max(100)).max(20) }),
    z.object({ kind: z.literal('none'), suggestions: z.array(z.string().max(100)).max(5) }),
  ]),
});
export type DrugSearchAnswer = z.infer<typeof drugSearchContract.response>;

export const formulationItemSchema = z.object({
  gsn: z.string(),
  ndc: z.string(),
  form: z.string(),
  dosageQuantity: z.number(),
  dosageUnit: z.string(),
  quantity: z.number(),
  quantityLabel: z.string(),
  quantityToDisplay: z.string(),
  isSelected: z.boolean(),
  isGeneric: z.boolean(),
  soldInAPackage: z.boolean(),
  brandGeneric: brandIndicatorParam,
  DrugName: z.string(),
});
export type FormulationItem = z.infer<typeof formulationItemSchema>;

/**
 * The label shown is not the one asked for: `why` 'generic' when rules#states opened a brand's generic
 * (Lipitor -> Atorvastatin), 'brand' when the name is the drug's and it is sold only under brand
 * names (Semaglutide -> Wegovy). Absent when the label asked for is the one shown.
 */
export const openedAsSchema = z.object({ asked: z.string(), shown: z.string(), why: z.enum(['generic', 'brand']) });

/** rules#data-shapes "Drug formulation": drugs[], drugName, relatedLabels[]. */
export const drugFormulationContract = defineContract({
  ...API_ROUTES['drug-formulation'],
  query: z.object({ DrugName: drugNameParam }),
  response: z.object({
    drugs: z.array(formulationItemSchema),
    drugName: z.string(),
    relatedLabels: z.array(z.string()),
    openedAs: openedAsSchema.optional(),
  }),
});
