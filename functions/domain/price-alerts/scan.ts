import type { Logger } from '../../lib/logger';
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

/**
 * The daily price-drop scan (EventBridge rule in AWS, a timer under `npm start`): re-prices every
 * confirmed watch with the pricing engine and sends at most one alert per drop. The reference is
 * the last alerted price (or the price at sign-up), so a steady lower price is announced once.
 */
export async function run(now: Date, log: Logger): Promise<ScanResult> {
  const day = now.toISOString().slice(0, 10);
  const prices = new Map<string, Promise<number | undefined>>();
  const result: ScanResult = { checked: 0, alerted: 0, failed: 0 };
  for await (const watch of confirmedWatches()) {
    result.checked += 1;
    try {
      const key = `${watch.ndc}|${watch.quantity}|${watch.zip}`;
      if (!prices.has(key)) prices.set(key, currentBestPrice(watch));
      const price = await prices.get(key);
      const reference = watch.lastAlertedPrice ?? watch.priceAtSignup;
      if (price === undefined || !isDrop(price, reference)) continue;
      if (!(await claimAlert(watch, price, day))) continue;
      await sendAlert(watch, reference, price);
      result.alerted += 1;
    } catch (err) {
      if (err instanceof RecipientSuppressedError) continue;
      result.failed += 1;
      log.warn('price alert failed', { code: (err as Error).name });
    }
  }
  log.info('price alert scan', { detail: `checked=${result.checked} alerted=${result.alerted} failed=${result.failed}` });
  return result;
}

async function sendAlert(watch: Watch, oldPrice: number, newPrice: number): Promise<void> {
  const token = makeLinkToken(watch.id, watch.unsubscribeSecret ?? '');
  const links = alertLinks(watch, token);
  if (watch.channel === 'email') {
    await sendEmail({ to: watch.recipient, ...priceDropEmail(watch, oldPrice, newPrice, links), category: 'price-alert', listUnsubscribeUrl: oneClickUnsubscribeUrl('price-alert', token) });
  }
  else await sendSms({ to: watch.recipient, text: priceDropSms(watch, newPrice, links), category: 'price-alert' });
}
