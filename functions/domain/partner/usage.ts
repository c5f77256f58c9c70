import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { PartnerContext } from './authorize';
import { queryAll } from '../../lib/dynamo-pages';
import { everyShard, randomShard } from '../../lib/shards';

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

export type CountedRequest = { pk: string; sk: string };

/** One atomic ADD per request (no read, no transaction: dynalite has none), on one of the hour's write shards. */
export async function countRequest(ctx: PartnerContext, now = new Date()): Promise<CountedRequest> {
  const key = { pk: randomShard(`hour#${hourOf(now)}`), sk: `${ctx.customerId}#${ctx.keyId}` };
  await addRequests(key, 1, ctx);
  return key;
}

/** Takes back a count made before the request was refused (the per-key limit), so it is not billed. */
export async function uncountRequest(key: CountedRequest, ctx: PartnerContext): Promise<void> {
  await addRequests(key, -1, ctx);
}

async function addRequests(key: CountedRequest, n: number, ctx: PartnerContext): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName('apiUsage'),
    Key: key,
    UpdateExpression: 'ADD requests :n SET customerId = :customer, keyId = :key',
    ExpressionAttributeValues: { ':n': n, ':customer': ctx.customerId, ':key': ctx.keyId },
  }));
}

/** The hour's counts per customer and key, summed over its write shards. */
export async function usageForHour(hour: string): Promise<UsageRow[]> {
  const shards = await Promise.all(everyShard(`hour#${hour}`).map((pk) => queryAll<Record<string, unknown>>({ TableName: tableName('apiUsage'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } })));
  const rows = new Map<string, UsageRow>();
  for (const item of shards.flat()) {
    const sk = String(item.sk);
    const row = rows.get(sk) ?? { hour, customerId: String(item.customerId), keyId: String(item.keyId), requests: 0 };
    row.requests += Number(item.requests);
    rows.set(sk, row);
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
