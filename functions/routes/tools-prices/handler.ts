import { toolsPricesContract } from '../../../shared/contracts/tools-prices';
import { httpHandler } from '../../lib/http';
import { prices } from '../../domain/tools/prices';

/** iRxSavvy price lookups: reference cost, expected range, one PBM's price, all PBMs, price check, fills, payment options. */
export const handler = httpHandler(toolsPricesContract, async ({ query }) => prices(query));
