import { describe, expect, it } from 'vitest';
import { FORGET_AFTER_MS, REFRESH_AFTER_MS, refreshPlan } from '../../../functions/domain/featured-savings/refresh';

const now = new Date('2030-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('featured savings: what a refresh run computes', () => {
  it('computes zips a visitor is waiting for first (oldest request first), then cards past their age (oldest first)', () => {
    const plan = refreshPlan([
      { zip: '92101', requestedAt: ago(0), computedAt: ago(60_000) },
      { zip: '60601', requestedAt: ago(1_000), computedAt: ago(REFRESH_AFTER_MS + 5_000) },
      { zip: '10001', requestedAt: ago(30_000) },
      { zip: '02108', requestedAt: ago(10_000) },
      { zip: '98101', requestedAt: ago(1_000), computedAt: ago(REFRESH_AFTER_MS + 9_000) },
    ], now);
    expect(plan).toEqual({ compute: ['10001', '02108', '98101', '60601'], forget: [] });
  });

  it('always keeps the default zip, computing it first while it has no cards (it is every zip\'s fallback)', () => {
    expect(refreshPlan([], now).compute).toEqual(['92101']);
    expect(refreshPlan([{ zip: '10001', requestedAt: ago(50_000) }], now).compute).toEqual(['92101', '10001']);
  });

  it('forgets zips nobody asked for in 30 days, never the default zip', () => {
    const plan = refreshPlan([
      { zip: '92101', requestedAt: ago(FORGET_AFTER_MS + 1), computedAt: ago(1) },
      { zip: '10001', requestedAt: ago(FORGET_AFTER_MS + 1), computedAt: ago(REFRESH_AFTER_MS + 1) },
    ], now);
    expect(plan).toEqual({ compute: [], forget: ['10001'] });
  });
});
