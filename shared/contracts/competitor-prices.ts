import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { drugNameParam, ndcParam } from './common';

/** Competitor price observations: recorded by an admin with the date and page they were seen on. */
export const COMPETITOR_NAMES = ['GoodRx', 'Optum Perks', 'SingleCare'] as const;
/**
 * The chains the comparison page shows (the pharmacy directory's chain names; no closed chain:
 * Rite Aid closed all its stores in 2025). Our price is taken at the nearest store of the chain,
 * else of another banner of the same company (comparison.ts).
 */
export const OBSERVED_CHAINS = ['CVS', 'Walgreens', 'Walmart', 'Kroger', 'Albertsons', 'Costco', "Sam's Club", 'Meijer', 'Publix', 'H-E-B'] as const;

export const competitorObservationInputSchema = z.object({
  competitor: z.enum(COMPETITOR_NAMES),
  drugName: drugNameParam,
  ndc: ndcParam,
  quantity: z.number().positive().max(10_000),
  chain: z.enum(OBSERVED_CHAINS),
  price: z.number().positive('a price above $0').max(100_000),
  observedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').refine((d) => d >= '2020-01-01' && !Number.isNaN(Date.parse(d)), 'a real date from 2020 on'),
  sourceUrl: z.string().trim().max(500).url().refine((u) => u.startsWith('https://'), 'an https:// address'),
  /** A site path to a stored screenshot ('/…'), or empty. */
  screenshot: z.string().trim().max(300).regex(/^(\/[^\s]*)?$/, "a site path starting with '/', or empty").default(''),
});

export const competitorObservationSchema = z.object({
  competitor: z.enum(COMPETITOR_NAMES), label: z.string(), ndc: z.string(), strength: z.string(), form: z.string(), quantity: z.number(),
  quantityToDisplay: z.string(), chain: z.string(), price: z.number(), observedAt: z.string(), sourceUrl: z.string(), screenshot: z.string(),
  recordedBy: z.enum(['admin', 'file']), recordedAt: z.string(),
});

export const adminCompetitorObservationContract = defineContract({
  ...API_ROUTES['admin-competitor-observation'],
  body: competitorObservationInputSchema,
  response: z.object({ observation: competitorObservationSchema }),
});
