import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { drugNameParam, ndcParam, optional, quantityParam, zipParam } from './common';
import { priceBreakdownSchema, pricePointSchema } from './prices';

/** Admin pages: every route needs the admin role, checked on the server. */

export const HEALTH_STATUSES = ['healthy', 'degraded', 'unhealthy', 'idle'] as const;
export const healthStatusSchema = z.enum(HEALTH_STATUSES);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** One route-table function and how it did over the last hour. Null = not known (see `reason`). */
export const functionHealthSchema = z.object({
  routeId: z.string(),
  method: z.string(),
  path: z.string(),
  auth: z.string(),
  functionName: z.string().nullable(),
  memoryMb: z.number(),
  timeoutSeconds: z.number(),
  runtime: z.string().nullable(),
  lastModified: z.string().nullable(),
  invocations: z.number().nullable(),
  errors: z.number().nullable(),
  throttles: z.number().nullable(),
  p95Ms: z.number().nullable(),
  status: healthStatusSchema,
  /** Why the status is what it is, in words (also why a number is missing). */
  reason: z.string().nullable(),
});
export type FunctionHealth = z.infer<typeof functionHealthSchema>;

/**
 * The data the stage serves, from the catalog's marker, the directory's manifest and the reference
 * seed's marker (null: never loaded, or unreadable, said in `problem`).
 */
export const dataVersionsSchema = z.object({
  catalog: z.object({
    /** The seed version loaded. */
    version: z.string(),
    /** The NADAC week most reference costs carry ("NADAC (CMS), week of …"). */
    nadacWeek: z.string(),
    /** Where the costs came from: the seed, or the NADAC file a refresh applied. */
    costsSource: z.string(),
    /** When the marker last switched. */
    switchedAt: z.string(),
  }).nullable(),
  directory: z.object({
    version: z.string(),
    pharmacies: z.number(),
  }).nullable(),
  /** The reference seed loaded into toolReference (ICD-10-CM codes, RxNorm concepts for the tools). */
  reference: z.object({
    version: z.string(),
    icd10Codes: z.number(),
    rxnormConcepts: z.number(),
    loadedAt: z.string(),
  }).nullable(),
  problem: z.string().nullable(),
});
export type DataVersions = z.infer<typeof dataVersionsSchema>;

export const adminLambdaStatusContract = defineContract({
  ...API_ROUTES['admin-lambda-status'],
  response: z.object({
    source: z.enum(['cloudwatch', 'local']),
    windowMinutes: z.number(),
    checkedAt: z.string(),
    functions: z.array(functionHealthSchema),
    data: dataVersionsSchema,
  }),
});

export const MAX_INVALIDATION_PATHS = 15;
/** A CloudFront path: starts with '/', no spaces or query, a '*' only as the last character. */
export const invalidationPathSchema = z
  .string()
  .trim()
  .max(200, 'a path is at most 200 characters')
  .regex(/^\/[A-Za-z0-9\-._~/%]*\*?$/, "each path starts with '/', has no spaces or query, and may end with '*'");

export const adminClearCacheContract = defineContract({
  ...API_ROUTES['admin-clear-cache'],
  body: z.object({
    paths: z.array(invalidationPathSchema).max(MAX_INVALIDATION_PATHS, `at most ${MAX_INVALIDATION_PATHS} paths`).default([]),
  }),
  response: z.object({
    cleared: z.number(),
    invalidation: z.object({ id: z.string(), paths: z.array(z.string()), status: z.string() }).nullable(),
    /** Why no invalidation was made although paths were given (e.g. the local runtime has no CDN). */
    invalidationSkipped: z.string().nullable(),
  }),
});

export const npiParam = z.string().trim().regex(/^\d{10}$/, 'npi must be 10 digits');

/** The product an admin explanation is for, and the other products of that drug to switch to. */
const explainedDrugSchema = z.object({ drugName: z.string(), ndc: z.string(), form: z.string(), strength: z.string(), quantity: z.number(), quantityToDisplay: z.string() });
const formulationOptionSchema = z.object({ ndc: z.string(), label: z.string() });

export const pharmacyOptionSchema = z.object({
  npi: z.string(),
  name: z.string(),
  chain: z.string(),
  address: z.string(),
  distance: z.number(),
});
export type PharmacyOption = z.infer<typeof pharmacyOptionSchema>;

export const pbmQuoteExplanationSchema = z.object({
  pbmId: z.string(),
  pbm: z.string(),
  outcome: z.enum(['quoted', 'outOfNetwork', 'failed']),
  price: z.number().nullable(),
  ucPrice: z.number().nullable(),
  priceBasis: z.enum(['Coupon', 'UC']).nullable(),
  breakdown: priceBreakdownSchema.nullable(),
  failure: z.string().nullable(),
  isWinner: z.boolean(),
});
export type PbmQuoteExplanation = z.infer<typeof pbmQuoteExplanationSchema>;

export const adminPriceExplainerContract = defineContract({
  ...API_ROUTES['admin-price-explainer'],
  query: z.object({
    drugName: drugNameParam,
    zip: zipParam,
    qty: optional(quantityParam),
    ndc: optional(ndcParam),
    /** The pharmacy to explain; without it, the nearest one. */
    npi: optional(npiParam),
  }),
  response: z.object({
    selected: explainedDrugSchema,
    formulations: z.array(formulationOptionSchema),
    zip: z.string(),
    pharmacies: z.array(pharmacyOptionSchema),
    pharmacy: pharmacyOptionSchema.nullable(),
    quotes: z.array(pbmQuoteExplanationSchema),
    checkedAt: z.string(),
  }),
});

export const adminPharmacyExplainerContract = defineContract({
  ...API_ROUTES['admin-pharmacy-explainer'],
  query: z.object({
    zip: zipParam,
    /** Name, chain or NPI (part of it) of pharmacies near the zip. */
    q: optional(z.string().trim().max(100, 'the search is too long')),
    npi: optional(npiParam),
  }),
  response: z.object({
    matches: z.array(pharmacyOptionSchema),
    pharmacy: pharmacyOptionSchema.nullable(),
    networks: z.array(z.object({ pbmId: z.string(), pbm: z.string(), inNetwork: z.boolean() })),
    optIn: z
      .object({ minimumPaymentOverNadac: z.number(), optedOut: z.boolean(), verified: z.boolean(), updatedAt: z.string().nullable() })
      .nullable(),
  }),
});

export const adminPriceHistoryContract = defineContract({
  ...API_ROUTES['admin-price-history'],
  query: z.object({
    drugName: drugNameParam,
    zip: zipParam,
    qty: optional(quantityParam),
    ndc: optional(ndcParam),
    days: optional(z.coerce.number().int().min(1).max(365)),
  }),
  response: z.object({
    selected: explainedDrugSchema,
    formulations: z.array(formulationOptionSchema),
    zip: z.string(),
    days: z.number(),
    points: z.array(pricePointSchema),
  }),
});

export const MAX_ANALYSIS_DAYS = 92;
const dayParam = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a real date');

export const claimRowSchema = z.object({ name: z.string(), total: z.number(), counts: z.array(z.number()) });
export type ClaimRow = z.infer<typeof claimRowSchema>;

export const adminClaimAnalysisContract = defineContract({
  ...API_ROUTES['admin-claim-analysis'],
  query: z
    .object({ from: dayParam, to: dayParam })
    .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_ANALYSIS_DAYS, { message: `the range is at most ${MAX_ANALYSIS_DAYS} days`, path: ['to'] }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(z.string()),
    total: z.number(),
    perDay: z.array(z.number()),
    byPbm: z.array(claimRowSchema),
    byDrug: z.array(claimRowSchema),
    byPharmacy: z.array(claimRowSchema),
  }),
});
