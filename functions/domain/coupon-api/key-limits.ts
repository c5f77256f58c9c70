import { PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { cached, queryPartition } from '../catalog/store';

/**
 * The per-key limit across containers, kept off the request's path. Each container refuses a
 * flood on its own (lib/ip-bucket.ts); the usage meter adds up each key's requests per minute from
 * the log batches it stores, and marks a key that went over until its minute ends. Containers read
 * the marks in the background (the first request of a container waits for one read), so a key
 * over its limit is refused within seconds everywhere, and a request never waits for a write.
 */
const LIMITED_PK = 'limited';
/** How often a container re-reads the marks. */
const MARKS_REFRESH_MS = 2_000;
/** How long minute counts are kept (DynamoDB TTL; cleanup only). */
const MINUTE_COUNT_KEEP_S = 3_600;

/** `2026-11-22T14:05`: the UTC minute a request belongs to. */
export const minuteOf = (at: Date): string => at.toISOString().slice(0, 16);
const minuteEnd = (minute: string): number => Date.parse(`${minute}:00.000Z`) + 60_000;

/**
 * Adds a delivered batch's requests for a key in a minute (one item per batch, so a redelivered
 * batch is not counted twice), then marks the key if the minute's total is over its limit.
 */
export async function countKeyMinute(batchId: string, keyId: string, minute: string, requests: number, perMinute: number): Promise<void> {
  const pk = `minute#${keyId}#${minute}`;
  const expiresAt = Math.floor(Date.now() / 1000) + MINUTE_COUNT_KEEP_S;
  await ddb().send(new PutCommand({ TableName: tableName('couponApiUsage'), Item: { pk, sk: batchId, requests, expiresAt } }));
  const items = await queryPartition<{ requests: number }>('couponApiUsage', pk);
  const total = items.reduce((sum, item) => sum + Number(item.requests), 0);
  if (total <= perMinute) return;
  const until = minuteEnd(minute);
  await ddb().send(new PutCommand({ TableName: tableName('couponApiUsage'), Item: { pk: LIMITED_PK, sk: keyId, until, expiresAt: Math.floor(until / 1000) + 60 } }));
}

const marks = cached(async () => {
  const items = await queryPartition<{ sk: string; until: number }>('couponApiUsage', LIMITED_PK);
  return new Map(items.map((item) => [item.sk, Number(item.until)]));
}, MARKS_REFRESH_MS);

/** Seconds until the key may be used again, when the meter marked it over its limit; undefined when it is not. */
export async function overLimitFor(keyId: string, now = Date.now()): Promise<number | undefined> {
  const until = (await marks.get()).get(keyId);
  return until !== undefined && until > now ? Math.ceil((until - now) / 1000) : undefined;
}

/** For tests: forget the marks read so far. */
export function resetKeyLimitMarks(): void {
  marks.reset();
}
