import { randomUUID } from 'node:crypto';
import { PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { cents } from '../../../shared/calculators/money';
import type { Coupon } from '../../../shared/contracts/coupon';
import { pbmFromBin, type PbmFamily } from '../../../shared/pbm';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { queryAll } from '../../lib/dynamo-pages';
import { everyShard, randomShard } from '../../lib/shards';

/** One coupon view (rules#calls couponview). No IP, e-mail, phone or member id is kept. */
export interface CouponView {
  pk: string;
  sk: string;
  pbm: PbmFamily;
  rxBin: string;
  ln: string;
  pharmacyName: string;
  price: number;
  at: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

export async function recordCouponView(coupon: Coupon, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const item: CouponView = {
    pk: randomShard(`day#${at.slice(0, 10)}`),
    sk: `${at}#${randomUUID().slice(0, 8)}`,
    pbm: pbmFromBin(coupon.rxBin),
    rxBin: coupon.rxBin,
    ln: coupon.ln,
    pharmacyName: coupon.pharmacyName,
    price: cents(coupon.price),
    at,
  };
  await ddb().send(new PutCommand({ TableName: tableName('couponViews'), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** Every day from `fromDay` to `toDay` (YYYY-MM-DD, inclusive, at most a year). */
export function daysBetween(fromDay: string, toDay: string): string[] {
  if (!DAY.test(fromDay) || !DAY.test(toDay)) throw new RangeError('days must be YYYY-MM-DD');
  const days: string[] = [];
  for (let t = Date.parse(`${fromDay}T00:00:00Z`); t <= Date.parse(`${toDay}T00:00:00Z`) && days.length < MAX_DAYS; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Coupon views from `fromDay` to `toDay` inclusive, oldest first (the day's write shards queried together). */
export async function listCouponViews(fromDay: string, toDay: string): Promise<CouponView[]> {
  const views: CouponView[] = [];
  for (const day of daysBetween(fromDay, toDay)) {
    const shards = await Promise.all(everyShard(`day#${day}`).map((pk) => queryAll<CouponView>({ TableName: tableName('couponViews'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } })));
    views.push(...shards.flat().sort((a, b) => a.sk.localeCompare(b.sk)));
  }
  return views;
}
