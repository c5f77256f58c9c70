import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { Logger } from '../../lib/logger';
import { sendAll } from '../../lib/queues';
import { currentBestPrice, isDrop } from './alert-pricing';
import { alertLinks, claimAlert, confirmedWatches, type Watch } from './alerts';
import { makeLinkToken } from '../messaging/link-tokens';
import { oneClickUnsubscribeUrl } from '../messaging/names';
import { RecipientSuppressedError, sendEmail, sendSms } from '../messaging/send';
import { priceDropEmail, priceDropSms } from './templates';

export interface ScanResult {
  checked: number;
  alerted: number;
  failed: number;
}

/** One unit of work, one queue message: up to CHECK_BATCH watches (by key only: the checker re-reads them) to check on `day`. */
export interface CheckBatch {
  day: string;
  pks: string[];
}

/** Watches per batch: a batch's worst case (25 cold fan-outs, a few hundred ms each) stays well inside its consumer's timeout. */
export const CHECK_BATCH = 25;

const checkBatchSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), pks: z.array(z.string().min(1).max(100)).min(1).max(CHECK_BATCH) });

/** The batch a queue message holds (what `run` sends), or undefined when the body is not one. */
export function parseCheckBatch(body: string): CheckBatch | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = checkBatchSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The daily price-drop scan (an EventBridge rule in AWS, the local scheduler under `npm start`)
 * lists every confirmed watch and sends them in batches to the price-alert-checks queue at
 * `queueUrl`, whose consumer (price-alert-check: checkBatch) checks each batch in parallel with the
 * others, so the end of a long list is checked as surely as its start. Locally the queue is the
 * runtime's stand-in, which delivers to the same consumer.
 * The reference is the last alerted price (or the price at sign-up), so a steady lower price is announced once.
 */
export async function run(now: Date, log: Logger, queueUrl: string): Promise<{ checked: number; batches: number }> {
  const day = now.toISOString().slice(0, 10);
  const batches: CheckBatch[] = [];
  let current: string[] = [];
  for await (const watch of confirmedWatches()) {
    current.push(watch.pk);
    if (current.length === CHECK_BATCH) {
      batches.push({ day, pks: current });
      current = [];
    }
  }
  if (current.length) batches.push({ day, pks: current });
  const checked = batches.reduce((n, b) => n + b.pks.length, 0);
  await sendAll(queueUrl, batches.map((batch) => JSON.stringify(batch)));
  log.info('price alert scan', { detail: `watches=${checked} batches=${batches.length} queued` });
  return { checked, batches: batches.length };
}

/**
 * Checks one batch: each watch is re-read (an unsubscribe since the scan stops it), re-priced with
 * the pricing engine, and alerted at most once a day (claimAlert), so a retried batch never sends twice.
 */
export async function checkBatch(batch: CheckBatch, log: Logger): Promise<ScanResult> {
  const prices = new Map<string, Promise<number | undefined>>();
  const result: ScanResult = { checked: 0, alerted: 0, failed: 0 };
  for (const pk of batch.pks) {
    const watch = (await ddb().send(new GetCommand({ TableName: tableName('priceAlerts'), Key: { pk } }))).Item as Watch | undefined;
    if (!watch || watch.status !== 'confirmed') continue;
    result.checked += 1;
    try {
      const key = `${watch.ndc}|${watch.quantity}|${watch.zip}`;
      if (!prices.has(key)) prices.set(key, currentBestPrice(watch));
      const price = await prices.get(key);
      const reference = watch.lastAlertedPrice ?? watch.priceAtSignup;
      if (price === undefined || !isDrop(price, reference)) continue;
      if (!(await claimAlert(watch, price, batch.day))) continue;
      await sendAlert(watch, reference, price);
      result.alerted += 1;
    } catch (err) {
      if (err instanceof RecipientSuppressedError) continue;
      result.failed += 1;
      log.warn('price alert failed', { code: (err as Error).name });
    }
  }
  return result;
}

async function sendAlert(watch: Watch, oldPrice: number, newPrice: number): Promise<void> {
  const token = makeLinkToken(watch.id, watch.unsubscribeSecret ?? '');
  const links = alertLinks(watch, token);
  if (watch.channel === 'email') {
    await sendEmail({ to: watch.recipient, ...priceDropEmail(watch, oldPrice, newPrice, links), category: 'price-alert', listUnsubscribeUrl: oneClickUnsubscribeUrl('price-alert', token) });
  } else await sendSms({ to: watch.recipient, text: priceDropSms(watch, newPrice, links), category: 'price-alert' });
}
