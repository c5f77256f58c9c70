import { GetCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { Logger } from '../../lib/logger';
import { currentBestPrice, isDrop } from './alert-pricing';
import { alertLinks, claimAlert, type Watch } from './alerts';
import { makeLinkToken } from '../messaging/link-tokens';
import { langOf } from '../messaging/language';
import { oneClickUnsubscribeUrl } from '../messaging/names';
import { RecipientSuppressedError, sendEmail, sendSms } from '../messaging/send';
import type { CheckBatch } from './scan';
import { priceDropEmail, priceDropSms } from './templates';

interface ScanResult {
  checked: number;
  alerted: number;
  failed: number;
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
  const lang = langOf(watch.lang);
  if (watch.channel === 'email') {
    await sendEmail({ to: watch.recipient, ...priceDropEmail(watch, oldPrice, newPrice, links, lang), category: 'price-alert', listUnsubscribeUrl: oneClickUnsubscribeUrl('price-alert', token) });
  } else await sendSms({ to: watch.recipient, text: priceDropSms(watch, newPrice, links, lang), category: 'price-alert' });
}
