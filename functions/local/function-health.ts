import { routeMetrics } from './metrics';
import type { FunctionConfig, FunctionMetrics, HealthSource, Outcome } from '../domain/admin/function-health';

/** Health from the local runtime's own counters: every route runs in this process under `npm start`. */
export function localHealthSource(): HealthSource {
  return {
    name: 'local',
    functionName: (fn) => `local:${fn.id}`,
    async metrics(list, now) {
      return new Map(
        list.map((fn): [string, Outcome<FunctionMetrics>] => {
          const { invocations, errors, throttles, p95Ms } = routeMetrics(fn.id, now.getTime());
          return [fn.id, { ok: true, value: { invocations, errors, throttles, p95Ms } }];
        }),
      );
    },
    async configs(list) {
      const runtime = `node ${process.version} (local runtime)`;
      return new Map(list.map((fn): [string, Outcome<FunctionConfig>] => [fn.id, { ok: true, value: { runtime, lastModified: null, memoryMb: fn.memoryMb } }]));
    },
  };
}
