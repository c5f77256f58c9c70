import { BatchWriteCommand, GetCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { queryAll } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';
import type { TableKey } from '../../tables/dynamodb';

/**
 * Item layout. drugs: pk 'group' / sk drug id (a DrugGroup); pk 'cost' / sk NDC (a ReferenceCost);
 * pk 'meta' / sk 'seed'. pharmacies: gzipped blocks by area, NPI bucket and name (see pharmacy-areas.ts). competitorPrices: pk 'drug#<id>' /
 * sk '<competitor>#<chain>#<date>'. Whole partitions are small (hundreds to a few thousand items).
 */
export function queryPartition<T>(table: TableKey, pk: string): Promise<T[]> {
  return queryAll<T>({ TableName: tableName(table), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
}

/** One item, or only the named attributes of it (`attributes`: a large item read for one field). */
export async function getItem<T>(table: TableKey, pk: string, sk: string, attributes?: readonly string[]): Promise<T | undefined> {
  const projection = attributes?.length
    ? { ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '), ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])) }
    : {};
  const out = await ddb().send(new GetCommand({ TableName: tableName(table), Key: { pk, sk }, ...projection }));
  return out.Item as T | undefined;
}

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** Writes in chunks of 25, a few chunks at a time, retrying what DynamoDB leaves unprocessed. */
export function batchPut(table: TableKey, items: Record<string, unknown>[], parallel = 6): Promise<void> {
  return batchWrite(table, items.map((Item) => ({ PutRequest: { Item } })), parallel);
}

/** Deletes by key (pk, sk), as batchPut writes. */
export function batchDelete(table: TableKey, keys: { pk: string; sk: string }[], parallel = 6): Promise<void> {
  return batchWrite(table, keys.map((Key) => ({ DeleteRequest: { Key } })), parallel);
}

async function batchWrite(table: TableKey, items: WriteRequest[], parallel: number): Promise<void> {
  const name = tableName(table);
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      let request: Record<string, WriteRequest[]> | undefined = { [name]: chunk };
      for (let attempt = 0; request && Object.keys(request).length; attempt += 1) {
        if (attempt > 8) throw new Error(`DynamoDB kept items unprocessed in ${table}`);
        const out = await ddb().send(new BatchWriteCommand({ RequestItems: request }));
        request = out.UnprocessedItems as typeof request;
        if (request && Object.keys(request).length) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
}

/**
 * A value loaded once per container and refreshed after `ttlMs` (the catalog changes weekly).
 * Stale while revalidating: after the first load, requests never wait on storage. Past `ttlMs` the
 * next request starts one reload and every request keeps the loaded value until the reload lands
 * (a failed reload keeps it and is retried after the next `ttlMs`). Only the very first load waits.
 */
export function cached<T>(load: () => Promise<T>, ttlMs = 5 * 60_000): { get(): Promise<T>; reset(): void } {
  let first: Promise<T> | undefined;
  let current: { value: T } | undefined;
  let loadedAt = 0;
  let reloading = false;
  const fetchOnce = () => {
    loadedAt = Date.now();
    return load().then((value) => {
      current = { value };
      return value;
    });
  };
  return {
    get() {
      if (current) {
        if (!reloading && Date.now() - loadedAt > ttlMs) {
          reloading = true;
          void fetchOnce().catch(() => undefined).finally(() => (reloading = false));
        }
        return Promise.resolve(current.value);
      }
      first ??= fetchOnce().catch((err: unknown) => {
        first = undefined;
        throw err;
      });
      return first;
    },
    reset() {
      first = undefined;
      current = undefined;
      loadedAt = 0;
    },
  };
}
