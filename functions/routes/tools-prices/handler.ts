import { toolsPricesContract } from '../../../shared/contracts/tools-prices';
import { httpHandler } from '../../lib/http';
import { limitCostlyRequest } from '../../lib/ip-bucket';
import { ALL_PBM_VIEW_LIMIT } from '../../domain/tools/pharmacies';
import { prices } from '../../domain/tools/prices';

/** iRxSavvy price lookups: reference cost, expected range, one PBM's price, all PBMs, price check, fills, payment options. */
export const handler = httpHandler(toolsPricesContract, async ({ query, sourceIp }) => {
  if (query.view === 'all-pbms') limitCostlyRequest('all-pbm-views', sourceIp, ALL_PBM_VIEW_LIMIT.burst, ALL_PBM_VIEW_LIMIT.perMinute);
  return prices(query);
});
