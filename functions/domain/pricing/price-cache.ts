import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/aws';
import { scanItems } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';

const MEMORY_MAX = 500;
const memory = new Map<string, { value: unknown; expiresAt: number }>();

/** In memory first (per container), then the priceCache table; expiry is checked on read. */
export async function cacheGet<T>(key: string, now = Date.now()): Promise<T | undefined> {
  const hit = memory.get(key);
  if (hit && hit.expiresAt > now) {
    memory.delete(key);
    memory.set(key, hit);
    return hit.value as T;
  }
  const out = await ddb().send(new GetCommand({ TableName: tableName('priceCache'), Key: { pk: key } }));
  const item = out.Item as { value: T; expiresAt: number } | undefined;
  if (!item || item.expiresAt * 1000 <= now) return undefined;
  remember(key, item.value, item.expiresAt * 1000);
  return item.value;
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
