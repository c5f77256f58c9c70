import { jobHandler } from '../../lib/job';
import { requireEnv } from '../../lib/env';
import { countMetric, msMetric } from '../../lib/metrics';
import { runJourney } from '../../domain/canary/journey';

/**
 * Runs the visitor journey (typeahead -> price -> coupon view) against the stage's own site every 5
 * minutes and writes CanarySuccess (1 or 0) and CanaryLatency; the `Canary` alarm watches them
 * (README "Runbook"). A failed journey is a measurement, not an error of this job: it does not throw
 * (no retry against a site that is down; `Job-canary` stays for the canary itself breaking).
 */
export const handler = jobHandler('canary', async ({ log }) => {
  const result = await runJourney(requireEnv('SITE_URL'));
  countMetric('CanarySuccess', result.ok ? 1 : 0);
  msMetric('CanaryLatency', result.ms);
  const steps = result.steps.map((s) => `${s.name} ${s.ok ? 'ok' : 'FAILED'} ${s.status ?? '-'} ${s.ms} ms: ${s.detail}`).join('; ');
  if (result.ok) log.info('canary journey passed', { detail: steps, ms: result.ms });
  else log.error('canary journey failed', { detail: steps, ms: result.ms });
  const failed = result.steps.find((s) => !s.ok);
  return { ok: result.ok, ms: result.ms, ...(failed ? { failed: `${failed.name}: ${failed.detail}` } : {}) };
});
