import { CloudWatchClient, GetMetricDataCommand } from '@aws-sdk/client-cloudwatch';
import { GetFunctionConfigurationCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../functions/tables/routes';
import { classifyHealth, collectFunctionHealth, monitoredFunction } from '../../../functions/domain/admin/function-health';
import { functionName } from '../../../functions/tables/resource-names';
import { cloudWatchHealthSource, foldMetricResults, metricQueries, metricWindow, resetHealthClients } from '../../../functions/domain/admin/function-health-aws';
import { localHealthSource } from '../../../functions/local/function-health';
import { recordInvocation, resetMetrics } from '../../../functions/local/metrics';

/** Every route-table function, as the admin lambda-status route hands them over. */
const all = routes.map((route) => monitoredFunction(route.contract, route));
const NOW = new Date('2026-11-22T10:30:42.123Z');

describe('classifyHealth', () => {
  const m = (invocations: number, errors = 0, throttles = 0, p95Ms: number | null = 50) => ({ invocations, errors, throttles, p95Ms });

  it.each([
    ['no traffic is idle', m(0, 0, 0, null), 'idle'],
    ['clean traffic is healthy', m(100), 'healthy'],
    ['one error in 100 is degraded', m(100, 1), 'degraded'],
    ['5 errors in 100 is unhealthy', m(100, 5), 'unhealthy'],
    ['a throttle is degraded', m(100, 0, 1), 'degraded'],
    ['only throttled requests are unhealthy', m(0, 0, 3, null), 'unhealthy'],
    ['p95 at half the timeout is degraded', m(10, 0, 0, 2500), 'degraded'],
    ['p95 at 90% of the timeout is unhealthy', m(10, 0, 0, 4500), 'unhealthy'],
    ['p95 just under half the timeout is healthy', m(10, 0, 0, 2499), 'healthy'],
    ['degraded plus unhealthy is unhealthy', m(100, 1, 0, 4600), 'unhealthy'],
  ])('%s', (_name, metrics, status) => {
    expect(classifyHealth(metrics, 5).status).toBe(status);
  });

  it('says why in words', () => {
    expect(classifyHealth(m(40, 3), 5).reason).toBe('3 errors in 40 invocations (7.5%)');
    expect(classifyHealth(m(100), 5).reason).toBeNull();
  });
});

describe('CloudWatch metric math', () => {
  it('asks for Invocations, Errors, Throttles (Sum) and Duration p95 per function, over the last hour on whole minutes', () => {
    const queries = metricQueries(['fn-a', 'fn-b']);
    expect(queries).toHaveLength(8);
    expect(queries.map((q) => [q.Id, q.MetricStat!.Metric!.MetricName, q.MetricStat!.Stat])).toEqual([
      ['f0_invocations', 'Invocations', 'Sum'], ['f0_errors', 'Errors', 'Sum'], ['f0_throttles', 'Throttles', 'Sum'], ['f0_p95ms', 'Duration', 'p95'],
      ['f1_invocations', 'Invocations', 'Sum'], ['f1_errors', 'Errors', 'Sum'], ['f1_throttles', 'Throttles', 'Sum'], ['f1_p95ms', 'Duration', 'p95'],
    ]);
    expect(queries[4]!.MetricStat!.Metric!.Dimensions).toEqual([{ Name: 'FunctionName', Value: 'fn-b' }]);
    expect(queries.every((q) => q.MetricStat!.Period === 3600 && q.MetricStat!.Metric!.Namespace === 'AWS/Lambda')).toBe(true);
    expect(metricWindow(NOW)).toEqual({ StartTime: new Date('2026-11-22T09:30:00Z'), EndTime: new Date('2026-11-22T10:30:00Z') });
  });

  it('adds sums over buckets, keeps the larger p95, and reports a failed result for its function only', () => {
    const out = foldMetricResults(['a', 'b'], [
      { Id: 'f0_invocations', Values: [10, 5], StatusCode: 'Complete' },
      { Id: 'f0_errors', Values: [1], StatusCode: 'Complete' },
      { Id: 'f0_throttles', Values: [], StatusCode: 'Complete' },
      { Id: 'f0_p95ms', Values: [120.4, 300.6], StatusCode: 'Complete' },
      { Id: 'f1_invocations', Values: [], StatusCode: 'Forbidden', Messages: [{ Code: 'Forbidden', Value: 'not allowed' }] },
    ]);
    expect(out[0]).toEqual({ ok: true, value: { invocations: 15, errors: 1, throttles: 0, p95Ms: 300.6 } });
    expect(out[1]).toEqual({ ok: false, reason: 'CloudWatch Forbidden for Invocations: not allowed' });
  });
});

describe('collectFunctionHealth from CloudWatch and Lambda', () => {
  const cloudwatch = mockClient(CloudWatchClient);
  const lambda = mockClient(LambdaClient);
  const two = all.slice(0, 2);
  const [first, second] = [two[0]!, two[1]!];

  beforeEach(() => {
    resetHealthClients();
    cloudwatch.reset();
    lambda.reset();
  });
  afterEach(() => resetHealthClients());

  it('sends exactly one GetMetricData and one GetFunctionConfiguration per function, by conventional name', async () => {
    cloudwatch.on(GetMetricDataCommand).resolves({
      MetricDataResults: [
        { Id: 'f0_invocations', Values: [200], StatusCode: 'Complete' },
        { Id: 'f0_errors', Values: [0], StatusCode: 'Complete' },
        { Id: 'f0_throttles', Values: [0], StatusCode: 'Complete' },
        { Id: 'f0_p95ms', Values: [41.7], StatusCode: 'Complete' },
      ],
    });
    lambda.on(GetFunctionConfigurationCommand).resolves({ Runtime: 'nodejs24.x', LastModified: '2026-11-20T08:00:00.000+0000', MemorySize: 256 });
    const health = await collectFunctionHealth(two, { source: cloudWatchHealthSource('prod'), now: NOW });

    const metricCalls = cloudwatch.commandCalls(GetMetricDataCommand);
    expect(metricCalls).toHaveLength(1);
    const input = metricCalls[0]!.args[0].input;
    expect(input.StartTime).toEqual(new Date('2026-11-22T09:30:00Z'));
    expect(input.MetricDataQueries!.map((q) => q.MetricStat!.Metric!.Dimensions![0]!.Value)).toEqual([
      ...new Array(4).fill(functionName('prod', first.id)), ...new Array(4).fill(functionName('prod', second.id)),
    ]);
    expect(lambda.commandCalls(GetFunctionConfigurationCommand).map((c) => c.args[0].input.FunctionName).sort()).toEqual(
      [functionName('prod', first.id), functionName('prod', second.id)].sort(),
    );
    expect(health[0]).toMatchObject({ routeId: first.id, invocations: 200, errors: 0, p95Ms: 42, status: 'healthy', runtime: 'nodejs24.x', memoryMb: 256 });
    // no data points for the second function: idle, not blank
    expect(health[1]).toMatchObject({ routeId: second.id, invocations: 0, status: 'idle' });
  });

  it('one function whose configuration cannot be read is unhealthy with the reason; the others still show', async () => {
    cloudwatch.on(GetMetricDataCommand).resolves({ MetricDataResults: [{ Id: 'f1_invocations', Values: [3], StatusCode: 'Complete' }] });
    lambda
      .on(GetFunctionConfigurationCommand).resolves({ Runtime: 'nodejs24.x', LastModified: 'x', MemorySize: 128 })
      .on(GetFunctionConfigurationCommand, { FunctionName: functionName('prod', first.id) })
      .rejects(Object.assign(new Error('Function not found'), { name: 'ResourceNotFoundException' }));
    const health = await collectFunctionHealth(two, { source: cloudWatchHealthSource('prod'), now: NOW });
    expect(health[0]).toMatchObject({ status: 'unhealthy', reason: expect.stringContaining('ResourceNotFoundException: Function not found') });
    expect(health[1]).toMatchObject({ status: 'healthy', invocations: 3, runtime: 'nodejs24.x' });
  });

  it('a refused metrics call makes every function unhealthy with the reason (never a blank list)', async () => {
    cloudwatch.on(GetMetricDataCommand).rejects(Object.assign(new Error('User is not authorized'), { name: 'AccessDenied' }));
    lambda.on(GetFunctionConfigurationCommand).resolves({ Runtime: 'nodejs24.x' });
    const health = await collectFunctionHealth(two, { source: cloudWatchHealthSource('prod'), now: NOW });
    expect(health).toHaveLength(2);
    for (const h of health) expect(h).toMatchObject({ status: 'unhealthy', invocations: null, reason: 'Metrics unreadable: AccessDenied: User is not authorized' });
  });
});

describe('collectFunctionHealth locally', () => {
  beforeEach(() => resetMetrics());

  it('lists every function it is given, with its route and limits, from the local runtime counters', async () => {
    const [a, b] = [all[0]!, all[1]!];
    for (let i = 0; i < 19; i += 1) recordInvocation(a.id, 10 + i, 200, NOW.getTime() - 1000);
    recordInvocation(a.id, 900, 500, NOW.getTime() - 1000);
    recordInvocation(b.id, 5, 200, NOW.getTime() - 2 * 3600_000); // outside the hour
    const health = await collectFunctionHealth(all, { source: localHealthSource(), now: NOW });
    expect(health.map((h) => h.routeId)).toEqual(all.map((r) => r.id));
    expect(health[0]).toMatchObject({ invocations: 20, errors: 1, status: 'unhealthy', functionName: `local:${a.id}` });
    expect(health[1]).toMatchObject({ invocations: 0, status: 'idle' });
    const details = routes.find((route) => route.id === 'drug-details')!;
    expect(health.find((h) => h.routeId === 'drug-details')).toMatchObject({
      method: details.contract.method, path: details.contract.path, auth: details.auth, memoryMb: details.memoryMb, timeoutSeconds: details.timeoutSeconds,
    });
  });
});
