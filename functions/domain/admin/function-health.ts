import type { ApiRoute } from '../../../shared/api-routes';
import type { FunctionHealth, HealthStatus } from '../../../shared/contracts/admin';

/**
 * The health of route functions over the last hour: the admin lambda-status page (every route) and
 * the public status-page tool (the price service's routes) read it, each handing over the functions
 * it reports. In AWS the numbers come from CloudWatch and the Lambda API (function-health-aws.ts);
 * locally from the local runtime's own counters. A function whose numbers cannot be read is listed
 * as unhealthy with the reason, never left out.
 */

/** A function to report on: its route and the limits it is deployed with (the route table's facts). */
export interface MonitoredFunction extends ApiRoute {
  memoryMb: number;
  timeoutSeconds: number;
}

export type FunctionLimits = Pick<MonitoredFunction, 'memoryMb' | 'timeoutSeconds'>;

/** A route (from API_ROUTES, or a contract) with its deployed limits, as the health page reads it. */
export function monitoredFunction({ id, method, path, auth }: ApiRoute, { memoryMb, timeoutSeconds }: FunctionLimits): MonitoredFunction {
  return { id, method, path, auth, memoryMb, timeoutSeconds };
}

export interface FunctionMetrics {
  invocations: number;
  errors: number;
  throttles: number;
  p95Ms: number | null;
}

export interface FunctionConfig {
  runtime: string | null;
  lastModified: string | null;
  memoryMb: number | null;
}

/** Per function either its value or why it could not be read. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface HealthSource {
  name: 'cloudwatch' | 'local';
  functionName(fn: MonitoredFunction): string | null;
  metrics(functions: readonly MonitoredFunction[], now: Date): Promise<Map<string, Outcome<FunctionMetrics>>>;
  configs(functions: readonly MonitoredFunction[]): Promise<Map<string, Outcome<FunctionConfig>>>;
}

export const HEALTH_WINDOW_MINUTES = 60;
/** An error or throttle share at or above this makes a function unhealthy; any at all, degraded. */
export const UNHEALTHY_SHARE = 0.05;
/** p95 duration as a share of the function's timeout: degraded from half, unhealthy from 90%. */
export const SLOW_SHARE = 0.5;
export const TOO_SLOW_SHARE = 0.9;

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 1000) / 10}%`;

export function classifyHealth(m: FunctionMetrics, timeoutSeconds: number): { status: HealthStatus; reason: string | null } {
  const attempts = m.invocations + m.throttles;
  if (attempts === 0) return { status: 'idle', reason: `No invocations in the last ${HEALTH_WINDOW_MINUTES} minutes` };
  const problems: string[] = [];
  let status: HealthStatus = 'healthy';
  const worsen = (to: HealthStatus) => {
    if (to === 'unhealthy' || status === 'healthy') status = to;
  };
  if (m.errors > 0) {
    problems.push(`${m.errors} errors in ${m.invocations} invocations (${percent(m.errors, Math.max(m.invocations, 1))})`);
    worsen(m.invocations === 0 || m.errors / m.invocations >= UNHEALTHY_SHARE ? 'unhealthy' : 'degraded');
  }
  if (m.throttles > 0) {
    problems.push(`${m.throttles} throttled of ${attempts} requests (${percent(m.throttles, attempts)})`);
    worsen(m.throttles / attempts >= UNHEALTHY_SHARE ? 'unhealthy' : 'degraded');
  }
  const timeoutMs = timeoutSeconds * 1000;
  if (m.p95Ms !== null && m.p95Ms >= SLOW_SHARE * timeoutMs) {
    problems.push(`p95 ${Math.round(m.p95Ms)} ms is ${percent(m.p95Ms, timeoutMs)} of the ${timeoutSeconds} s timeout`);
    worsen(m.p95Ms >= TOO_SLOW_SHARE * timeoutMs ? 'unhealthy' : 'degraded');
  }
  return { status, reason: problems.length ? problems.join('; ') : null };
}

/** Lambda's p95 and sums come as floats; the page shows whole milliseconds and counts. */
const whole = (n: number | null) => (n === null ? null : Math.round(n));

export function describeFunction(
  fn: MonitoredFunction,
  source: Pick<HealthSource, 'functionName'>,
  metrics: Outcome<FunctionMetrics> | undefined,
  config: Outcome<FunctionConfig> | undefined,
): FunctionHealth {
  const base = {
    routeId: fn.id,
    method: fn.method,
    path: fn.path,
    auth: fn.auth,
    functionName: source.functionName(fn),
    memoryMb: config?.ok && config.value.memoryMb !== null ? config.value.memoryMb : fn.memoryMb,
    timeoutSeconds: fn.timeoutSeconds,
    runtime: config?.ok ? config.value.runtime : null,
    lastModified: config?.ok ? config.value.lastModified : null,
  };
  const configProblem = config && !config.ok ? `Configuration unreadable: ${config.reason}` : null;
  if (!metrics?.ok) {
    const why = metrics ? metrics.reason : 'no metrics were returned';
    return {
      ...base, invocations: null, errors: null, throttles: null, p95Ms: null, status: 'unhealthy',
      reason: [`Metrics unreadable: ${why}`, configProblem].filter(Boolean).join('; '),
    };
  }
  const m = metrics.value;
  const { status, reason } = classifyHealth(m, fn.timeoutSeconds);
  return {
    ...base,
    invocations: whole(m.invocations), errors: whole(m.errors), throttles: whole(m.throttles), p95Ms: whole(m.p95Ms),
    // A function whose configuration cannot be read may not exist any more: never call it healthy.
    status: configProblem ? 'unhealthy' : status,
    reason: [reason, configProblem].filter(Boolean).join('; ') || null,
  };
}

/** Whole-source failures (e.g. CloudWatch refused the call) become one reason for every function. */
async function settle<T>(work: Promise<Map<string, Outcome<T>>>, list: readonly MonitoredFunction[]): Promise<Map<string, Outcome<T>>> {
  try {
    return await work;
  } catch (err) {
    const reason = (err as Error).name && (err as Error).name !== 'Error' ? `${(err as Error).name}: ${(err as Error).message}` : (err as Error).message;
    return new Map(list.map((fn) => [fn.id, { ok: false, reason: reason.slice(0, 200) }]));
  }
}

/**
 * The local runtime runs every handler in its own process and sets its own counters as the
 * source at start (functions/local/runtime.ts); a deployed function never has one set, so it
 * never loads local code and reads CloudWatch.
 */
let standIn: HealthSource | undefined;

export function useHealthSource(source: HealthSource | undefined): void {
  standIn = source;
}

export async function defaultHealthSource(): Promise<HealthSource> {
  if (standIn) return standIn;
  const { cloudWatchHealthSource } = await import('./function-health-aws');
  return cloudWatchHealthSource();
}

/**
 * `metricsOnly` skips the functions' configurations: the public status page needs only metrics, so
 * its function holds no lambda:GetFunctionConfiguration (which would also return environments).
 */
export async function collectFunctionHealth(
  list: readonly MonitoredFunction[],
  options: { source?: HealthSource; now?: Date; metricsOnly?: boolean } = {},
): Promise<FunctionHealth[]> {
  const source = options.source ?? (await defaultHealthSource());
  const now = options.now ?? new Date();
  const noConfigs = async () => new Map<string, Outcome<FunctionConfig>>();
  const [metrics, configs] = await Promise.all([settle(source.metrics(list, now), list), options.metricsOnly ? noConfigs() : settle(source.configs(list), list)]);
  return list.map((fn) => describeFunction(fn, source, metrics.get(fn.id), configs.get(fn.id)));
}

export function healthSourceName(): HealthSource['name'] {
  return standIn?.name ?? 'cloudwatch';
}
