import { jobHandler } from '../../lib/job';
import { refreshFeaturedSavings } from '../../domain/featured-savings/refresh';

/** Computes the Featured Savings cards of the zips visitors asked for (new ones first, then the stalest). */
// Leaves time to record the last card and report before Lambda's (and middy's) timeout.
const MARGIN_MS = 20_000;

export const handler = jobHandler('featured-savings-refresh', async ({ log, context }) => {
  const done = await refreshFeaturedSavings(log, new Date(), Math.min(200_000, context.getRemainingTimeInMillis() - MARGIN_MS));
  log.info('featured savings refreshed', { detail: `${done.computed} computed, ${done.left} left for the next run, ${done.forgotten} forgotten` });
  return done;
});
