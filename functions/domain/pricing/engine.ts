import { optionalEnv } from '../../lib/env';
import { countMetric } from '../../lib/metrics';
import { CircuitBreaker } from './breaker';
import { askEach, fanOut, type FanOutResult } from './fan-out';
import { pbmDirectory } from './pbm-directory';
import type { Breakdown, ClaimCodes, Fill, PbmClient, PbmEntry, PbmQuote } from './pbm-port';
import { cacheGet, cachePut, staleGet } from './price-cache';
import { quantityKey } from '../../../shared/contracts/common';
import { recordSnapshot } from './price-history';
import { pbmClients } from './provider';

export interface PharmacyRef {
  id: string;
  npi: string;
  name: string;
  chain: string;
}

export interface PriceRequest {
  ndc: string;
  quantity: number;
  zipArea: string;
  pharmacies: PharmacyRef[];
  /** Restrict to these PBM ids (spec's APIs parameter). */
  pbmIds?: string[];
}

export interface BestPrice extends ClaimCodes {
  npi: string;
  price: number;
  ucPrice: number;
  priceBasis: 'Coupon' | 'UC';
  pbmId: string;
  pbm: string;
  checkedAt: string;
  breakdown: Breakdown;
}

export interface PriceAnswer {
  prices: BestPrice[];
  providersAsked: string[];
  providersAnswered: string[];
  providersFailed: { id: string; reason: string }[];
  checkedAt: string;
  cached: boolean;
  /** No PBM answered in time, so this is the last complete answer this container saw (each price keeps its checkedAt). */
  stale?: boolean;
}

export interface PriceOptions {
  deadlineMs?: number;
  useCache?: boolean;
  strategy?: 'deadline' | 'waitForAll';
}

/** Engine state lives once per container: the PBM clients, their breakers. */
let state: Promise<{ providers: PbmClient[]; breakers: Map<string, CircuitBreaker> }> | undefined;
function engine() {
  state ??= pbmClients().then((providers) => ({ providers, breakers: new Map(providers.map((p) => [p.pbm.id, new CircuitBreaker()])) }));
  // A failed read of the endpoints (SSM) is retried by the next request, not cached.
  state.catch(() => { state = undefined; });
  return state;
}

const COMPLETE_TTL_S = 600;
const PARTIAL_TTL_S = 60;

/** A PBM's quote as a coupon: the price the patient pays (U&C when lower) and the registry's claim codes. */
function toBest(pbm: PbmEntry, quote: PbmQuote, checkedAt: string): BestPrice {
  const uc = quote.ucPrice <= quote.price;
  return {
    npi: quote.npi, price: uc ? quote.ucPrice : quote.price, ucPrice: quote.ucPrice, priceBasis: uc ? 'UC' : 'Coupon',
    pbmId: pbm.id, pbm: pbm.name, ...pbmDirectory.claimCodes(pbm.id)!, checkedAt, breakdown: quote.breakdown,
  };
}

/** The lowest effective price per pharmacy; ties go to the PBM listed first (stable order). */
export function bestPerPharmacy(result: FanOutResult, providers: PbmClient[], checkedAt: string): BestPrice[] {
  const best = new Map<string, BestPrice>();
  for (const provider of providers) {
    for (const quote of result.quotes.get(provider.pbm.id) ?? []) {
      const candidate = toBest(provider.pbm, quote, checkedAt);
      const current = best.get(quote.npi);
      if (!current || candidate.price < current.price) best.set(quote.npi, candidate);
    }
  }
  return [...best.values()];
}

type CachedAnswer = PriceAnswer & { pharmaciesAsked?: string[] };

export async function priceAtPharmacies(req: PriceRequest, options: PriceOptions = {}): Promise<PriceAnswer> {
  const { providers: all, breakers } = await engine();
  const providers = req.pbmIds?.length ? all.filter((p) => req.pbmIds!.includes(p.pbm.id)) : all;
  const strategy = options.strategy ?? (optionalEnv('PRICING_STRATEGY', 'deadline') as 'deadline' | 'waitForAll');
  const useCache = options.useCache ?? true;
  const key = `${req.ndc}#${quantityKey(req.quantity)}#${req.zipArea}#${providers.map((p) => p.pbm.id).join(',')}`;
  const wanted = new Set(req.pharmacies.map((p) => p.npi));
  if (useCache) {
    // A cached answer serves only requests for pharmacies it asked about (a "popular pharmacies"
    // answer must not stand in for the full list).
    const hit = await cacheGet<CachedAnswer>(key).catch(() => undefined);
    const asked = new Set(hit?.pharmaciesAsked ?? []);
    if (hit && [...wanted].every((npi) => asked.has(npi))) {
      countMetric('PriceCacheHit');
      const { pharmaciesAsked: _asked, ...answer } = hit;
      return { ...answer, prices: hit.prices.filter((p) => wanted.has(p.npi)), cached: true };
    }
    countMetric('PriceCacheMiss');
  }
  const result = await fanOut(providers, { ndc: req.ndc, quantity: req.quantity, pharmacies: req.pharmacies.map(({ npi, chain }) => ({ npi, chain })) }, {
    deadlineMs: strategy === 'waitForAll' ? undefined : options.deadlineMs ?? Number(optionalEnv('PRICING_DEADLINE_MS', '150')),
    breakers,
  });
  countMetric('PbmsAnswered', result.answered.length);
  if (useCache && !result.answered.length) {
    const stale = await staleGet<CachedAnswer>(key);
    if (stale && [...wanted].every((npi) => stale.pharmaciesAsked?.includes(npi))) {
      countMetric('PriceServedStale');
      const { pharmaciesAsked: _asked, ...answer } = stale;
      return { ...answer, prices: stale.prices.filter((p) => wanted.has(p.npi)), cached: true, stale: true };
    }
  }
  countMetric('PbmBreakerOpen', [...breakers.values()].filter((b) => b.state() === 'open').length);
  const checkedAt = new Date().toISOString();
  const answer: PriceAnswer = {
    prices: bestPerPharmacy(result, providers, checkedAt),
    providersAsked: providers.map((p) => p.pbm.id),
    providersAnswered: result.answered,
    providersFailed: result.failed,
    checkedAt,
    cached: false,
  };
  if (useCache && answer.providersAnswered.length) {
    // Written before the answer goes out: Lambda may freeze the container right after it, and a
    // write fired and forgotten would be lost with it. A failed write costs a cache miss or one
    // history point, never the visitor's prices.
    const cached: CachedAnswer = { ...answer, pharmaciesAsked: [...wanted] };
    await Promise.allSettled([
      cachePut(key, cached, answer.providersAnswered.length === providers.length ? COMPLETE_TTL_S : PARTIAL_TTL_S),
      recordSnapshot(req.ndc, req.quantity, req.zipArea, answer.prices.map((p) => p.price)),
    ]);
  }
  return answer;
}

/** Every PBM's quote (or failure) at one pharmacy, waiting for all: the price explainer. */
export async function explainPrice(req: Fill, pharmacy: PharmacyRef) {
  const { providers } = await engine();
  const result = await fanOut(providers, { ndc: req.ndc, quantity: req.quantity, pharmacies: [pharmacy] }, { deadlineMs: 5_000 });
  const checkedAt = new Date().toISOString();
  const quotes = providers.map((p) => {
    const quote = result.quotes.get(p.pbm.id)?.[0];
    const failure = result.failed.find((f) => f.id === p.pbm.id);
    return quote ? { pbmId: p.pbm.id, quote: toBest(p.pbm, quote, checkedAt) } : { pbmId: p.pbm.id, outOfNetwork: !failure, failure: failure?.reason };
  });
  return { quotes, winner: bestPerPharmacy(result, providers, checkedAt)[0] };
}

/** Questions that are not prices wait up to this long; they do not feed the breakers. */
const ASK_DEADLINE_MS = 5_000;

/** Each PBM's network among these pharmacies; PBMs that do not answer in time are left out. */
export async function pbmNetworks(npis: readonly string[], pbmIds?: readonly string[]): Promise<{ pbm: PbmEntry; inNetwork: Set<string> }[]> {
  const clients = (await engine()).providers.filter((p) => !pbmIds || pbmIds.includes(p.pbm.id));
  const { answers } = await askEach(clients, (client, signal) => client.network(npis, signal), { deadlineMs: ASK_DEADLINE_MS });
  return clients.flatMap((c) => {
    const inNetwork = answers.get(c.pbm.id);
    return inNetwork ? [{ pbm: c.pbm, inNetwork }] : [];
  });
}

/** Each PBM's price build-up for each fill, in order; a PBM that cannot build every one is left out. */
export async function pbmPriceBuildUps(fills: readonly Fill[]): Promise<{ pbm: PbmEntry; breakdowns: Breakdown[] }[]> {
  const { providers } = await engine();
  const { answers } = await askEach(providers, (client, signal) => Promise.all(fills.map((fill) => client.priceBuildUp(fill, signal))), { deadlineMs: ASK_DEADLINE_MS });
  return providers.flatMap((c) => {
    const breakdowns = answers.get(c.pbm.id);
    return breakdowns ? [{ pbm: c.pbm, breakdowns }] : [];
  });
}
