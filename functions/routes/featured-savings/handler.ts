import { featuredSavingsContract } from '../../../shared/contracts/featured';
import { httpHandler } from '../../lib/http';
import { readFeaturedSavings } from '../../domain/featured-savings/read';

/** GET /api/featured-savings: the home page's six Featured Savings cards, computed ahead of the request. */
export const handler = httpHandler(featuredSavingsContract, async ({ query }) => readFeaturedSavings(query.zip), {
  // Cards change when the refresh job recomputes them (every few hours); browsers may keep them a minute.
  cacheControl: 'public, max-age=60',
});
