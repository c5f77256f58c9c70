import { adminLambdaStatusContract } from '../../../shared/contracts/admin';
import { readDataVersions } from '../../domain/admin/data-versions';
import { collectFunctionHealth, HEALTH_WINDOW_MINUTES, healthSourceName, monitoredFunction } from '../../domain/admin/function-health';
import { httpHandler } from '../../lib/http';
import { routes } from '../../tables/routes';

/** Every function of the route table, with the limits it is deployed with. */
const functions = routes.map((route) => monitoredFunction(route.contract, route));

/** Every route-table function with its health over the last hour, and the versions of the data the stage serves (admin only). */
export const handler = httpHandler(
  adminLambdaStatusContract,
  async () => ({
    source: healthSourceName(),
    windowMinutes: HEALTH_WINDOW_MINUTES,
    checkedAt: new Date().toISOString(),
    functions: await collectFunctionHealth(functions),
    data: await readDataVersions(),
  }),
);
