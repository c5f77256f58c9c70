import { createHash } from 'node:crypto';
import type { BasketAnswer } from '../../../shared/contracts/basket';
import { setBounded } from '../../lib/bounded-map';
import type { DrugGroup } from '../catalog/model';
import { COMPLETE_TTL_S, missingPbms, PARTIAL_TTL_S } from '../pricing/completion';
import { storedKeyOf } from '../pricing/price-cache';
import type { Quote } from '../pricing/quote';

/**
 * Basket answers already built, in this container's memory, per catalog load (a new load starts
 * afresh) and per price-cache generation (a clear of the price cache, admin, reaches them as it
 * reaches the price answers: price-cache.ts). A list asked again is then answered without reading
 * its ten price answers, as long as every one of them is still the answer the drug page gets:
 *
 * - each was settled (no PBM still being checked: a completion may still change an unsettled one),
 *   and none is a stale answer served because no PBM answered;
 * - each came from the price cache, not from a fan-out of this request (whose write may have lost
 *   to a newer fan-out's, and the drug page then shows that one);
 * - until the first of them expires (its checkedAt plus the price cache's TTL for it, less a second
 *   for the table's whole-second expiry): after that the drug page asks the PBMs again, and so does the list.
 *
 * Otherwise the ten answers are read each time, and the basket is rebuilt only when one of them
 * changed (their fan-outs, PBMs answered and still checking), so that an unchanged answer is neither
 * re-signed nor re-serialised. The key is a hash of the list (zip, then each NDC and quantity in
 * the list's order, which the answer keeps): a person's medicines are never kept in clear.
 */
const MAX_ENTRIES = 200;

interface Entry {
  answer: BasketAnswer;
  /** The price answers it was built from (quotesKey). */
  builtFrom: string;
  /** Until when it may be answered without reading them (ms); 0: never. */
  until: number;
}

type BuiltFrom = Pick<Quote, 'checkedAt' | 'stale' | 'providersAsked' | 'providersAnswered' | 'providersFailed' | 'providersChecking' | 'prices'>;

const entries = new WeakMap<DrugGroup[], Map<string, Entry>>();

/** The cache key of a list (with the price cache's generation): a hash, never the medicines in clear. */
export async function basketKey(zip: string, items: readonly { ndc: string; qty: number }[]): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify([zip, items.map((i) => [i.ndc, i.qty])])).digest('base64url');
  return storedKeyOf(`basket#${hash}`);
}

const table = (groups: DrugGroup[]) => {
  let map = entries.get(groups);
  if (!map) entries.set(groups, (map = new Map()));
  return map;
};

/** The answer for the list while every price answer it was built from is still current (see above). */
export function reusableBasket(groups: DrugGroup[], key: string, now = Date.now()): BasketAnswer | undefined {
  const map = entries.get(groups);
  const entry = map?.get(key);
  if (!map || !entry || entry.until <= now) return undefined;
  setBounded(map, key, entry, MAX_ENTRIES);
  return entry.answer;
}

/** What the basket was built from: the fan-out of each price answer and how far it got. */
const quotesKey = (quotes: readonly BuiltFrom[]): string =>
  JSON.stringify(quotes.map((q) => [q.checkedAt, q.stale ?? false, q.providersAnswered, q.providersChecking, q.prices.length]));

/**
 * Until when an answer built from these price answers may be given without reading them again
 * (ms), or 0: one is unsettled or stale, or was fanned out by this request (checkedAt not before
 * `startedAt`). A question without pharmacies asks no PBM (nothing cached): it bounds nothing.
 */
function reusableUntil(quotes: readonly BuiltFrom[], startedAt: number, now = Date.now()): number {
  let until = now + COMPLETE_TTL_S * 1000;
  for (const q of quotes) {
    if (!q.providersAsked.length) continue;
    const checkedAt = Date.parse(q.checkedAt);
    if (q.stale || q.providersChecking.length || !(checkedAt < startedAt)) return 0;
    const ttlS = missingPbms(q).length ? PARTIAL_TTL_S : COMPLETE_TTL_S;
    until = Math.min(until, checkedAt + ttlS * 1000 - 1000);
  }
  return until > now ? until : 0;
}

/**
 * The answer for these price answers: the one built before from the same ones, else `build()`'s;
 * kept (the oldest entry goes past MAX_ENTRIES) with how long it may be reused unread.
 */
export function basketFor(groups: DrugGroup[], key: string, quotes: readonly BuiltFrom[], startedAt: number, build: () => BasketAnswer): BasketAnswer {
  const map = table(groups);
  const builtFrom = quotesKey(quotes);
  const known = map.get(key);
  const answer = known?.builtFrom === builtFrom ? known.answer : build();
  setBounded(map, key, { answer, builtFrom, until: reusableUntil(quotes, startedAt) }, MAX_ENTRIES);
  return answer;
}
