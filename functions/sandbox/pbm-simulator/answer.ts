import * as z from 'zod';
import { inNetwork, pbmPrice, usualAndCustomary, type ReferencePrice } from './formula';
import { MAIL_SHIPPING, segmentOf } from './market';
import { simulatedPbm } from './pbm-models';
import type { SimulatedPbm } from './pbm-models';

/**
 * The twelve simulated PBMs' answers, apart from any transport: the loopback server (server.ts,
 * with latency and faults) and the sandbox Lambda behind an IAM-authorized function URL
 * (lambda.ts) both answer through here.
 *   POST /pbms/{id}/prices  {ndc, quantity, pharmacies:[{npi, chain, parent?}]} -> {breakdown, quotes, pricedAt}
 *     Each quote's `ucPriceSource` says the cash price is modelled: the simulator observes no pharmacy.
 *     A mail-order service's quote also states its shipping (cost and business days, modelled: market.ts MAIL_SHIPPING).
 *   POST /pbms/{id}/network {npis} -> {inNetwork}
 */
export type ReferenceCostOf = (ndc: string) => Omit<ReferencePrice, 'ndc'> | undefined;
export interface PbmTarget { pbm: SimulatedPbm; question: 'prices' | 'network' }
export interface PbmAnswer { status: number; body: unknown }

const priceRequestSchema = z.object({
  ndc: z.string().regex(/^\d{11}$/),
  quantity: z.number().positive().max(10_000),
  pharmacies: z.array(z.object({ npi: z.string().regex(/^\d{10}$/), chain: z.string().max(60), parent: z.string().max(80).optional() })).max(500),
});
/** Every cash price the simulator gives is its model's, never an observation. */
const MODELLED = { kind: 'modelled' } as const;
const networkRequestSchema = z.object({ npis: z.array(z.string().regex(/^\d{10}$/)).max(1_000) });

export function pbmTarget(pathname: string): PbmTarget | undefined {
  const m = /^\/pbms\/([a-z0-9-]+)\/(prices|network)$/.exec(pathname);
  const pbm = m ? simulatedPbm(m[1]!) : undefined;
  return pbm ? { pbm, question: m![2] as PbmTarget['question'] } : undefined;
}

export async function answerPbm({ pbm, question }: PbmTarget, body: unknown, referenceCost: ReferenceCostOf): Promise<PbmAnswer> {
  if (question === 'network') {
    const parsed = networkRequestSchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { error: 'bad request' } };
    return { status: 200, body: { inNetwork: parsed.data.npis.filter((npi) => inNetwork(pbm, npi)) } };
  }
  const parsed = priceRequestSchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: 'bad request' } };
  const { ndc, quantity, pharmacies } = parsed.data;
  const cost = referenceCost(ndc);
  if (!cost) return { status: 404, body: { error: 'unknown NDC' } };
  const ref = { ...cost, ndc };
  // The contract price depends on the pharmacy's company (each has its own contract) and so does U&C.
  const breakdown = pbmPrice(pbm, ref, quantity);
  const quotes = pharmacies
    .filter((p) => inNetwork(pbm, p.npi))
    .map((p) => {
      const own = pbmPrice(pbm, ref, quantity, p);
      const shipping = segmentOf(p) === 'mail' ? { shipping: { ...MAIL_SHIPPING, source: MODELLED } } : {};
      return { npi: p.npi, price: own.total, ucPrice: usualAndCustomary(p, ref, quantity), ucPriceSource: MODELLED, ...shipping, breakdown: own };
    });
  return { status: 200, body: { breakdown, quotes, pricedAt: new Date().toISOString() } };
}
