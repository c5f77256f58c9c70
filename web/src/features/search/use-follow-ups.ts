import { useEffect, useState } from 'react';
import type { DrugDetails } from '../../../../shared/contracts/prices';

/**
 * While an answer has rows still being checked (`providersChecking`: PBMs that missed the deadline
 * are being asked again, and the server merges their quotes into the cached answer), the page asks
 * for the same query again after these pauses, then stops: about 7 s, enough for a completion that
 * waits up to 3 s for a slow PBM. A row still checking after that stays so, with its words.
 */
export const FOLLOW_UP_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/** The pause before the next follow-up of an answer, or undefined: the answer is complete, or every follow-up was made. */
export function nextFollowUp(answer: Pick<DrugDetails, 'providersChecking'> | undefined, made: number): number | undefined {
  if (!answer?.providersChecking.length) return undefined;
  return FOLLOW_UP_DELAYS_MS[made];
}

/**
 * Asks again (`refetch`: the same query, through RTK Query) while the answer is incomplete. Counts
 * per request: a new request (another selection, the Search button) starts over. `quiet` is true
 * once this request has been followed up: its later fetches refresh rows in place, without the
 * loading overlay.
 */
export function useFollowUps(request: object | null, answer: DrugDetails | undefined, isFetching: boolean, refetch: () => unknown): { quiet: boolean } {
  const [made, setMade] = useState<{ request: object | null; count: number }>({ request, count: 0 });
  const count = made.request === request ? made.count : 0;
  const delay = request && !isFetching ? nextFollowUp(answer, count) : undefined;
  useEffect(() => {
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => {
      setMade({ request, count: count + 1 });
      refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [delay, request, count, refetch]);
  return { quiet: count > 0 };
}
