import { priceHistoryContract } from '../../shared/contracts/prices';
import { zipArea } from '../catalog/geo';
import { httpHandler } from '../lib/http';
import { readPriceHistory } from '../pricing/price-history';

/** Daily best-price snapshots for a drug, quantity and zip area (for the price-history chart). */
export const handler = httpHandler('priceHistory', priceHistoryContract, async ({ query }) => ({
  points: await readPriceHistory(query.ndc, query.qty, zipArea(query.zip), query.days ?? 90),
}));
