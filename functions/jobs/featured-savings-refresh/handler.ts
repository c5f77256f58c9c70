import { jobHandler } from '../../lib/job';
import { refreshFeaturedSavings } from '../../domain/featured-savings/refresh';

/** Computes the Featured Savings cards of the zips visitors asked for (new ones first, then the stalest). */
export const handler = jobHandler('featured-savings-refresh', async ({ log }) => {
  const done = await refreshFeaturedSavings(log);
  log.info('featured savings refreshed', { detail: `${done.computed} computed, ${done.left} left for the next run, ${done.forgotten} forgotten` });
  return done;
});
