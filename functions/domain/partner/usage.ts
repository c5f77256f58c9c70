import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { PartnerContext } from './authorize';
import { queryAll } from '../../lib/dynamo-pages';

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

/** One atomic ADD per request (no read, no transaction: dynalite has none). */
export async function countRequest(ctx: PartnerContext, now = new Date()): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName('apiUsage'),
    Key: { pk: `hour#${hourOf(now)}`, sk: `${ctx.customerId}#${ctx.keyId}` },
    UpdateExpression: 'ADD requests :one SET customerId = :customer, keyId = :key',
    ExpressionAttributeValues: { ':one': 1, ':customer': ctx.customerId, ':key': ctx.keyId },
  }));
}

export async function usageForHour(hour: string): Promise<UsageRow[]> {
  const items = await queryAll<Record<string, unknown>>({ TableName: tableName('apiUsage'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `hour#${hour}` } });
  return items.map((item) => ({ hour, customerId: String(item.customerId), keyId: String(item.keyId), requests: Number(item.requests) }));
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
