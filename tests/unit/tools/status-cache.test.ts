import { afterEach, describe, expect, it } from 'vitest';
import { type HealthSource, useHealthSource } from '../../../functions/domain/admin/function-health';
import { STATUS_CACHE_MS, serviceStatus } from '../../../functions/domain/tools/status';

afterEach(() => useHealthSource(undefined));

describe('the public status page', () => {
  it('reads metrics once a minute per container, and never reads function configurations', async () => {
    let metricReads = 0;
    let configReads = 0;
    const source: HealthSource = {
      name: 'local',
      functionName: () => null,
      metrics: async (routes) => {
        metricReads += 1;
        return new Map(routes.map((r) => [r.id, { ok: true, value: { invocations: 10, errors: 0, throttles: 0, p95Ms: 50 } }]));
      },
      configs: async () => {
        configReads += 1;
        return new Map();
      },
    };
    useHealthSource(source);
    const t0 = new Date('2026-11-24T12:00:00Z');
    const first = await serviceStatus(t0);
    expect(first.overall).toBe('operational');
    await serviceStatus(new Date(t0.getTime() + STATUS_CACHE_MS - 1));
    expect(metricReads).toBe(1);
    await serviceStatus(new Date(t0.getTime() + STATUS_CACHE_MS));
    expect(metricReads).toBe(2);
    expect(configReads).toBe(0);
  });
});
