import { PutCommand, QueryCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb, isConditionFailure } from '../../lib/aws';
import { tableName } from '../../lib/env';

export interface HistoryPoint {
  date: string;
  bestPrice: number;
  medianPrice: number;
  pharmacies: number;
}

const key = (ndc: string, qty: number, area: string) => `${ndc}#${qty}#${area}`;

/** The first fresh answer of the day becomes that day's snapshot (conditional write: once a day). */
export async function recordSnapshot(ndc: string, qty: number, area: string, prices: number[], now = new Date()): Promise<void> {
  if (!prices.length) return;
  const sorted = [...prices].sort((a, b) => a - b);
  const point: HistoryPoint = {
    date: now.toISOString().slice(0, 10),
    bestPrice: sorted[0]!,
    medianPrice: sorted[Math.floor(sorted.length / 2)]!,
    pharmacies: sorted.length,
  };
  try {
    await ddb().send(new PutCommand({
      TableName: tableName('priceHistory'),
      Item: { pk: key(ndc, qty, area), sk: point.date, ...point },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

export async function readPriceHistory(ndc: string, qty: number, area: string, days = 90, now = new Date()): Promise<HistoryPoint[]> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const out = await ddb().send(new QueryCommand({
    TableName: tableName('priceHistory'),
    KeyConditionExpression: 'pk = :pk AND sk >= :since',
    ExpressionAttributeValues: { ':pk': key(ndc, qty, area), ':since': since },
  }));
  return (out.Items ?? []).map((i) => ({ date: i.date as string, bestPrice: i.bestPrice as number, medianPrice: i.medianPrice as number, pharmacies: i.pharmacies as number }));
}
