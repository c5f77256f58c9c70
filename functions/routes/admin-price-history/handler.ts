import { adminPriceHistoryContract } from '../../../shared/contracts/admin';
import { httpHandler } from '../../lib/http';
import { explainPriceHistory } from '../../domain/pricing/explain-history';

const DEFAULT_DAYS = 90;

/** Daily price snapshots for a drug picked by name (the public route needs its NDC), admin only. */
export const handler = httpHandler(adminPriceHistoryContract, async ({ query }) => explainPriceHistory({ ...query, days: query.days ?? DEFAULT_DAYS }));
