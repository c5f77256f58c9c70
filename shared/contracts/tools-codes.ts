import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { drugNameParam, optional } from './common';
import { drugSummarySchema } from './tools';

/** ICD-10-CM, RxNorm, diagnoses and the public status of the price service. */
export const icd10CodeParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][0-9][0-9A-Z](\.?[0-9A-Z]{1,4})?$/, 'enter an ICD-10-CM code such as E11.9');
export const freeTextParam = z.string().trim().min(2, 'enter at least 2 characters').max(4000, 'the text is too long (4000 characters at most)');
export const rxcuiParam = z.string().trim().regex(/^\d{1,8}$/, 'an RxCUI is 1 to 8 digits');

export const icd10EntrySchema = z.object({ code: z.string(), description: z.string(), kind: z.enum(['chapter', 'section', 'category', 'code']) });
export type Icd10Entry = z.infer<typeof icd10EntrySchema>;

export const toolsIcd10Contract = defineContract({
  ...API_ROUTES['tools-icd10'],
  query: z.discriminatedUnion('view', [
    z.object({ view: z.literal('describe'), code: icd10CodeParam }),
    z.object({ view: z.literal('browse'), parent: optional(z.string().trim().max(8).regex(/^[A-Z0-9.-]+$/i, 'parent must be a chapter number, section range or category')) }),
    z.object({ view: z.literal('identify'), text: freeTextParam }),
    z.object({ view: z.literal('for-drug'), drugName: drugNameParam }),
    z.object({ view: z.literal('diagnoses'), q: optional(z.string().trim().max(80)) }),
    z.object({ view: z.literal('non-rx'), code: icd10CodeParam }),
  ]),
  response: z.object({
    entry: icd10EntrySchema.optional(),
    /** Chapter > section > category above the entry. */
    path: z.array(icd10EntrySchema).optional(),
    children: z.array(icd10EntrySchema).optional(),
    matches: z.array(icd10EntrySchema.extend({ score: z.number(), matched: z.array(z.string()) })).optional(),
    drug: drugSummarySchema.optional(),
    diagnoses: z.array(icd10EntrySchema.extend({ drugs: z.array(z.string()), chapter: z.string() })).optional(),
    nonRx: z.object({ lifestyle: z.array(z.string()), otc: z.array(z.object({ name: z.string(), drugClass: z.string() })) }).optional(),
    source: z.string(),
  }),
});

export const rxConceptSchema = z.object({
  rxcui: z.string(),
  tty: z.string(),
  name: z.string(),
  ingredients: z.array(z.string()),
  strength: z.string().nullable(),
  ndcs: z.array(z.string()),
  drug: z.string().nullable(),
  source: z.enum(['catalog', 'rxnorm-import']),
});
export type RxConcept = z.infer<typeof rxConceptSchema>;

export const toolsRxnormContract = defineContract({
  ...API_ROUTES['tools-rxnorm'],
  query: z.discriminatedUnion('view', [
    z.object({ view: z.literal('info'), rxcui: rxcuiParam }),
    z.object({ view: z.literal('for-drug'), drugName: drugNameParam }),
    z.object({ view: z.literal('identify'), text: freeTextParam }),
  ]),
  response: z.object({
    concept: rxConceptSchema.optional(),
    drug: drugSummarySchema.optional(),
    concepts: z.array(rxConceptSchema).optional(),
    recognised: z.array(z.object({ text: z.string(), concept: rxConceptSchema })).optional(),
    unrecognised: z.array(z.string()).optional(),
    source: z.string(),
  }),
});

export const serviceStatusSchema = z.enum(['operational', 'degraded', 'outage', 'idle']);

export const toolsStatusContract = defineContract({
  ...API_ROUTES['tools-status'],
  response: z.object({
    overall: serviceStatusSchema,
    summary: z.string(),
    services: z.array(z.object({ name: z.string(), status: serviceStatusSchema })),
    checkedAt: z.string(),
    windowMinutes: z.number(),
  }),
});
