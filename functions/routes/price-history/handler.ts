import { priceHistoryContract } from '../../../shared/contracts/prices';
import { httpHandler } from '../../lib/http';
import { readPriceHistory } from '../../domain/pricing/price-history';

/**
 * Daily best-price snapshots for a drug, quantity and zip (the cache's area key is the 5-digit zip,
 * see functions/domain/catalog/geo.ts; read directly so this Lambda does not bundle the zip database).
 */
export const handler = httpHandler(priceHistoryContract, async ({ query }) => ({
  points: await readPriceHistory(query.ndc, query.qty, query.zip, query.days ?? 90),
}));
