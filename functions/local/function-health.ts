import { routeMetrics } from './metrics';
import type { FunctionConfig, FunctionMetrics, HealthSource, Outcome } from '../domain/admin/function-health';

/** Health from the local runtime's own counters: every route runs in this process under `npm start`. */
export function localHealthSource(): HealthSource {
  return {
    name: 'local',
    functionName: (route) => `local:${route.id}`,
    async metrics(list, now) {
      return new Map(
        list.map((route): [string, Outcome<FunctionMetrics>] => {
          const { invocations, errors, throttles, p95Ms } = routeMetrics(route.id, now.getTime());
          return [route.id, { ok: true, value: { invocations, errors, throttles, p95Ms } }];
        }),
      );
    },
    async configs(list) {
      const runtime = `node ${process.version} (local runtime)`;
      return new Map(list.map((route): [string, Outcome<FunctionConfig>] => [route.id, { ok: true, value: { runtime, lastModified: null, memoryMb: route.memoryMb } }]));
    },
  };
}
