import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drainLocalQueues } from '../../functions/local/services/queues';
import { getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { bearer } from '../support/tokens';

/**
 * A late PBM answer, end to end through the local runtime (README "No price by race"): the price
 * route stores its partial answer and sends a message to the `price-completion` job's queue; the
 * runtime's local SQS delivers it to the job's handler, which asks the late PBM again and settles
 * the cached answer. Two PBMs are asked (the route's `APIs` parameter), so the pharmacies only the
 * late one quotes have no price until it answers.
 */
const FAST = 'scriptsave';
const LATE = 'axe-west';
/** A question no other test asks, so the first request is a fan-out, not a cache hit. */
const QUERY = { drugName: 'Atorvastatin', zip: '30303', qty: 47, APIs: `${FAST},${LATE}` };

interface Row { pharmacyId: string; priceStatus: 'priced' | 'checking' | 'unavailable'; price: number | null; pbmId?: string }
interface Answer { drugs: Row[]; providersAsked: string[]; providersAnswered: string[]; providersChecking: string[] }

const simulatorUrl = () => (JSON.parse(inject('serviceEnv')) as Record<string, string>).PBM_SIMULATOR_URL!;
async function setFault(pbmId: string, fault: 'slow' | null) {
  const res = await fetch(`${simulatorUrl()}/faults`, { method: 'POST', body: JSON.stringify({ pbmId, fault }) });
  expect(res.status).toBe(200);
}
async function prices(): Promise<Answer> {
  const res = await getJson('/api/ecsdosage0', QUERY);
  expect(res.status).toBe(200);
  return res.body as Answer;
}
const byPharmacy = (a: Answer) => new Map(a.drugs.map((r) => [r.pharmacyId, r]));
const pricesOf = (a: Answer) => Object.fromEntries(a.drugs.map((r) => [r.pharmacyId, [r.priceStatus, r.price, r.pbmId ?? null]]));

describe('a PBM slower than the deadline completes the cached answer through the price-completion queue', () => {
  beforeAll(async () => {
    useRuntimeEnv();
    // A first price request loads the catalog and the directory: not the one measured (another question).
    await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '30303', qty: 30 });
  });
  afterAll(() => setFault(LATE, null));

  it('marks its rows checking, the queued job adds its prices, and the same query then gives the completed answer, which a new cache window gives again', async () => {
    const { deadLettered } = await drainLocalQueues();
    // 2 s: past the price page's 150 ms deadline, within the completion's 3 s.
    await setFault(LATE, 'slow');

    const first = await prices();
    expect(first.providersAsked).toEqual([FAST, LATE]);
    // The quick PBM answers in time unless this machine is very busy; the slow one never does.
    expect(first.providersAnswered, 'the late PBM missed the deadline').not.toContain(LATE);
    expect(first.providersChecking, 'the answer says which PBM is still being asked').toContain(LATE);
    const checking = first.drugs.filter((r) => r.priceStatus === 'checking');
    expect(checking.length, 'pharmacies only the late PBM quotes are rows marked checking, not left out').toBeGreaterThan(0);
    expect(first.drugs.filter((r) => r.priceStatus === 'unavailable'), 'nothing is unavailable while a PBM is still being asked').toEqual([]);
    expect(first.drugs.filter((r) => r.priceStatus === 'priced').every((r) => r.pbmId === FAST)).toBe(true);

    // The local SQS delivers the route's message to the price-completion job's handler; drain waits for it.
    expect((await drainLocalQueues()).deadLettered, 'the completion message was handled, not dead-lettered').toBe(deadLettered);

    const completed = await prices();
    expect(completed.providersAnswered, 'the late PBM\'s answer is in the cached answer').toEqual([FAST, LATE]);
    expect(completed.providersChecking).toEqual([]);
    expect(completed.drugs.filter((r) => r.priceStatus === 'checking')).toEqual([]);
    expect([...byPharmacy(completed).keys()].sort(), 'the same pharmacies: no row vanished or appeared').toEqual([...byPharmacy(first).keys()].sort());
    const nowPriced = checking.map((r) => byPharmacy(completed).get(r.pharmacyId)!).filter((r) => r.priceStatus === 'priced');
    expect(nowPriced.length, 'checking rows are now priced').toBeGreaterThan(0);
    expect(nowPriced.some((r) => r.pbmId === LATE), 'some by the late PBM').toBe(true);
    expect(pricesOf(await prices()), 'within the cache window the same query gives the same answer').toEqual(pricesOf(completed));

    // A new cache window with the PBMs unchanged (the late PBM now quick): one fan-out hears both
    // PBMs at once, and gives exactly the completed answer.
    await setFault(LATE, null);
    expect((await postJson('/api/admin/clear-cache', { paths: [] }, await bearer('admin'))).status).toBe(200);
    let nextWindow = await prices();
    // On a very busy machine even a quick PBM can miss 150 ms: then its completion runs as above.
    if (nextWindow.providersChecking.length) {
      await drainLocalQueues();
      nextWindow = await prices();
    }
    expect(nextWindow.providersAnswered).toEqual([FAST, LATE]);
    expect(pricesOf(nextWindow), 'across windows no row vanishes and no price moves').toEqual(pricesOf(completed));
  });
});
