/**
 * The local runtime's own per-route counters: what CloudWatch gives the lambda-status page in
 * AWS (invocations, errors, throttles, p95 duration), kept in memory for the last hour.
 */
interface Sample {
  at: number;
  ms: number;
  status: number;
}

const WINDOW_MS = 60 * 60 * 1000;
const MAX_SAMPLES = 5000;
const samples = new Map<string, Sample[]>();

export function recordInvocation(routeId: string, ms: number, status: number, at = Date.now()): void {
  const list = samples.get(routeId) ?? [];
  list.push({ at, ms, status });
  if (list.length > MAX_SAMPLES) list.splice(0, list.length - MAX_SAMPLES);
  samples.set(routeId, list);
}

export interface RouteMetrics {
  invocations: number;
  errors: number;
  throttles: number;
  p95Ms: number | null;
  lastInvokedAt: string | null;
}

export function routeMetrics(routeId: string, now = Date.now()): RouteMetrics {
  const recent = (samples.get(routeId) ?? []).filter((s) => now - s.at <= WINDOW_MS);
  const durations = recent.map((s) => s.ms).sort((a, b) => a - b);
  const p95 = durations.length ? durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.95) - 1)] ?? null : null;
  const last = recent.at(-1);
  return {
    invocations: recent.length,
    errors: recent.filter((s) => s.status >= 500).length,
    throttles: recent.filter((s) => s.status === 429).length,
    p95Ms: p95,
    lastInvokedAt: last ? new Date(last.at).toISOString() : null,
  };
}

export function resetMetrics(): void {
  samples.clear();
}
