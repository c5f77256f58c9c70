import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { inMemoryDdb } from '../../support/in-memory-ddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Pharmacy, PharmacyWithDistance } from '../../../functions/domain/catalog/model';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import type { PbmClient } from '../../../functions/domain/pricing/pbm-port';
import { queueUrlEnvVar } from '../../../functions/tables/resource-names';
import { tableEnvVar } from '../../../functions/tables/dynamodb';
import type { BasketAnswer } from '../../../shared/contracts/basket';
import { couponApiBasket } from '../../../functions/domain/basket/coupon-api-basket';
import type { priceBasket as PriceBasket } from '../../../functions/domain/basket/price-basket';
import type * as QuoteModule from '../../../functions/domain/pricing/quote';

/**
 * The basket's memory of built answers (basket-cache.ts) over the real engine and price cache:
 * two PBMs (the second can fail, leaving the fan-out incomplete), two pharmacies near the zip and
 * one mail-order service, the price cache in an in-memory table, the catalog from the seed.
 */
const store = (npi: string, chain: string, mailOrder = false): Pharmacy => ({
  id: `npi-${npi}`, npi, name: `${chain} Pharmacy`, chain, parent: '', address: '1 Main St', city: 'New York', state: 'NY', zip: '10001',
  lat: 40.75, lon: -73.99, geoPrecision: 'address', hasStreetAddress: true, phone: '', isPopular: true, mailOrder, transfer: {} as Pharmacy['transfer'], sample: false,
});
const near: PharmacyWithDistance[] = [{ ...store('1234567893', 'CVS'), distance: 0.4 }, { ...store('1003000126', 'Walgreens'), distance: 1.2 }];
const mail = [store('1497758544', 'Mail Order', true)];

vi.mock('../../../functions/domain/catalog/pharmacy-repository', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  nearestPharmacies: async () => near,
  mailOrderPharmacies: async () => mail,
}));
vi.mock('../../../functions/domain/catalog/drug-repository', async (importOriginal) => {
  const { expandSeed } = await import('../../../functions/domain/catalog/seed/expand');
  const groups = expandSeed().groups;
  return { ...(await importOriginal<object>()), listDrugGroups: async () => groups };
});

/** How often the basket asked for a price answer (the engine and its cache). */
const asked = { lookups: 0 };
vi.mock('../../../functions/domain/pricing/quote', async (importOriginal) => {
  const quote = await importOriginal<typeof QuoteModule>();
  return {
    ...quote,
    quoteNear: (...args: Parameters<typeof quote.quoteNear>) => (asked.lookups += 1, quote.quoteNear(...args)),
    quoteMailOrder: (...args: Parameters<typeof quote.quoteMailOrder>) => (asked.lookups += 1, quote.quoteMailOrder(...args)),
  };
});

const pbm = { quotes: 0, secondFails: false };
const client = (index: number): PbmClient => ({
  pbm: pbmDirectory.list()[index]!,
  quote: async (request) => {
    pbm.quotes += 1;
    if (index === 1 && pbm.secondFails) throw Object.assign(new Error('503'), { reason: 'http' });
    // The second PBM is a cent cheaper at the first pharmacy: its quotes show in the basket.
    return request.pharmacies.map((p, i) => ({ npi: p.npi, price: Math.round(request.quantity * 37 + i * 101 - (index === 1 && i === 0 ? 1 : 0)) / 100, ucPrice: 90, breakdown }));
  },
  priceBuildUp: () => Promise.reject(new Error('not asked')),
  network: () => Promise.reject(new Error('not asked')),
});
const breakdown = { referenceUnitCost: 0.1, pricingUnit: 'EA', quantity: 30, ingredientCost: 3, basis: 'MAC', dispensingFee: 2, adminFee: 2, total: 7, steps: [] };
vi.mock('../../../functions/domain/pricing/provider', () => ({ pbmClients: async () => [client(0), client(1)] }));

const queued: string[] = [];
vi.mock('../../../functions/lib/queues', () => ({ sendAll: async (_url: string, bodies: string[]) => void queued.push(...bodies) }));

const { ddb, install } = inMemoryDdb();
const reads = () => ddb.commandCalls(GetCommand).length;
beforeAll(() => {
  for (const key of ['priceCache', 'priceHistory'] as const) vi.stubEnv(tableEnvVar(key), `test-${key}`);
  vi.stubEnv(queueUrlEnvVar('price-completion'), 'http://queue.local/price-completion');
  vi.stubEnv('COUPON_SIGNING_KEY', 'unit-test-coupon-key');
  install();
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  ddb.restore();
  vi.unstubAllEnvs();
});

const LISINOPRIL_5 = '00591040601';
const ATORVASTATIN_10 = '00093505610';
let qty = 30;
/** A list no earlier test asked for (each test its own quantities, so its own price answers). */
const newList = () => {
  qty += 10;
  return { zip: '10001', items: [{ ndc: LISINOPRIL_5, qty }, { ndc: ATORVASTATIN_10, qty: qty + 1 }] };
};
let priceBasket: typeof PriceBasket;
// The seed catalog's first expansion takes seconds on a busy machine.
beforeAll(async () => {
  ({ priceBasket } = await import('../../../functions/domain/basket/price-basket'));
  await priceBasket(newList());
}, 60_000);
const cents = (a: BasketAnswer) => a.pharmacies.map((p) => [p.npi, Math.round(p.total * 100), p.items.map((i) => [i.ndc, Math.round(i.price * 100)])]);

describe('the basket answered from memory', () => {
  it('answers a list asked again with the answer built from the cached prices, to the cent, reading no price answer', async () => {
    const list = newList();
    const fresh = await priceBasket(list);
    expect(fresh.checking).toBe(false);
    // Built from this request's own fan-outs (whose writes may lose to newer ones): not reused unread.
    const afterFanOut = { lookups: asked.lookups, quotes: pbm.quotes };
    const fromPrices = await priceBasket(list); // read from the price cache: now reusable
    expect({ lookups: asked.lookups - afterFanOut.lookups, quotes: pbm.quotes }).toEqual({ lookups: list.items.length * 2, quotes: afterFanOut.quotes });
    expect(fromPrices).toEqual(fresh);
    const before = { lookups: asked.lookups, reads: reads(), quotes: pbm.quotes };
    const again = await priceBasket(list);
    expect(again).toBe(fromPrices);
    expect({ lookups: asked.lookups, reads: reads(), quotes: pbm.quotes }).toEqual(before);
    expect(cents(again)).toEqual(cents(fresh));
    expect(again.pharmacies.flatMap((p) => p.items.map((i) => i.couponSig))).toEqual(fresh.pharmacies.flatMap((p) => p.items.map((i) => i.couponSig)));
    // The Coupon API's shape of it is made once too, in integer cents.
    const v1 = couponApiBasket(again);
    expect(couponApiBasket(again)).toBe(v1);
    expect(v1.pharmacies.map((p) => p.totalCents)).toEqual(fresh.pharmacies.map((p) => Math.round(p.total * 100)));
    for (const p of again.pharmacies) expect(Math.round(p.total * 100)).toBe(p.items.reduce((s, i) => s + Math.round(i.price * 100), 0));
    // Another order of the same medicines is another answer (items keep the list's order), never this one.
    const reordered = await priceBasket({ ...list, items: [...list.items].reverse() });
    expect(reordered.items.map((i) => i.ndc)).toEqual([ATORVASTATIN_10, LISINOPRIL_5]);
  });

  it('forgets its answers when the price cache is cleared, and when the first price answer expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tick = () => vi.setSystemTime(Date.now() + 1000);
    const list = newList();
    await priceBasket(list);
    tick();
    const kept = await priceBasket(list);
    const lookups = asked.lookups;
    expect(await priceBasket(list)).toBe(kept);
    expect(asked.lookups).toBe(lookups);

    const { clearPriceCache } = await import('../../../functions/domain/pricing/price-cache');
    await clearPriceCache();
    const quotes = pbm.quotes;
    const afterClear = await priceBasket(list);
    expect(afterClear).not.toBe(kept);
    expect(pbm.quotes).toBeGreaterThan(quotes); // asked the PBMs again
    expect(cents(afterClear)).toEqual(cents(kept)); // the same prices, from a new fan-out (coupons signed with its checkedAt)

    tick();
    const reused = await priceBasket(list);
    expect(await priceBasket(list)).toBe(reused);
    vi.setSystemTime(Date.now() + 600_000); // the complete answers' 10 minutes
    const before = pbm.quotes;
    expect(await priceBasket(list)).not.toBe(reused);
    expect(pbm.quotes).toBeGreaterThan(before);
  });

  it('keys a list by a hash: the medicines are not in the key', async () => {
    const { basketKey } = await import('../../../functions/domain/basket/basket-cache');
    const list = newList();
    const key = await basketKey(list.zip, list.items);
    expect(key).toMatch(/^g\d+#basket#[\w-]{43}$/);
    expect(key).not.toContain(LISINOPRIL_5);
    expect(await basketKey(list.zip, [...list.items].reverse())).not.toBe(key);
  });
  // Last: the second PBM's failures here may open its circuit breaker for the tests after.
  it('does not keep an answer built from an incomplete fan-out: its price answers are read until a completion settles them', async () => {
    const list = newList();
    pbm.secondFails = true;
    queued.length = 0;
    const partial = await priceBasket(list);
    expect(partial.checking).toBe(true);
    const before = reads();
    const stillPartial = await priceBasket(list);
    expect(stillPartial.checking).toBe(true);
    expect(reads() - before).toBeGreaterThanOrEqual(list.items.length * 2); // every price answer read again

    pbm.secondFails = false;
    const { completeStoredAnswer, parseCompletion } = await import('../../../functions/domain/pricing/completion');
    expect(queued.length).toBe(list.items.length * 2);
    for (const body of queued.splice(0)) expect(await completeStoredAnswer(parseCompletion(body)!)).toBe('completed');
    const complete = await priceBasket(list);
    expect(complete.checking).toBe(false);
    // The second PBM's cent shows now, at the first pharmacy.
    expect(complete.pharmacies.find((p) => p.npi === near[0]!.npi)!.total).toBeLessThan(partial.pharmacies.find((p) => p.npi === near[0]!.npi)!.total);
    const lookups = asked.lookups;
    expect(await priceBasket(list)).toBe(complete);
    expect(asked.lookups).toBe(lookups);
  });

});
