import { toolsSupplyOptionsContract } from '../../../shared/contracts/tools-regimen';
import { httpHandler } from '../../lib/http';
import { supplyOptions } from '../../domain/tools/supply-options';

/** GET /api/tools/supply-options: 30 vs 90 days, retail vs mail order (iRxSavvy calculators). */
export const handler = httpHandler(toolsSupplyOptionsContract, async ({ query }) => supplyOptions(query));
