import { toolsPharmaciesContract } from '../../../shared/contracts/tools-prices';
import { httpHandler } from '../../lib/http';
import { pharmacies } from '../../domain/tools/pharmacies';

/** iRxSavvy pharmacy lookups: search by name or chain, nearby, mail order overall and per PBM. */
export const handler = httpHandler(toolsPharmaciesContract, async ({ query }) => pharmacies(query));
