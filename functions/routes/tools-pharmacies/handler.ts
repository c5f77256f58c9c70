import { toolsPharmaciesContract } from '../../../shared/contracts/tools-prices';
import { httpHandler } from '../../lib/http';
import { limitCostlyRequest } from '../../lib/ip-bucket';
import { ALL_PBM_VIEW_LIMIT, pharmacies } from '../../domain/tools/pharmacies';

/** iRxSavvy pharmacy lookups: search by name or chain, nearby, mail order overall and per PBM. */
export const handler = httpHandler(toolsPharmaciesContract, async ({ query, sourceIp }) => {
  if (query.view === 'pbm-mail-order') limitCostlyRequest('all-pbm-views', sourceIp, ALL_PBM_VIEW_LIMIT.burst, ALL_PBM_VIEW_LIMIT.perMinute);
  return pharmacies(query);
});
