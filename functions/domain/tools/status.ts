import type { FunctionHealth } from '../../../shared/contracts/admin';
import type { ResponseOf } from '../../../shared/contract';
import type { toolsStatusContract } from '../../../shared/contracts/tools-codes';
import { HEALTH_WINDOW_MINUTES, collectFunctionHealth, type MonitoredFunction } from '../admin/function-health';

type Answer = ResponseOf<typeof toolsStatusContract>;
type Status = Answer['overall'];

/**
 * The public face of the admin lambda-status data: a few service areas, each the worst of its
 * functions, with no function names, paths, counts or reasons (those are internals).
 */
const AREAS: { name: string; match: RegExp }[] = [
  { name: 'Drug search', match: /^(drug-name|similar-drug-names|drug-formulation)$/ },
  { name: 'Prices at pharmacies', match: /^(drug-details|price-history|price-comparison)$/ },
  { name: 'Mail-order prices', match: /^mail-order-pricing$/ },
  { name: 'Coupons by e-mail and text', match: /^coupon-(email|sms)$/ },
  { name: 'iRxSavvy tools', match: /^tools-/ },
];

/**
 * The functions the page reports on: those of its areas. The tools-status route hands exactly these
 * to serviceStatus (functions/routes/tools-status/reported-functions.ts, derived from the route table
 * by tests/unit/tools/status-functions.test.ts), so it reads the metrics of no other function.
 */
export const isReported = (routeId: string): boolean => AREAS.some((area) => area.match.test(routeId));

const RANK: Record<Status, number> = { idle: 0, operational: 1, degraded: 2, outage: 3 };

function publicStatus(f: FunctionHealth): Status {
  if (f.status === 'unhealthy') return 'outage';
  if (f.status === 'degraded') return 'degraded';
  return f.status === 'healthy' ? 'operational' : 'idle';
}

function worst(statuses: Status[]): Status {
  const seen = statuses.filter((s) => s !== 'idle');
  if (!seen.length) return statuses.length ? 'operational' : 'idle';
  return seen.reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
}

export function summariseHealth(functions: FunctionHealth[], checkedAt: Date): Answer {
  const services = AREAS.map((area) => ({ name: area.name, status: worst(functions.filter((f) => area.match.test(f.routeId)).map(publicStatus)) }));
  const overall = worst(services.map((s) => s.status));
  const summary = overall === 'operational' ? 'All systems operational.' : overall === 'degraded' ? 'Some services are slower or less reliable than usual.' : overall === 'outage' ? 'Some services are having problems. We are working on it.' : 'No recent activity.';
  return { overall, summary, services, checkedAt: checkedAt.toISOString(), windowMinutes: HEALTH_WINDOW_MINUTES };
}

/**
 * One CloudWatch read per container per minute: GetMetricData for every function costs about
 * $0.003 a call, and the public page may be hit by anyone (CloudFront does not cache the API).
 */
export const STATUS_CACHE_MS = 60_000;
let cachedStatus: { at: number; answer: Promise<Answer> } | undefined;

/** `functions`: the reported functions (isReported); a container always passes the same ones, so one answer is cached for all. */
export function serviceStatus(functions: readonly MonitoredFunction[], now = new Date()): Promise<Answer> {
  if (!cachedStatus || now.getTime() - cachedStatus.at >= STATUS_CACHE_MS) {
    const answer = collectFunctionHealth(functions, { now, metricsOnly: true }).then((health) => summariseHealth(health, now));
    cachedStatus = { at: now.getTime(), answer };
    answer.catch(() => { cachedStatus = undefined; });
  }
  return cachedStatus.answer;
}
