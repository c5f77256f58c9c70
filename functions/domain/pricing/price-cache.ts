import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/aws';
import { scanItems } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';
import { cached } from '../catalog/store';

/**
 * Price answers, in this container's memory first, then the priceCache table. Every entry belongs
 * to a cache generation: "clear cache" (admin) raises the generation in the table, and every
 * container learns it within GENERATION_REFRESH_MS (read in the background, never on a request's
 * path), after which its older entries are misses, fresh or stale.
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

export async function cacheGet<T>(key: string, now = Date.now()): Promise<T | undefined> {
  const gen = await generation.get().catch(() => 0);
  const hit = memory.get(key);
  if (hit && hit.generation === gen && hit.expiresAt > now) {
    memory.delete(key);
    memory.set(key, hit);
    return hit.value as T;
  }
  const read = ddb().send(new GetCommand({ TableName: tableName('priceCache'), Key: { pk: storedKey(gen, key) } }));
  const item = (await withinBudget(read))?.Item as { value: T; expiresAt: number } | undefined;
  if (!item || item.expiresAt * 1000 <= now) return undefined;
  remember(key, item.value, item.expiresAt * 1000, gen);
  return item.value;
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
 * Stores in memory and in the table. The caller awaits it before answering (a write left running
 * after the answer may be frozen with the container); a failed write costs a later miss, never the answer.
 */
export async function cachePut(key: string, value: unknown, ttlSeconds: number, now = Date.now()): Promise<void> {
  const gen = await generation.get().catch(() => 0);
  const expiresAt = now + ttlSeconds * 1000;
  remember(key, value, expiresAt, gen);
  await ddb()
    .send(new PutCommand({ TableName: tableName('priceCache'), Item: { pk: storedKey(gen, key), value, expiresAt: Math.floor(expiresAt / 1000) } }))
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
