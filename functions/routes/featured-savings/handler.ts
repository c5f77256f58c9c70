import { featuredSavingsContract } from '../../../shared/contracts/featured';
import { httpHandler } from '../../lib/http';
import { featuredSavings } from '../../domain/pricing/featured-savings';

/** GET /api/featured-savings: the home page's six Featured Savings cards, priced near the zip. */
export const handler = httpHandler(featuredSavingsContract, async ({ query }) => featuredSavings(query.zip), {
  // Prices are cached for 10 minutes by the engine; browsers and CDNs may reuse the cards as long.
  cacheControl: 'public, max-age=300, stale-while-revalidate=300',
});
