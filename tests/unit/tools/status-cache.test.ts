import { afterEach, describe, expect, it } from 'vitest';
import { type HealthSource, type MonitoredFunction, useHealthSource } from '../../../functions/domain/admin/function-health';
import { STATUS_CACHE_MS, serviceStatus } from '../../../functions/domain/tools/status';

afterEach(() => useHealthSource(undefined));

const reported: MonitoredFunction[] = [{ id: 'drug-details', method: 'GET', path: '/api/ecsdosage0', auth: 'public', memoryMb: 1024, timeoutSeconds: 5 }];

describe('the public status page', () => {
  it('reads metrics once a minute per container, of the functions it reports only, and never reads function configurations', async () => {
    let metricReads = 0;
    const asked: string[][] = [];
    let configReads = 0;
    const source: HealthSource = {
      name: 'local',
      functionName: () => null,
      metrics: async (functions) => {
        metricReads += 1;
        asked.push(functions.map((fn) => fn.id));
        return new Map(functions.map((fn) => [fn.id, { ok: true, value: { invocations: 10, errors: 0, throttles: 0, p95Ms: 50 } }]));
      },
      configs: async () => {
        configReads += 1;
        return new Map();
      },
    };
    useHealthSource(source);
    const t0 = new Date('2026-11-24T12:00:00Z');
    const first = await serviceStatus(reported, t0);
    expect(first.overall).toBe('operational');
    await serviceStatus(reported, new Date(t0.getTime() + STATUS_CACHE_MS - 1));
    expect(metricReads).toBe(1);
    await serviceStatus(reported, new Date(t0.getTime() + STATUS_CACHE_MS));
    expect(metricReads).toBe(2);
    expect(configReads).toBe(0);
    expect(asked).toEqual([['drug-details'], ['drug-details']]);
  });
});
