import { createHash, randomUUID } from 'node:crypto';
import { optionalEnv } from '../../lib/env';
import { countMetric } from '../../lib/metrics';
import { bestPerPharmacy, toBest, type BestPrice } from './best-price';
import { CircuitBreaker } from './breaker';
import { COMPLETE_TTL_S, completionQueueUrl, missingPbms, PARTIAL_TTL_S, queueCompletion, type StoredAnswer } from './completion';
import { askEach, fanOut } from './fan-out';
import type { Breakdown, Fill, PbmClient, PbmEntry } from './pbm-port';
import { cacheDrop, cacheGet, cachePut, staleGet, storedKeyOf } from './price-cache';
import { quantityKey } from '../../../shared/contracts/common';
import { recordSnapshot } from './price-history';
import { pbmClients } from './provider';

export { ucSourceOf, type BestPrice } from './best-price';

export interface PharmacyRef {
  id: string;
  npi: string;
  name: string;
  chain: string;
  /** The company that owns the banner (the PBMs' contracts are with it); '' for an independent. */
  parent?: string;
}

export interface PriceRequest {
  ndc: string;
  quantity: number;
  /** The price history's key for the place. */
  zipArea: string;
  /** The pharmacies to price: the question is the fill at exactly these (the cache keys on them). */
  pharmacies: PharmacyRef[];
  /** Restrict to these PBM ids (spec's APIs parameter). */
  pbmIds?: string[];
}

export interface PriceAnswer {
  /** The best price at each pharmacy that has one. */
  prices: BestPrice[];
  providersAsked: string[];
  providersAnswered: string[];
  providersFailed: { id: string; reason: string }[];
  /** PBMs whose answer is still expected (a completion is asking them again): a pharmacy without a price is then still being checked. */
  providersChecking: string[];
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

/**
 * The cache key of a question: the fill, the PBMs asked and exactly the pharmacies asked about
 * (their NPIs and chains, hashed), so a page of the priced set, another page, or an API customer's
 * own list are each their own entry, and an answer never stands in for another set of pharmacies.
 */
function questionKey(req: PriceRequest, providers: PbmClient[]): string {
  const set = createHash('sha256').update(req.pharmacies.map((p) => `${p.npi}:${p.chain}`).sort().join(',')).digest('base64url').slice(0, 22);
  return `${req.ndc}#${quantityKey(req.quantity)}#${providers.map((p) => p.pbm.id).join(',')}#${set}`;
}

const answerOf = (stored: StoredAnswer, cached: boolean): PriceAnswer => ({
  prices: stored.prices,
  providersAsked: stored.providersAsked,
  providersAnswered: stored.providersAnswered,
  providersFailed: stored.providersFailed,
  providersChecking: stored.pending,
  checkedAt: stored.checkedAt,
  cached,
});

/**
 * The fill at the pharmacies, from every PBM under one deadline, through the cache. Within the
 * cache window the same question gets the stored answer. A fan-out that ends with PBMs missing
 * (the deadline, an open breaker, an error) stores its partial answer and, where this function may
 * send to the completion queue (completion.ts), queues a completion that asks the missing PBMs
 * again and merges their quotes in; the answer says which PBMs are still being asked
 * (`providersChecking`). A function without that queue stores only complete answers.
 */
export async function priceAtPharmacies(req: PriceRequest, options: PriceOptions = {}): Promise<PriceAnswer> {
  const { providers: all, breakers } = await engine();
  const providers = req.pbmIds?.length ? all.filter((p) => req.pbmIds!.includes(p.pbm.id)) : all;
  const strategy = options.strategy ?? (optionalEnv('PRICING_STRATEGY', 'deadline') as 'deadline' | 'waitForAll');
  const useCache = options.useCache ?? true;
  const key = questionKey(req, providers);
  if (useCache) {
    const hit = await cacheGet<StoredAnswer>(key).catch(() => undefined);
    if (hit) {
      countMetric('PriceCacheHit');
      return answerOf(hit, true);
    }
    countMetric('PriceCacheMiss');
  }
  const pharmacies = req.pharmacies.map(({ npi, chain, parent }) => ({ npi, chain, parent }));
  const result = await fanOut(providers, { ndc: req.ndc, quantity: req.quantity, pharmacies }, {
    deadlineMs: strategy === 'waitForAll' ? undefined : options.deadlineMs ?? Number(optionalEnv('PRICING_DEADLINE_MS', '150')),
    breakers,
  });
  countMetric('PbmsAnswered', result.answered.length);
  if (useCache && !result.answered.length) {
    const stale = await staleGet<StoredAnswer>(key);
    if (stale) {
      countMetric('PriceServedStale');
      return { ...answerOf(stale, true), stale: true };
    }
  }
  countMetric('PbmBreakerOpen', [...breakers.values()].filter((b) => b.state() === 'open').length);
  const ended = new Date();
  const checkedAt = ended.toISOString();
  const stored: StoredAnswer = {
    version: `${checkedAt}#${randomUUID().slice(0, 8)}`,
    ndc: req.ndc,
    quantity: req.quantity,
    zipArea: req.zipArea,
    pharmacies,
    prices: bestPerPharmacy(result.quotes, providers, checkedAt),
    providersAsked: providers.map((p) => p.pbm.id),
    providersAnswered: result.answered,
    providersFailed: result.failed,
    pending: [],
    checkedAt,
  };
  if (!useCache) return answerOf(stored, false);
  const missing = missingPbms(stored);
  const meta = { version: stored.version, checkedAtMs: ended.getTime() };
  if (!missing.length) {
    // Written before the answer goes out: Lambda may freeze the container right after it, and a
    // write fired and forgotten would be lost with it. A failed write costs a cache miss or one
    // history point, never the visitor's prices.
    await Promise.allSettled([
      cachePut(key, stored, COMPLETE_TTL_S, { ...meta, settled: true }),
      recordSnapshot(req.ndc, req.quantity, req.zipArea, stored.prices.map((p) => p.price)),
    ]);
    return answerOf(stored, false);
  }
  const queueUrl = completionQueueUrl();
  if (!queueUrl) return answerOf(stored, false);
  // Stored first, so the completion finds it; the history point waits for the completed answer.
  // Either way the answer says the missing PBMs are still being asked: the same request a moment
  // later reads the completed entry, a newer fan-out's (when this one lost the race to store), or,
  // when the completion could not be queued, asks every PBM again.
  const pending: StoredAnswer = { ...stored, pending: missing };
  if (await cachePut(key, pending, PARTIAL_TTL_S, { ...meta, settled: false })) {
    try {
      await queueCompletion(queueUrl, { pk: await storedKeyOf(key), version: stored.version });
    } catch {
      // Nothing would complete it: not kept.
      await cacheDrop(key, stored.version);
    }
  }
  return answerOf(pending, false);
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
  return { quotes, winner: bestPerPharmacy(result.quotes, providers, checkedAt)[0] };
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
