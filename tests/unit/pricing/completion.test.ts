import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeCompletion, missingPbms, type StoredAnswer } from '../../../functions/domain/pricing/completion';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import type { PbmClient, PbmQuote } from '../../../functions/domain/pricing/pbm-port';
import { quoteRows } from '../../../functions/domain/pricing/quote';
import { tableEnvVar } from '../../../functions/tables/dynamodb';
import { queueUrlEnvVar } from '../../../functions/tables/resource-names';

/**
 * No price by race: an answer some PBMs missed is completed by the price-completion job, and the
 * completed answer is the one a fan-out that heard every PBM gives. PBMs here fail or answer on
 * command (no deadline is waited for, nothing depends on timing).
 */
const PBMS = pbmDirectory.list().slice(0, 3);
const breakdown = { referenceUnitCost: 0.1, pricingUnit: 'EA', quantity: 30, ingredientCost: 3, basis: 'MAC', dispensingFee: 2, adminFee: 2, total: 7, steps: [] };
const NPIS = ['1000000001', '1000000002', '1000000003'];
/** PBM i quotes pharmacy j at 10 + ((i + j) mod 3): each pharmacy has a different winner. */
const quotesOf = (i: number): PbmQuote[] => NPIS.map((npi, j) => ({ npi, price: 10 + ((i + j) % 3), ucPrice: 40, breakdown }));
const down = new Set<string>();
const asked: string[] = [];
const client = (i: number): PbmClient => ({
  pbm: PBMS[i]!,
  quote: async () => {
    asked.push(PBMS[i]!.id);
    if (down.has(PBMS[i]!.id)) throw Object.assign(new Error('503'), { reason: 'http' });
    return quotesOf(i);
  },
  priceBuildUp: () => Promise.reject(new Error('not asked')),
  network: () => Promise.reject(new Error('not asked')),
});
vi.mock('../../../functions/domain/pricing/provider', () => ({ pbmClients: async () => [client(0), client(1), client(2)] }));
const sent: string[] = [];
vi.mock('../../../functions/lib/queues', () => ({ sendAll: async (_url: string, bodies: string[]) => void sent.push(...bodies) }));

/** The price cache table, with the single-item conditions the cache writes with. */
const table = new Map<string, Record<string, unknown>>();
const conditionFailed = () => Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
const ddb = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  for (const key of ['priceCache', 'priceHistory'] as const) vi.stubEnv(tableEnvVar(key), `test-${key}`);
  vi.stubEnv(queueUrlEnvVar('price-completion'), 'https://sqs.local/price-completion');
  ddb.onAnyCommand().resolves({}); // the price history's writes
  ddb.on(GetCommand).callsFake(async (input: { Key: { pk: string } }) => ({ Item: table.get(input.Key.pk) }));
  ddb.on(PutCommand).callsFake(async (input: { Item: Record<string, unknown> & { pk: string }; ConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> }) => {
    const had = table.get(input.Item.pk);
    const values = input.ExpressionAttributeValues ?? {};
    if (input.ConditionExpression?.startsWith('attribute_not_exists') && had && Number(had.checkedAtMs) > Number(values[':mine'])) throw conditionFailed();
    if (input.ConditionExpression?.startsWith('#v = :version AND') && (had?.version !== values[':version'] || had?.settled !== false)) throw conditionFailed();
    table.set(input.Item.pk, input.Item);
    return {};
  });
  ddb.on(DeleteCommand).callsFake(async (input: { Key: { pk: string } }) => (table.delete(input.Key.pk), {}));
});
afterAll(() => {
  ddb.restore();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  table.clear();
  sent.length = 0;
  asked.length = 0;
  down.clear();
});

const request = (ndc: string) => ({ ndc, quantity: 30, zipArea: '92101', pharmacies: NPIS.map((npi, j) => ({ id: `p${j}`, npi, name: `Pharmacy ${j}`, chain: 'Independent' })) });
const byNpi = (prices: { npi: string; price: number; pbmId: string }[]) => Object.fromEntries(prices.map((p) => [p.npi, [p.price, p.pbmId]]));

describe('price completion', () => {
  it('an answer a PBM missed says so, and once completed equals the answer every PBM gave at once', async () => {
    const { priceAtPharmacies } = await import('../../../functions/domain/pricing/engine');
    const { completeStoredAnswer, parseCompletion } = await import('../../../functions/domain/pricing/completion');
    const everyone = await priceAtPharmacies(request('00000000001'), { deadlineMs: 60_000 });
    expect(everyone.providersChecking).toEqual([]);
    expect(sent, 'a complete answer queues nothing').toEqual([]);

    down.add(PBMS[1]!.id);
    const partial = await priceAtPharmacies(request('00000000002'), { deadlineMs: 60_000 });
    expect(partial.providersChecking, 'the PBM that failed is being asked again').toEqual([PBMS[1]!.id]);
    expect(sent).toHaveLength(1);
    const again = await priceAtPharmacies(request('00000000002'), { deadlineMs: 60_000 });
    expect(again, 'before the completion, the same request reads the stored partial answer').toMatchObject({ cached: true, providersChecking: [PBMS[1]!.id] });

    down.clear();
    asked.length = 0;
    const message = parseCompletion(sent[0]!)!;
    expect(await completeStoredAnswer(message)).toBe('completed');
    expect(asked, 'the completion asks only the missing PBM').toEqual([PBMS[1]!.id]);
    const completed = await priceAtPharmacies(request('00000000002'), { deadlineMs: 60_000 });
    expect(completed).toMatchObject({ cached: true, providersChecking: [], providersAnswered: PBMS.map((p) => p.id) });
    expect(byNpi(completed.prices), 'the completed answer is the one every PBM gave at once').toEqual(byNpi(everyone.prices));

    expect(await completeStoredAnswer(message), 'a message delivered twice changes nothing').toBe('settled-already');
    expect(await completeStoredAnswer({ ...message, version: 'another' }), 'a completion of an older fan-out changes nothing').toBe('superseded');
  });

  it('a PBM that misses the completion too is asked again at the next receive, and the answer settles without it only at the last attempt', async () => {
    const { priceAtPharmacies } = await import('../../../functions/domain/pricing/engine');
    const { COMPLETION_ATTEMPTS, completeStoredAnswer, parseCompletion } = await import('../../../functions/domain/pricing/completion');
    down.add(PBMS[1]!.id);
    down.add(PBMS[2]!.id);
    await priceAtPharmacies(request('00000000003'), { deadlineMs: 60_000 });
    const message = parseCompletion(sent[0]!)!;

    down.delete(PBMS[2]!.id);
    expect(await completeStoredAnswer(message, { attempt: 1 }), 'one PBM still missing: handed back').toBe('retry');
    const meanwhile = await priceAtPharmacies(request('00000000003'), { deadlineMs: 60_000 });
    expect(meanwhile, 'what answered is kept; the other is still being checked').toMatchObject({ cached: true, providersChecking: [PBMS[1]!.id] });
    expect(meanwhile.providersAnswered).toContain(PBMS[2]!.id);

    asked.length = 0;
    expect(await completeStoredAnswer(message, { attempt: COMPLETION_ATTEMPTS }), 'the last attempt settles with what it has').toBe('completed');
    expect(asked, 'only the PBM still missing is asked again').toEqual([PBMS[1]!.id]);
    const settled = await priceAtPharmacies(request('00000000003'), { deadlineMs: 60_000 });
    expect(settled).toMatchObject({ cached: true, providersChecking: [] });
    expect(settled.providersAnswered).not.toContain(PBMS[1]!.id);
  });
});

const stored = (over: Partial<StoredAnswer> = {}): StoredAnswer => ({
  version: 'v1', ndc: '00000000001', quantity: 30, zipArea: '92101', pharmacies: NPIS.map((npi) => ({ npi, chain: 'Independent' })),
  prices: [], providersAsked: PBMS.map((p) => p.id), providersAnswered: [], providersFailed: [], pending: [], checkedAt: '2026-11-22T10:00:00.000Z', ...over,
});

describe('mergeCompletion', () => {
  it('gives the same prices whichever PBMs answered in time', async () => {
    const { bestPerPharmacy } = await import('../../../functions/domain/pricing/best-price');
    const all = new Map(PBMS.map((p, i) => [p.id, quotesOf(i)]));
    const full = bestPerPharmacy(all, PBMS.map((pbm) => ({ pbm })), 'now');
    for (const late of PBMS.map((p) => p.id)) {
      const inTime = PBMS.filter((p) => p.id !== late);
      const partial = stored({
        prices: bestPerPharmacy(all, inTime.map((pbm) => ({ pbm })), 'now'),
        providersAnswered: inTime.map((p) => p.id),
        providersFailed: [{ id: late, reason: 'deadline' }],
        pending: [late],
      });
      const merged = mergeCompletion(partial, { quotes: new Map([[late, all.get(late)!]]), answered: [late], failed: [] }, 'later');
      expect(byNpi(merged.prices), `${late} late`).toEqual(byNpi(full));
      expect(merged).toMatchObject({ pending: [], providersFailed: [], completedAt: 'later' });
      expect(mergeCompletion(merged, { quotes: new Map(), answered: [], failed: [] }, 'again'), 'idempotent').toBe(merged);
    }
  });

  it('a PBM that fails again stays failed, and an unknown NDC is not waited for', () => {
    const partial = stored({ providersAnswered: [PBMS[0]!.id], providersFailed: [{ id: PBMS[1]!.id, reason: 'deadline' }, { id: PBMS[2]!.id, reason: 'unknown-ndc' }], pending: [PBMS[1]!.id] });
    expect(missingPbms(partial)).toEqual([PBMS[1]!.id]);
    const merged = mergeCompletion(partial, { quotes: new Map(), answered: [], failed: [{ id: PBMS[1]!.id, reason: 'http' }] }, 'later');
    expect(merged.providersFailed).toEqual([{ id: PBMS[2]!.id, reason: 'unknown-ndc' }, { id: PBMS[1]!.id, reason: 'http' }]);
    expect(merged.pending).toEqual([]);
  });
});

describe('quoteRows: every pharmacy asked about is a row', () => {
  const pharmacies = NPIS.map((npi, j) => ({ npi, id: `p${j}` }));
  const price = (npi: string, p: number) => ({ npi, price: p }) as never;
  it('priced rows cheapest first, then the others in the order asked: checking while a PBM is still asked, else unavailable', () => {
    const answer = { prices: [price(NPIS[2]!, 9), price(NPIS[0]!, 7)], providersChecking: ['x'] };
    const { rows } = quoteRows(pharmacies as never, answer);
    expect(rows.map((r) => [r.pharmacy.npi, r.status])).toEqual([[NPIS[0], 'priced'], [NPIS[2], 'priced'], [NPIS[1], 'checking']]);
    expect(quoteRows(pharmacies as never, { ...answer, providersChecking: [] }).rows[2]!.status).toBe('unavailable');
  });
});
