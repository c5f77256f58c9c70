import * as z from 'zod';
import { pbmDirectory } from './pbm-directory';
import { pbmCallMetrics } from '../../lib/metrics';
import { tracedCall } from '../../lib/tracer';
import { sendFor } from './pbm-auth';
import { iamSignedFetch, pbmEndpoints } from './pbm-endpoints';
import { PbmError, type Fill, type PbmClient, type PbmEntry, type QuoteRequest } from './pbm-port';

const breakdownSchema = z.object({
  referenceUnitCost: z.number(), pricingUnit: z.string(), quantity: z.number(), ingredientCost: z.number(), basis: z.string(),
  dispensingFee: z.number(), adminFee: z.number(), total: z.number(), steps: z.array(z.string()),
});
const ucPriceSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('modelled') }),
  z.object({ kind: z.literal('observed'), asOf: z.string().max(40), source: z.string().max(200) }),
]);
/** A mail-order service's shipping, where the PBM states it: cost per order and delivery in business days. */
const shippingSchema = z.object({
  costUsd: z.number().nonnegative().max(1_000), minBusinessDays: z.number().int().min(0).max(90), maxBusinessDays: z.number().int().min(0).max(90), source: ucPriceSourceSchema,
}).refine((s) => s.minBusinessDays <= s.maxBusinessDays, 'minBusinessDays after maxBusinessDays');
const wireQuoteSchema = z.object({
  npi: z.string(), price: z.number().nonnegative(), ucPrice: z.number().nonnegative(), ucPriceSource: ucPriceSourceSchema.optional(), shipping: shippingSchema.optional(), breakdown: breakdownSchema.optional(),
});
/** The PBM states how it built its contract price once per answer, and per quote where the pharmacy's contract differs. */
const priceAnswerSchema = z.object({ breakdown: breakdownSchema, quotes: z.array(wireQuoteSchema), pricedAt: z.string() });
const networkAnswerSchema = z.object({ inNetwork: z.array(z.string()) });

/** NPIs per network question (the PBM API's limit). */
export const NETWORK_BATCH = 500;

/**
 * The PBM client over HTTP + JSON: the simulator speaks it, and so would any PBM behind a thin
 * mapping. Answers are validated; a PBM that answers badly fails with its reason.
 *   POST {base}/pbms/{id}/prices  {ndc, quantity, pharmacies:[{npi, chain, parent}]} -> {breakdown, quotes, pricedAt}
 *   POST {base}/pbms/{id}/network {npis}                                    -> {inNetwork}
 */
export function httpPbmClient(pbm: PbmEntry, baseUrl: string, send: typeof fetch = fetch): PbmClient {
  /**
   * One call: its own trace subsegment (`PBM <id>`, annotated with the PBM id and the call; never the
   * NDC, a drug name or the URL) and the PBM's call, error and latency metrics. An unknown NDC is an
   * answer, not an error.
   */
  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    const started = performance.now();
    let failed = true;
    try {
      const answer = await tracedCall(`PBM ${pbm.id}`, { pbm: pbm.id, call: path }, () => ask(path, body, schema, signal));
      failed = false;
      return answer;
    } catch (err) {
      failed = !(err instanceof PbmError && err.reason === 'unknown-ndc');
      throw err;
    } finally {
      pbmCallMetrics(pbm.id, Math.round(performance.now() - started), failed);
    }
  }
  async function ask<T>(path: string, body: unknown, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    const res = await send(`${baseUrl}/pbms/${pbm.id}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    if (res.status === 404 && path === 'prices') throw new PbmError('unknown-ndc', `${pbm.id}: unknown NDC`);
    if (!res.ok) throw new PbmError('http', `${pbm.id}: HTTP ${res.status}`);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new PbmError('malformed', `${pbm.id}: malformed answer`);
    return parsed.data;
  }
  const price = (request: QuoteRequest, signal: AbortSignal) => post('prices', request, priceAnswerSchema, signal);
  return {
    pbm,
    async quote(request, signal) {
      const { breakdown, quotes } = await price(request, signal);
      return quotes.map((q) => ({ ...q, breakdown: q.breakdown ?? breakdown }));
    },
    async priceBuildUp(fill: Fill, signal) {
      return (await price({ ndc: fill.ndc, quantity: fill.quantity, pharmacies: [] }, signal)).breakdown;
    },
    async network(npis, signal) {
      const batches: string[][] = [];
      for (let i = 0; i < npis.length; i += NETWORK_BATCH) batches.push(npis.slice(i, i + NETWORK_BATCH));
      const answers = await Promise.all(batches.map((batch) => post('network', { npis: batch }, networkAnswerSchema, signal)));
      return new Set(answers.flatMap((a) => a.inNetwork));
    },
  };
}

/** A client for every PBM of the registry that has an endpoint in this stage (pbm-endpoints.ts). */
export async function pbmClients(env: NodeJS.ProcessEnv = process.env): Promise<PbmClient[]> {
  const endpoints = await pbmEndpoints(env);
  let signed: typeof fetch | undefined;
  const iam = () => (signed ??= iamSignedFetch());
  return pbmDirectory.list().flatMap((pbm) => {
    const endpoint = endpoints[pbm.id] ?? endpoints['*'];
    if (!endpoint) return [];
    return [httpPbmClient(pbm, endpoint.url.replace(/\/+$/, ''), sendFor(endpoint, iam))];
  });
}
