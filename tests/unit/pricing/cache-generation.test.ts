import { inMemoryDdb } from '../../support/in-memory-ddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableEnvVar } from '../../../functions/tables/dynamodb';

/** Admin "clear cache" reaches every container, not only the one that served the admin's request. */
const { ddb, install } = inMemoryDdb();
beforeAll(() => {
  vi.stubEnv(tableEnvVar('priceCache'), 'test-priceCache');
  install();
});
afterAll(() => {
  ddb.restore();
  vi.unstubAllEnvs();
});

const meta = () => ({ version: `v${Date.now()}`, checkedAtMs: Date.now(), settled: true });

/** A fresh module instance: another Lambda container with its own memory. */
async function container() {
  vi.resetModules();
  return import('../../../functions/domain/pricing/price-cache');
}

describe('price cache generations', () => {
  it('a clear made in one container turns every other container\'s entries into misses within 10 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const a = await container();
    const b = await container();
    await a.cachePut('k', { price: 1 }, 600, meta());
    expect(await b.cacheGet('k')).toEqual({ price: 1 });
    expect(await b.cacheGet('k')).toEqual({ price: 1 }); // now from b's memory

    const { cleared, generation } = await a.clearPriceCache();
    expect({ cleared, generation }).toEqual({ cleared: 1, generation: 1 });
    expect(await a.cacheGet('k')).toBeUndefined();

    vi.setSystemTime(Date.now() + 10_001);
    await b.cacheGet('k'); // past the refresh age: starts reading the generation in the background
    await vi.waitFor(async () => expect(await b.cacheGet('k')).toBeUndefined());
    expect(await b.staleGet('k')).toBeUndefined();

    await b.cachePut('k', { price: 2 }, 600, meta());
    expect(await a.cacheGet('k')).toEqual({ price: 2 });
    vi.useRealTimers();
  });
});
