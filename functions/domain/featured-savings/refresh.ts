import { LIMITS } from '../../../shared/brand';
import type { Logger } from '../../lib/logger';
import { computeCards } from './cards';
import { forgetZips, getCards, keptZips, putCards, type KeptZip } from './store';

/** A zip's cards are recomputed once they are this old. */
export const REFRESH_AFTER_MS = 6 * 3600_000;
/** A zip nobody has asked for in this long is forgotten. */
export const FORGET_AFTER_MS = 30 * 24 * 3600_000;
/** Zips priced at once (each prices six drugs at once). */
const CONCURRENCY = 3;

const age = (iso: string | undefined, now: Date) => (iso ? now.getTime() - Date.parse(iso) : Infinity);

/**
 * What one run of the refresh job does, in order: zips that have no cards yet (a visitor is waiting:
 * oldest request first), then cards older than REFRESH_AFTER_MS (oldest first). The default zip is
 * always kept: it is every other zip's fallback.
 */
export function refreshPlan(zips: readonly KeptZip[], now: Date): { compute: string[]; forget: string[] } {
  const byZip = new Map(zips.map((z) => [z.zip, z]));
  if (!byZip.has(LIMITS.defaultZip)) byZip.set(LIMITS.defaultZip, { zip: LIMITS.defaultZip, requestedAt: now.toISOString() });
  const all = [...byZip.values()];
  const forget = all.filter((z) => z.zip !== LIMITS.defaultZip && age(z.requestedAt, now) > FORGET_AFTER_MS).map((z) => z.zip);
  const live = all.filter((z) => !forget.includes(z.zip));
  const waiting = live.filter((z) => !z.computedAt).sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
  const stale = live.filter((z) => z.computedAt && age(z.computedAt, now) > REFRESH_AFTER_MS).sort((a, b) => a.computedAt!.localeCompare(b.computedAt!));
  // The default zip first when it has nothing: until it has cards, every other zip has no fallback.
  const order = [...waiting, ...stale].sort((a, b) => Number(b.zip === LIMITS.defaultZip && !b.computedAt) - Number(a.zip === LIMITS.defaultZip && !a.computedAt));
  return { compute: order.map((z) => z.zip), forget };
}

/** One run: computes what refreshPlan lists until `budgetMs` is spent; the next run carries on. */
export async function refreshFeaturedSavings(log: Logger, now = new Date(), budgetMs = 200_000): Promise<{ computed: number; left: number; forgotten: number }> {
  const started = Date.now();
  const { compute, forget } = refreshPlan(await keptZips(), now);
  if (forget.length) await forgetZips(forget);
  let next = 0;
  let computed = 0;
  const worker = async () => {
    while (next < compute.length && Date.now() - started < budgetMs) {
      const zip = compute[next++]!;
      const [previous, fallback] = await Promise.all([getCards(zip), zip === LIMITS.defaultZip ? undefined : getCards(LIMITS.defaultZip)]);
      try {
        await putCards(await computeCards(zip, { previous, fallback }, new Date()));
        computed += 1;
      } catch (err) {
        // An unknown zip (a zip table change) or a storage error: the next run tries again; the old cards stay.
        log.warn('featured savings not refreshed for a zip', { code: (err as Error).name });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { computed, left: compute.length - next, forgotten: forget.length };
}
