import { PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { queryPartition } from '../catalog/store';
import { everyShard, stableShard } from '../../lib/shards';

/** `2026-11-22T14`: the UTC hour a request belongs to (the metering unit). */
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);
export const hourStart = (hour: string): Date => new Date(`${hour}:00:00.000Z`);
export const previousHours = (now: Date, count: number): string[] =>
  Array.from({ length: count }, (_, i) => hourOf(new Date(now.getTime() - (i + 1) * 3_600_000)));

export interface UsageRow {
  hour: string;
  customerId: string;
  keyId: string;
  requests: number;
}

/**
 * Stores a delivered log batch's counts (per hour, customer and key): one item per batch, customer and key, named by the batch's
 * id. CloudWatch Logs may deliver a batch again (a retried invocation): the same item is then
 * written again with the same count, so nothing is counted twice, and no write is ever an ADD.
 * The batch id also picks the hour's shard, spreading a busy hour over every shard.
 */
export async function storeUsageCounts(batchId: string, counts: readonly UsageRow[]): Promise<void> {
  await Promise.all(counts.map((c) => ddb().send(new PutCommand({
    TableName: tableName('couponApiUsage'),
    Item: { pk: stableShard(`hour#${c.hour}`, batchId), sk: `${c.customerId}#${c.keyId}#${batchId}`, customerId: c.customerId, keyId: c.keyId, requests: c.requests },
  }))));
}

/** The hour's counts per customer and key, summed over its write shards. */
export async function usageForHour(hour: string): Promise<UsageRow[]> {
  const shards = await Promise.all(everyShard(`hour#${hour}`).map((pk) => queryPartition<Record<string, unknown>>('couponApiUsage', pk)));
  const rows = new Map<string, UsageRow>();
  for (const item of shards.flat()) {
    const id = `${String(item.customerId)}#${String(item.keyId)}`;
    const row = rows.get(id) ?? { hour, customerId: String(item.customerId), keyId: String(item.keyId), requests: 0 };
    row.requests += Number(item.requests);
    rows.set(id, row);
  }
  return [...rows.values()];
}

/** The current hour and the `hours - 1` before it, newest first. */
export async function recentUsage(hours: number, now = new Date()): Promise<UsageRow[]> {
  const list = [hourOf(now), ...previousHours(now, hours - 1)];
  return (await Promise.all(list.map(usageForHour))).flat();
}

export function requestsPerCustomer(rows: UsageRow[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.customerId, (totals.get(r.customerId) ?? 0) + r.requests);
  return totals;
}
