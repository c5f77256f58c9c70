import { CloudWatchClient, GetMetricDataCommand, type MetricDataQuery, type MetricDataResult } from '@aws-sdk/client-cloudwatch';
import { GetFunctionConfigurationCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { traced } from '../../lib/tracer';
import { stageName } from '../../lib/env';
import { functionName } from '../../tables/resource-names';
import { HEALTH_WINDOW_MINUTES, type FunctionConfig, type FunctionMetrics, type HealthSource, type MonitoredFunction, type Outcome } from './function-health';

/** SDK clients once per container (the SDK reads AWS_ENDPOINT_URL_* itself). */
let clients: { cloudwatch: CloudWatchClient; lambda: LambdaClient } | undefined;
function aws() {
  clients ??= { cloudwatch: traced(new CloudWatchClient({})), lambda: traced(new LambdaClient({})) };
  return clients;
}
export function resetHealthClients(): void {
  clients = undefined;
}

const METRICS = [
  { key: 'invocations', name: 'Invocations', stat: 'Sum' },
  { key: 'errors', name: 'Errors', stat: 'Sum' },
  { key: 'throttles', name: 'Throttles', stat: 'Sum' },
  { key: 'p95Ms', name: 'Duration', stat: 'p95' },
] as const;
/** GetMetricData takes at most 500 queries per call. */
const QUERIES_PER_CALL = 500;

/** Query ids must start with a lower-case letter: `f<index>_<metric>`. */
export function metricQueries(names: string[]): MetricDataQuery[] {
  return names.flatMap((functionName, i) =>
    METRICS.map((m) => ({
      Id: `f${i}_${m.key.toLowerCase()}`,
      MetricStat: {
        Metric: { Namespace: 'AWS/Lambda', MetricName: m.name, Dimensions: [{ Name: 'FunctionName', Value: functionName }] },
        Period: HEALTH_WINDOW_MINUTES * 60,
        Stat: m.stat,
      },
      ReturnData: true,
    })),
  );
}

/** The window: the last hour, on whole minutes (CloudWatch aligns periods to them). */
export function metricWindow(now: Date): { StartTime: Date; EndTime: Date } {
  const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return { StartTime: new Date(end.getTime() - HEALTH_WINDOW_MINUTES * 60_000), EndTime: end };
}

/**
 * Folds the results into per-function metrics. Sums add up over any buckets CloudWatch returns;
 * for p95 the largest bucket is kept (percentiles cannot be added; the larger one is the safe side).
 * A result CloudWatch marks Forbidden or InternalError makes that one function unreadable.
 */
export function foldMetricResults(names: string[], results: MetricDataResult[]): Outcome<FunctionMetrics>[] {
  const byId = new Map<string, MetricDataResult[]>();
  for (const r of results) byId.set(r.Id!, [...(byId.get(r.Id!) ?? []), r]);
  return names.map((_name, i) => {
    const value: FunctionMetrics = { invocations: 0, errors: 0, throttles: 0, p95Ms: null };
    for (const m of METRICS) {
      const parts = byId.get(`f${i}_${m.key.toLowerCase()}`) ?? [];
      const failed = parts.find((p) => p.StatusCode === 'Forbidden' || p.StatusCode === 'InternalError');
      if (failed) {
        const detail = failed.Messages?.map((msg) => msg.Value).filter(Boolean).join(' ') ?? '';
        return { ok: false, reason: `CloudWatch ${failed.StatusCode} for ${m.name}${detail ? `: ${detail}` : ''}` };
      }
      const values = parts.flatMap((p) => p.Values ?? []);
      if (m.key === 'p95Ms') value.p95Ms = values.length ? Math.max(...values) : null;
      else value[m.key] = values.reduce((a, b) => a + b, 0);
    }
    return { ok: true, value };
  });
}

async function readMetrics(names: string[], now: Date): Promise<Outcome<FunctionMetrics>[]> {
  const queries = metricQueries(names);
  const results: MetricDataResult[] = [];
  for (let start = 0; start < queries.length; start += QUERIES_PER_CALL) {
    let token: string | undefined;
    do {
      const out = await aws().cloudwatch.send(new GetMetricDataCommand({
        ...metricWindow(now), MetricDataQueries: queries.slice(start, start + QUERIES_PER_CALL), NextToken: token,
      }));
      results.push(...(out.MetricDataResults ?? []));
      token = out.NextToken;
    } while (token);
  }
  return foldMetricResults(names, results);
}

const errorText = (err: unknown) => {
  const e = err as Error;
  return `${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}`.slice(0, 200);
};

export function cloudWatchHealthSource(stage: string = stageName()): HealthSource {
  const nameOf = (fn: MonitoredFunction) => functionName(stage, fn.id);
  return {
    name: 'cloudwatch',
    functionName: nameOf,
    async metrics(list: readonly MonitoredFunction[], now: Date) {
      const outcomes = await readMetrics(list.map(nameOf), now);
      return new Map(list.map((fn, i) => [fn.id, outcomes[i]!]));
    },
    async configs(list: readonly MonitoredFunction[]) {
      const settled = await Promise.all(
        list.map(async (fn): Promise<[string, Outcome<FunctionConfig>]> => {
          try {
            const c = await aws().lambda.send(new GetFunctionConfigurationCommand({ FunctionName: nameOf(fn) }));
            return [fn.id, { ok: true, value: { runtime: c.Runtime ?? null, lastModified: c.LastModified ?? null, memoryMb: c.MemorySize ?? null } }];
          } catch (err) {
            return [fn.id, { ok: false, reason: errorText(err) }];
          }
        }),
      );
      return new Map(settled);
    },
  };
}
