import * as z from 'zod';
import { PBMS, type Pbm } from './pbm-directory';

export interface QuoteRequest {
  ndc: string;
  quantity: number;
  pharmacies: { npi: string; chain: string }[];
}

const breakdownSchema = z.object({
  referenceUnitCost: z.number(), pricingUnit: z.string(), quantity: z.number(), ingredientCost: z.number(), basis: z.string(),
  dispensingFee: z.number(), adminFee: z.number(), total: z.number(), steps: z.array(z.string()),
});
const wireQuoteSchema = z.object({ npi: z.string(), price: z.number().nonnegative(), ucPrice: z.number().nonnegative() });
/** The PBM states how it built its contract price once per answer; each quote is a pharmacy's price. */
const answerSchema = z.object({ breakdown: breakdownSchema, quotes: z.array(wireQuoteSchema), pricedAt: z.string() });
export type ProviderQuote = z.infer<typeof wireQuoteSchema> & { breakdown: z.infer<typeof breakdownSchema> };

/** One PBM behind one interface; an AWS adapter differs from the simulator's only in its mapping. */
export interface PricingProvider {
  pbm: Pbm;
  quote(request: QuoteRequest, signal: AbortSignal): Promise<ProviderQuote[]>;
}

export class ProviderError extends Error {
  constructor(readonly reason: 'http' | 'malformed' | 'unknown-ndc', message: string) {
    super(message);
  }
}

/** The simulator (and any PBM speaking the same JSON) over HTTP; answers are validated. */
export function httpProvider(pbm: Pbm, baseUrl: string): PricingProvider {
  return {
    pbm,
    async quote(request, signal) {
      const res = await fetch(`${baseUrl}/pbms/${pbm.id}/prices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal,
      });
      if (res.status === 404) throw new ProviderError('unknown-ndc', `${pbm.id}: unknown NDC`);
      if (!res.ok) throw new ProviderError('http', `${pbm.id}: HTTP ${res.status}`);
      const parsed = answerSchema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw new ProviderError('malformed', `${pbm.id}: malformed answer`);
      const { breakdown, quotes } = parsed.data;
      return quotes.map((q) => ({ ...q, breakdown }));
    },
  };
}

/** Locally every PBM lives on the simulator (PBM_SIMULATOR_URL); in AWS each has PBM_URL_<ID>. */
export function providersFromEnv(env: NodeJS.ProcessEnv = process.env): PricingProvider[] {
  return PBMS.flatMap((pbm) => {
    const own = env[`PBM_URL_${pbm.id.replace(/-/g, '_').toUpperCase()}`];
    const base = own ?? env.PBM_SIMULATOR_URL;
    return base ? [httpProvider(pbm, base)] : [];
  });
}
