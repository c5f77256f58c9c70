import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/aws';
import { scanItems } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';

const MEMORY_MAX = 500;
const memory = new Map<string, { value: unknown; expiresAt: number }>();
/** How long an expired answer may still be served when no PBM answers (marked stale; its prices carry their own checkedAt). */
const STALE_MAX_MS = 24 * 3600_000;
/** A shared-cache read slower than this is a miss: asking the PBMs (deadline 150 ms) is then as quick. */
const STORE_READ_BUDGET_MS = 120;

/** In memory first (per container), then the priceCache table; expiry is checked on read. */
export async function cacheGet<T>(key: string, now = Date.now()): Promise<T | undefined> {
  const hit = memory.get(key);
  if (hit && hit.expiresAt > now) {
    memory.delete(key);
    memory.set(key, hit);
    return hit.value as T;
  }
  const item = await withinBudget(ddb().send(new GetCommand({ TableName: tableName('priceCache'), Key: { pk: key } })).then((out) => out.Item as { value: T; expiresAt: number } | undefined));
  if (!item || item.expiresAt * 1000 <= now) return undefined;
  remember(key, item.value, item.expiresAt * 1000);
  return item.value;
}

/** This container's expired answer for the key, if it is less than a day old (served only when no PBM answers). */
export function staleGet<T>(key: string, now = Date.now()): T | undefined {
  const hit = memory.get(key);
  return hit && hit.expiresAt + STALE_MAX_MS > now ? (hit.value as T) : undefined;
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

function remember(key: string, value: unknown, expiresAt: number) {
  memory.set(key, { value, expiresAt });
  if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value!);
}

/** Stores in memory at once and in DynamoDB in the background (the answer never waits for it). */
export function cachePut(key: string, value: unknown, ttlSeconds: number, now = Date.now()): Promise<void> {
  const expiresAt = now + ttlSeconds * 1000;
  remember(key, value, expiresAt);
  return ddb()
    .send(new PutCommand({ TableName: tableName('priceCache'), Item: { pk: key, value, expiresAt: Math.floor(expiresAt / 1000) } }))
    .then(() => undefined, () => undefined);
}

/** Clears this container's memory and every stored entry; returns how many stored entries went. */
export async function clearPriceCache(): Promise<{ cleared: number }> {
  memory.clear();
  let cleared = 0;
  for await (const item of scanItems<{ pk: string }>({ TableName: tableName('priceCache'), ProjectionExpression: 'pk' })) {
    await ddb().send(new DeleteCommand({ TableName: tableName('priceCache'), Key: { pk: item.pk } }));
    cleared += 1;
  }
  return { cleared };
}
