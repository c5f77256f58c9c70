import { adminLambdaStatusContract } from '../../../shared/contracts/admin';
import { collectFunctionHealth, HEALTH_WINDOW_MINUTES, healthSourceName } from '../../domain/admin/function-health';
import { httpHandler } from '../../lib/http';

/** Every route-table function with its health over the last hour (admin only). */
export const handler = httpHandler(
  adminLambdaStatusContract,
  async () => ({
    source: healthSourceName(),
    windowMinutes: HEALTH_WINDOW_MINUTES,
    checkedAt: new Date().toISOString(),
    functions: await collectFunctionHealth(),
  }),
);
