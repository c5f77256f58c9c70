import { UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { cents } from '../../../shared/calculators/money';
import type { PriceAlertSubscribeBody } from '../../../shared/contracts/price-alerts';
import { MESSAGES, isValidEmail, isValidPhone, normalisePhone } from '../../../shared/validation';
import { findDrugByLabel } from '../catalog/drug-repository';
import { ddb, isConditionFailure } from '../../lib/aws';
import { queryItems } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';
import { badRequest, notFound } from '../../lib/errors';
import { hashSubject } from '../../lib/rate-limit';
import { langOf, type MessageLang, pagePath } from '../messaging/language';
import { siteUrl } from '../messaging/names';
import { findPlace } from '../pricing/place';
import { hasHeaderInjection, sendEmail, sendSms } from '../messaging/send';
import { alertConfirmationEmail, alertConfirmationSms, type AlertLinks } from './templates';
import * as optIn from '../messaging/double-opt-in';

/** A watch: one recipient, one drug/NDC, quantity and zip. */
export interface Watch extends optIn.OptInItem {
  pk: string;
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  drugName: string;
  ndc: string;
  quantity: number;
  zip: string;
  priceAtSignup: number;
  lastAlertedPrice?: number;
  lastAlertDay?: string;
  secretHash: string;
  /** Kept in the clear on purpose: it can only stop this watch, and every alert must carry it. */
  unsubscribeSecret?: string;
  /** The language of the page the watch was asked from: its messages go out in it (absent on older watches: English). */
  lang?: MessageLang;
}

function invalidLink() {
  return notFound('link_not_valid', 'This link is not valid any more. You can sign up again from the drug\'s price page.');
}

/**
 * `priceAlerts` table: pk `watch#<id>`; gsi1 (`confirmed`) lists the confirmed watches for the
 * daily scan. The confirmation message's unsubscribe link carries the confirmation token; alerts
 * carry the unsubscribe secret.
 */
const PRICE_ALERTS: optIn.OptInList<Watch> = {
  table: 'priceAlerts',
  key: (id) => ({ pk: `watch#${id}` }),
  attributes: { confirmHash: 'secretHash', unsubscribeSecret: 'unsubscribeSecret', consentAt: 'createdAt' },
  confirmLinkUnsubscribes: true,
  pendingDays: 7,
  confirmedDays: 365,
  unsubscribedDays: 30,
  /** One click: the watch stops and forgets its recipient. */
  forgetOnUnsubscribe: ['recipient', 'gsi1pk', 'gsi1sk', 'unsubscribeSecret'],
  refusals: { invalidLink, confirmAfterUnsubscribe: invalidLink, unsubscribeAgain: invalidLink },
};

/** The links of a watch's messages; the price page and the confirm/unsubscribe page open in the watch's language. */
export function alertLinks(watch: Pick<Watch, 'drugName' | 'ndc' | 'quantity' | 'zip' | 'lang'>, token: string): Required<AlertLinks> {
  const t = encodeURIComponent(token);
  const lang = langOf(watch.lang);
  const search = new URLSearchParams({ nd: watch.ndc, q: String(watch.quantity), z: watch.zip });
  return {
    confirm: `${siteUrl()}${pagePath(lang, '/subscription/confirm')}?list=price-alert&token=${t}`,
    unsubscribe: `${siteUrl()}${pagePath(lang, '/subscription/unsubscribe')}?list=price-alert&token=${t}`,
    prices: `${siteUrl()}${pagePath(lang, `/${encodeURIComponent(watch.drugName)}`)}?${search.toString()}`,
  };
}

/** The recipient in canonical form (E.164 for phones), or a 400. */
export function recipientOf(body: PriceAlertSubscribeBody): string {
  if (body.channel === 'email') {
    if (hasHeaderInjection(body.email) || !isValidEmail(body.email)) throw badRequest('invalid_email', MESSAGES.email);
    return body.email.trim();
  }
  if (!isValidPhone(body.phone)) throw badRequest('invalid_phone', MESSAGES.phone);
  return normalisePhone(body.phone);
}

/** The drug and NDC must be a catalog label and one of its formulations; the zip must exist. */
export async function checkWatchedDrug(body: { drugName: string; ndc: string; zip: string }): Promise<string> {
  const group = await findDrugByLabel(body.drugName);
  const label = group?.labels.find((l) => l.name.toLowerCase() === body.drugName.trim().toLowerCase());
  if (!label) throw badRequest('unknown_drug', 'This drug is not in our catalog.');
  if (!label.formulations.some((f) => f.ndc === body.ndc)) throw badRequest('unknown_ndc', 'This NDC is not one of the drug\'s formulations.');
  if (!findPlace({ zip: body.zip })) throw badRequest('unknown_zip', 'We do not know this zip code.');
  return label.name;
}

/**
 * Stores a pending watch and sends its confirmation. Signing up again for the same watch sends
 * a fresh confirmation while pending and nothing once confirmed (the answer is the same).
 */
export async function subscribeToPriceAlert(body: PriceAlertSubscribeBody, recipient: string, now = new Date()): Promise<void> {
  const drugName = await checkWatchedDrug(body);
  const quantity = Number(body.quantity);
  const lang = langOf(body.lang);
  // One watch per recipient, NDC, quantity and zip: its id is a hash of them, so a repeat sign-up finds it.
  const id = hashSubject(`${recipient}|${body.ndc}|${quantity}|${body.zip}`);
  const pending = await optIn.startPending(PRICE_ALERTS, {
    id,
    fields: { id, channel: body.channel, recipient, drugName, ndc: body.ndc, quantity, zip: body.zip, priceAtSignup: cents(Number(body.bestPrice)), lang },
    // A new watch starts from the price seen now, and the scan ignores it until it is confirmed.
    remove: ['lastAlertDay', 'lastAlertedPrice', 'gsi1pk', 'gsi1sk'],
    now,
  });
  if (!pending) return;
  const watch = { drugName, ndc: body.ndc, quantity, zip: body.zip, lang };
  const links = alertLinks(watch, pending.token);
  if (body.channel === 'email') await sendEmail({ to: recipient, ...alertConfirmationEmail(watch, links, lang), category: 'price-alert-confirmation' });
  else await sendSms({ to: recipient, text: alertConfirmationSms(watch, links, lang), category: 'price-alert-confirmation' });
}

export async function confirmPriceAlert(token: string, now = new Date()): Promise<void> {
  const link = await optIn.openLink(PRICE_ALERTS, token, now);
  await optIn.confirm(PRICE_ALERTS, link, now, { gsi1pk: 'confirmed', gsi1sk: link.id });
}

export async function unsubscribePriceAlert(token: string, now = new Date()): Promise<void> {
  await optIn.unsubscribe(PRICE_ALERTS, await optIn.openLink(PRICE_ALERTS, token, now), now);
}

/** Every confirmed watch (gsi1 'confirmed'), page by page. */
export function confirmedWatches(): AsyncGenerator<Watch> {
  return queryItems<Watch>({ TableName: tableName('priceAlerts'), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'confirmed' } });
}

/**
 * Claims today's alert for a watch before sending it: the conditional write succeeds once per
 * watch and day, so a re-run (or two overlapping runs) never sends twice.
 */
export async function claimAlert(watch: Watch, price: number, day: string): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName('priceAlerts'),
        Key: { pk: watch.pk },
        UpdateExpression: 'SET lastAlertDay = :day, lastAlertedPrice = :price',
        ConditionExpression: '#status = :confirmed AND (attribute_not_exists(lastAlertDay) OR lastAlertDay <> :day)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':day': day, ':price': price, ':confirmed': 'confirmed' },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
