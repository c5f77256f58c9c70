import { API_ROUTES } from '../../../shared/api-routes';
import { toolsStatusContract } from '../../../shared/contracts/tools-codes';
import { httpHandler } from '../../lib/http';
import { monitoredFunction } from '../../domain/admin/function-health';
import { serviceStatus } from '../../domain/tools/status';
import { REPORTED_FUNCTION_LIMITS } from './reported-functions';

/**
 * The functions the page reports on: their routes from API_ROUTES and their limits from the file
 * derived from the route table. Not the route table itself: it holds every contract (and their
 * zod schemas), which this public function does not need.
 */
const functions = (Object.keys(REPORTED_FUNCTION_LIMITS) as (keyof typeof REPORTED_FUNCTION_LIMITS)[]).map((id) => monitoredFunction(API_ROUTES[id], REPORTED_FUNCTION_LIMITS[id]));

/** iRxSavvy status page: the public health of the price service, without internals. */
export const handler = httpHandler(toolsStatusContract, async () => serviceStatus(functions), { cacheControl: 'public, max-age=60' });
