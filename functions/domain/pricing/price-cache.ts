import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb, isConditionFailure } from '../../lib/aws';
import { scanItems } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';
import { cached } from '../catalog/store';

/**
 * Price answers, in this container's memory first, then the priceCache table. Every entry belongs
 * to a cache generation: "clear cache" (admin) raises the generation in the table, and every
 * container learns it within GENERATION_REFRESH_MS (read in the background, never on a request's
 * path), after which its older entries are misses, fresh or stale.
 *
 * An item is `{ pk, z, version, checkedAtMs, settled, expiresAt }`: `z` is the gzipped JSON of the
 * answer (DynamoDB bills reads and writes by item size: a 60-row answer is about a tenth of its JSON,
 * see functions/domain/pricing/README.md); the others are plain attributes the conditional writes
 * test, so that:
 * - a fan-out never replaces a newer fan-out's entry (`checkedAtMs`);
 * - a completion changes only the entry it completes, once (`version`, `settled`): DynamoDB
 *   single-item conditions, which dynalite runs too (no transactions: DESIGN §10).
 * An entry that is not `settled` may still be completed by another function, so it is never
 * answered from memory: each read of it goes to the table.
 */
const MEMORY_MAX = 500;
const memory = new Map<string, { value: unknown; expiresAt: number; generation: number }>();
/** How long an expired answer may still be served when no PBM answers (marked stale; its prices carry their own checkedAt). */
const STALE_MAX_MS = 24 * 3600_000;
/** A shared-cache read slower than this is a miss: asking the PBMs (deadline 150 ms) is then as quick. */
const STORE_READ_BUDGET_MS = 120;
/** How soon a clear reaches every container. */
const GENERATION_REFRESH_MS = 10_000;
const GENERATION_KEY = 'meta#generation';

const generation = cached(async () => {
  const out = await ddb().send(new GetCommand({ TableName: tableName('priceCache'), Key: { pk: GENERATION_KEY } }));
  return Number(out.Item?.generation ?? 0);
}, GENERATION_REFRESH_MS);

const storedKey = (gen: number, key: string) => `g${gen}#${key}`;

/** What the conditions of a write test, beside the compressed answer. */
export interface EntryMeta {
  /** The fan-out the entry holds; a completion names it, so it completes that entry and no newer one. */
  version: string;
  /** When that fan-out ended: an entry is never replaced by an older fan-out's. */
  checkedAtMs: number;
  /** False while a completion may still add PBMs' quotes to it. */
  settled: boolean;
}

interface Item extends EntryMeta {
  pk: string;
  z: Uint8Array;
  expiresAt: number;
}

/** The answer as stored: gzipped JSON. */
export const packAnswer = (value: unknown): Uint8Array => gzipSync(Buffer.from(JSON.stringify(value), 'utf8'));
export const unpackAnswer = <T>(z: Uint8Array): T => JSON.parse(gunzipSync(z).toString('utf8')) as T;

/** The key as stored now (with the current generation): what a completion message carries. */
export async function storedKeyOf(key: string): Promise<string> {
  return storedKey(await generation.get().catch(() => 0), key);
}

export async function cacheGet<T>(key: string, now = Date.now()): Promise<T | undefined> {
  const gen = await generation.get().catch(() => 0);
  const hit = memory.get(key);
  if (hit && hit.generation === gen && hit.expiresAt > now) {
    memory.delete(key);
    memory.set(key, hit);
    return hit.value as T;
  }
  const read = ddb().send(new GetCommand({ TableName: tableName('priceCache'), Key: { pk: storedKey(gen, key) } }));
  const item = (await withinBudget(read))?.Item as Partial<Item> | undefined;
  // An item of an older format (no `z`) is a miss: the next fan-out replaces it.
  if (!item?.z || !item.expiresAt || item.expiresAt * 1000 <= now) return undefined;
  const value = unpackAnswer<T>(item.z);
  if (item.settled) remember(key, value, item.expiresAt * 1000, gen);
  return value;
}

/** This container's expired answer for the key, if it is less than a day old and of the current generation (served only when no PBM answers). */
export async function staleGet<T>(key: string, now = Date.now()): Promise<T | undefined> {
  const gen = await generation.get().catch(() => 0);
  const hit = memory.get(key);
  return hit && hit.generation === gen && hit.expiresAt + STALE_MAX_MS > now ? (hit.value as T) : undefined;
}

async function withinBudget<T>(read: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, STORE_READ_BUDGET_MS, undefined)));
  try {
    return await Promise.race([read.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

function remember(key: string, value: unknown, expiresAt: number, gen: number) {
  memory.set(key, { value, expiresAt, generation: gen });
  if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value!);
}

/**
 * Stores a fan-out's answer, unless the table holds a newer fan-out's (then false). The caller
 * awaits it before answering (a write left running after the answer may be frozen with the
 * container); a failed write costs a later miss, never the answer (false as well).
 */
export async function cachePut(key: string, value: unknown, ttlSeconds: number, meta: EntryMeta, now = Date.now()): Promise<boolean> {
  const gen = await generation.get().catch(() => 0);
  const expiresAt = now + ttlSeconds * 1000;
  memory.delete(key);
  try {
    await ddb().send(new PutCommand({
      TableName: tableName('priceCache'),
      Item: { pk: storedKey(gen, key), z: packAnswer(value), ...meta, expiresAt: Math.floor(expiresAt / 1000) } satisfies Item,
      ConditionExpression: 'attribute_not_exists(#at) OR #at <= :mine',
      ExpressionAttributeNames: { '#at': 'checkedAtMs' },
      ExpressionAttributeValues: { ':mine': meta.checkedAtMs },
    }));
  } catch (err) {
    if (isConditionFailure(err)) return false;
    // The table is out of reach: this container still answers from memory what it can.
    if (meta.settled) remember(key, value, expiresAt, gen);
    return false;
  }
  // Remembered only once settled: another function's completion may change an unsettled entry.
  if (meta.settled) remember(key, value, expiresAt, gen);
  return true;
}

/** The stored entry (a consistent read: a completion runs right after the fan-out wrote it). */
export async function readStored<T>(pk: string, now = Date.now()): Promise<{ value: T; meta: EntryMeta } | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName('priceCache'), Key: { pk }, ConsistentRead: true }));
  const item = out.Item as Partial<Item> | undefined;
  if (!item?.z || !item.version || !item.expiresAt || item.expiresAt * 1000 <= now) return undefined;
  return { value: unpackAnswer<T>(item.z), meta: { version: item.version, checkedAtMs: Number(item.checkedAtMs), settled: Boolean(item.settled) } };
}

/**
 * Settles the entry a completion finished: replaces it only if it still holds fan-out `version`
 * and is not settled yet (false otherwise: a newer fan-out replaced it, or a completion already ran).
 * `settled: false` stores a completion's progress (PBMs still missing, to be asked again).
 */
export async function settleStored(pk: string, value: unknown, ttlSeconds: number, meta: EntryMeta, now = Date.now(), settled = true): Promise<boolean> {
  try {
    await ddb().send(new PutCommand({
      TableName: tableName('priceCache'),
      Item: { pk, z: packAnswer(value), ...meta, settled, expiresAt: Math.floor((now + ttlSeconds * 1000) / 1000) } satisfies Item,
      ConditionExpression: '#v = :version AND #s = :no',
      ExpressionAttributeNames: { '#v': 'version', '#s': 'settled' },
      ExpressionAttributeValues: { ':version': meta.version, ':no': false },
    }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Removes the entry of fan-out `version` (a completion that could not be queued), and no newer one. */
export async function cacheDrop(key: string, version: string): Promise<void> {
  const gen = await generation.get().catch(() => 0);
  memory.delete(key);
  await ddb()
    .send(new DeleteCommand({ TableName: tableName('priceCache'), Key: { pk: storedKey(gen, key) }, ConditionExpression: '#v = :version', ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':version': version } }))
    .catch(() => undefined);
}

/**
 * Raises the generation (every container drops its entries within GENERATION_REFRESH_MS; this one
 * at once) and deletes the stored entries, which the table's TTL would otherwise expire; returns
 * how many stored entries went.
 */
export async function clearPriceCache(): Promise<{ cleared: number; generation: number }> {
  const out = await ddb().send(new UpdateCommand({
    TableName: tableName('priceCache'), Key: { pk: GENERATION_KEY }, UpdateExpression: 'ADD generation :one', ExpressionAttributeValues: { ':one': 1 }, ReturnValues: 'UPDATED_NEW',
  }));
  memory.clear();
  generation.reset();
  let cleared = 0;
  for await (const item of scanItems<{ pk: string }>({ TableName: tableName('priceCache'), ProjectionExpression: 'pk' })) {
    if (item.pk === GENERATION_KEY) continue;
    await ddb().send(new DeleteCommand({ TableName: tableName('priceCache'), Key: { pk: item.pk } }));
    cleared += 1;
  }
  return { cleared, generation: Number(out.Attributes?.generation ?? 0) };
}
