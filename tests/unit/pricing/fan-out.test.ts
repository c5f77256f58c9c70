import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from '../../../functions/domain/pricing/breaker';
import { bestPerPharmacy } from '../../../functions/domain/pricing/best-price';
import { fanOut } from '../../../functions/domain/pricing/fan-out';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import type { PbmClient, PbmQuote } from '../../../functions/domain/pricing/pbm-port';

const PBMS = pbmDirectory.list();

const breakdown = { referenceUnitCost: 0.1, pricingUnit: 'EA', quantity: 30, ingredientCost: 3, basis: 'MAC', dispensingFee: 2, adminFee: 2, total: 7, steps: [] };
const quote = (npi: string, price: number, ucPrice = 50): PbmQuote => ({ npi, price, ucPrice, breakdown });

/** A fake PBM that answers after `ms` (or fails / hangs), honouring the abort signal. */
function fake(index: number, ms: number | 'hang' | 'fail', quotes: PbmQuote[] = [quote('1', 10 + index)]): PbmClient {
  return {
    pbm: PBMS[index]!,
    quote: (_req, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        if (ms === 'hang') return;
        if (ms === 'fail') return reject(Object.assign(new Error('503'), { reason: 'http' }));
        setTimeout(() => resolve(quotes), ms);
      }),
    priceBuildUp: () => Promise.reject(new Error('not asked here')),
    network: () => Promise.reject(new Error('not asked here')),
  };
}
const request = { ndc: '00000000001', quantity: 30, pharmacies: [{ npi: '1', chain: 'CVS' }] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('fanOut', () => {
  it('answers at the deadline with whoever answered and names the rest', async () => {
    const providers = [fake(0, 20), fake(1, 100), fake(2, 400), fake(3, 'hang'), fake(4, 'fail')];
    const pending = fanOut(providers, request, { deadlineMs: 150 });
    await vi.advanceTimersByTimeAsync(150);
    const result = await pending;
    expect(result.answered).toEqual([PBMS[0]!.id, PBMS[1]!.id]);
    expect(result.failed).toEqual(expect.arrayContaining([
      { id: PBMS[2]!.id, reason: 'deadline' }, { id: PBMS[3]!.id, reason: 'deadline' }, { id: PBMS[4]!.id, reason: 'http' },
    ]));
  });

  it('waits for everyone without a deadline (the benchmark baseline)', async () => {
    const pending = fanOut([fake(0, 20), fake(1, 400)], request);
    await vi.advanceTimersByTimeAsync(400);
    expect((await pending).answered).toHaveLength(2);
  });

  it('opens a breaker after 3 failures, skips the PBM, then probes it once after the cool-down', async () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 10_000, () => now);
    const breakers = new Map([[PBMS[0]!.id, breaker]]);
    for (let i = 0; i < 3; i += 1) await fanOut([fake(0, 'fail')], request, { deadlineMs: 150, breakers });
    expect(breaker.state()).toBe('open');
    const skipped = await fanOut([fake(0, 5)], request, { deadlineMs: 150, breakers });
    expect(skipped.failed).toEqual([{ id: PBMS[0]!.id, reason: 'circuit-open' }]);
    expect(skipped.asked).toEqual([]);
    now = 10_001;
    expect(breaker.state()).toBe('half-open');
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.success();
    expect(breaker.state()).toBe('closed');
  });
});

describe('bestPerPharmacy', () => {
  it('takes the lowest price per pharmacy, breaks ties by PBM order, and uses UC when it is lower', async () => {
    const providers = [fake(0, 1, [quote('1', 9), quote('2', 12, 8)]), fake(1, 1, [quote('1', 9), quote('2', 11)])];
    const pending = fanOut(providers, request, { deadlineMs: 150 });
    await vi.advanceTimersByTimeAsync(1);
    const best = bestPerPharmacy((await pending).quotes, providers, '2026-11-22T00:00:00.000Z');
    expect(best.find((b) => b.npi === '1')).toMatchObject({ price: 9, pbmId: PBMS[0]!.id, priceBasis: 'Coupon' });
    expect(best.find((b) => b.npi === '2')).toMatchObject({ price: 8, pbmId: PBMS[0]!.id, priceBasis: 'UC' });
  });
});
