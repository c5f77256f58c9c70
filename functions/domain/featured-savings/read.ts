import { LIMITS } from '../../../shared/brand';
import { setBounded } from '../../lib/bounded-map';
import type { FeaturedSavingsAnswer } from '../../../shared/contracts/featured';
import { distanceMiles, zipToPoint } from '../catalog/geo';
import { cached } from '../catalog/store';
import { locate } from '../pricing/place';
import { getCards, getKeptZip, markRequested, zipsWithCards, type StoredCards } from './store';

/** A kept zip's last request is written at most this often (one small write a day per zip). */
const REQUEST_MARK_EVERY_MS = 24 * 3600_000;
/**
 * Each container keeps the answers it gave for a minute (the route's own max-age): the cards
 * change only when the refresh job recomputes them, every few hours, so a warm request reads
 * nothing. A pending answer (another zip's cards) is not kept: the zip's own come within minutes.
 */
const ANSWER_KEEP_MS = 60_000;
const RECENT_MAX = 2_000;
const recent = new Map<string, { answer: FeaturedSavingsAnswer; readAt: number; markedAt: number }>();
/** The zips that have cards, per container: read again every minute. */
const withCards = cached(zipsWithCards, 60_000);

/** The zip with cards nearest to this one (the default zip's when none is nearer). */
async function nearestWithCards(zip: string): Promise<StoredCards | undefined> {
  const here = zipToPoint(zip)!;
  const candidates = (await withCards.get()).flatMap((z) => {
    const point = zipToPoint(z);
    return point ? [{ zip: z, miles: distanceMiles(here, point) }] : [];
  });
  candidates.sort((a, b) => a.miles - b.miles);
  for (const { zip: near } of candidates.slice(0, 3)) {
    const stored = await getCards(near);
    if (stored) return stored;
  }
  return getCards(LIMITS.defaultZip);
}

const answer = (zip: string, stored: StoredCards | undefined, pending: boolean): FeaturedSavingsAnswer => ({
  zip,
  pricedNear: stored?.zip ?? zip,
  savings: (stored?.cards ?? []).filter((c) => c !== null),
  pending,
});

/**
 * rules#home Featured Savings for a zip, read from what the refresh job computed: the zip's own
 * cards, or, until they are computed (within minutes), the nearest zip's, saying so. No PBM is
 * asked on the request path, so the answer never depends on how fast the PBMs are right now.
 */
export async function readFeaturedSavings(requestedZip: string | undefined, now = new Date()): Promise<FeaturedSavingsAnswer> {
  const { zip } = locate({ zip: requestedZip });
  const known = recent.get(zip);
  if (known && now.getTime() - known.readAt < ANSWER_KEEP_MS && now.getTime() - known.markedAt <= REQUEST_MARK_EVERY_MS) return known.answer;
  const [own, kept] = await Promise.all([getCards(zip), getKeptZip(zip)]);
  let markedAt = kept ? Date.parse(kept.requestedAt) : 0;
  if (now.getTime() - markedAt > REQUEST_MARK_EVERY_MS) {
    await markRequested(zip, now.toISOString());
    markedAt = now.getTime();
  }
  if (!own) return answer(zip, await nearestWithCards(zip), true);
  const result = answer(zip, own, false);
  setBounded(recent, zip, { answer: result, readAt: now.getTime(), markedAt }, RECENT_MAX);
  return result;
}
