import { healthContract } from '../../../shared/contracts/health';
import { optionalEnv } from '../../lib/env';
import { httpHandler, reply } from '../../lib/http';
import { runHealthChecks } from '../../domain/health/checks';

export const handler = httpHandler(healthContract, async () => {
  const checks = await runHealthChecks();
  const ok = checks.every((c) => c.ok);
  const body = {
    status: ok ? ('ok' as const) : ('degraded' as const),
    version: optionalEnv('APP_VERSION', 'dev'),
    time: new Date().toISOString(),
    checks,
  };
  return reply(ok ? 200 : 503, body);
});
