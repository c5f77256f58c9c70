import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PriceAlertSubscribeBody } from '../../../shared/contracts/price-alerts';
import { MESSAGES, isValidEmail, isValidPhone, normalisePhone } from '../../../shared/validation';
import { findDrugByLabel } from '../catalog/drug-repository';
import { zipToPoint } from '../catalog/geo';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { badRequest, notFound } from '../../lib/errors';
import { hashSubject } from '../../lib/rate-limit';
import { siteUrl } from '../messaging/names';
import { hasHeaderInjection, sendEmail, sendSms } from '../messaging/send';
import { alertConfirmationEmail, alertConfirmationSms, type AlertLinks } from './templates';
import { clearSecretMatches, hashSecret, makeLinkToken, newSecret, parseLinkToken, secretMatches } from '../messaging/link-tokens';

/** A watch: one recipient, one drug/NDC, quantity and zip. */
export interface Watch {
  pk: string;
  id: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
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
}

const PENDING_DAYS = 7;
const CONFIRMED_DAYS = 365;
const pkOf = (id: string) => `watch#${id}`;
const epoch = (now: Date, days: number) => Math.floor(now.getTime() / 1000) + days * 86_400;

export function alertLinks(watch: Pick<Watch, 'drugName' | 'ndc' | 'quantity' | 'zip'>, token: string): Required<AlertLinks> {
  const t = encodeURIComponent(token);
  const search = new URLSearchParams({ nd: watch.ndc, q: String(watch.quantity), z: watch.zip });
  return {
    confirm: `${siteUrl()}/subscription/confirm?list=price-alert&token=${t}`,
    unsubscribe: `${siteUrl()}/subscription/unsubscribe?list=price-alert&token=${t}`,
    prices: `${siteUrl()}/${encodeURIComponent(watch.drugName)}?${search.toString()}`,
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
  if (!zipToPoint(body.zip)) throw badRequest('unknown_zip', 'We do not know this zip code.');
  return label.name;
}

/**
 * Stores a pending watch and sends its confirmation. Signing up again for the same watch sends
 * a fresh confirmation while pending and nothing once confirmed (the answer is the same).
 */
export async function subscribeToPriceAlert(body: PriceAlertSubscribeBody, recipient: string, now = new Date()): Promise<void> {
  const drugName = await checkWatchedDrug(body);
  const quantity = Number(body.quantity);
  // One watch per recipient, NDC, quantity and zip: its id is a hash of them, so a repeat sign-up finds it.
  const id = hashSubject(`${recipient}|${body.ndc}|${quantity}|${body.zip}`);
  const existing = await ddb().send(new GetCommand({ TableName: tableName('priceAlerts'), Key: { pk: pkOf(id) } }));
  if (existing.Item?.status === 'confirmed') return;
  const secret = newSecret();
  await ddb().send(
    new UpdateCommand({
      TableName: tableName('priceAlerts'),
      Key: { pk: pkOf(id) },
      UpdateExpression: 'SET id = :id, #status = :pending, channel = :channel, recipient = :recipient, drugName = :drug, ndc = :ndc, quantity = :qty, zip = :zip, priceAtSignup = :price, secretHash = :secret, createdAt = :now, expiresAt = :exp REMOVE lastAlertDay, lastAlertedPrice',
      ConditionExpression: 'attribute_not_exists(#status) OR #status <> :confirmed',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':id': id, ':pending': 'pending', ':confirmed': 'confirmed', ':channel': body.channel, ':recipient': recipient, ':drug': drugName, ':ndc': body.ndc,
        ':qty': quantity, ':zip': body.zip, ':price': Math.round(Number(body.bestPrice) * 100) / 100, ':secret': hashSecret(secret),
        ':now': now.toISOString(), ':exp': epoch(now, PENDING_DAYS),
      },
    }),
  );
  const watch = { drugName, ndc: body.ndc, quantity, zip: body.zip };
  const links = alertLinks(watch, makeLinkToken(id, secret));
  if (body.channel === 'email') await sendEmail({ to: recipient, ...alertConfirmationEmail(watch, links), category: 'price-alert-confirmation' });
  else await sendSms({ to: recipient, text: alertConfirmationSms(watch, links), category: 'price-alert-confirmation' });
}

async function watchByToken(token: string, now: Date, purpose: 'confirm' | 'unsubscribe'): Promise<Watch> {
  const parsed = parseLinkToken(token);
  const watch = parsed && ((await ddb().send(new GetCommand({ TableName: tableName('priceAlerts'), Key: { pk: pkOf(parsed.id) } }))).Item as (Watch & { expiresAt?: number }) | undefined);
  const expired = watch?.status === 'pending' && typeof watch.expiresAt === 'number' && watch.expiresAt < now.getTime() / 1000;
  if (!parsed || !watch || expired || watch.status === 'unsubscribed' || !tokenFits(watch, parsed.secret, purpose)) {
    throw notFound('link_not_valid', 'This link is not valid any more. You can sign up again from the drug\'s price page.');
  }
  return watch;
}

function tokenFits(watch: Watch, secret: string, purpose: 'confirm' | 'unsubscribe'): boolean {
  if (secretMatches(secret, watch.secretHash)) return true;
  return purpose === 'unsubscribe' && clearSecretMatches(secret, watch.unsubscribeSecret);
}

export async function confirmPriceAlert(token: string, now = new Date()): Promise<void> {
  const watch = await watchByToken(token, now, 'confirm');
  await ddb().send(
    new UpdateCommand({
      TableName: tableName('priceAlerts'),
      Key: { pk: watch.pk },
      // gsi1 lists the confirmed watches for the daily scan.
      UpdateExpression: 'SET #status = :confirmed, confirmedAt = if_not_exists(confirmedAt, :now), expiresAt = :exp, gsi1pk = :gpk, gsi1sk = :gsk, unsubscribeSecret = if_not_exists(unsubscribeSecret, :unsub)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': now.toISOString(), ':exp': epoch(now, CONFIRMED_DAYS), ':gpk': 'confirmed', ':gsk': watch.id, ':unsub': newSecret() },
    }),
  );
}

/** One click: the watch stops and forgets its recipient. */
export async function unsubscribePriceAlert(token: string, now = new Date()): Promise<void> {
  const watch = await watchByToken(token, now, 'unsubscribe');
  await ddb().send(
    new UpdateCommand({
      TableName: tableName('priceAlerts'),
      Key: { pk: watch.pk },
      UpdateExpression: 'SET #status = :gone, unsubscribedAt = :now, expiresAt = :exp REMOVE recipient, gsi1pk, gsi1sk, unsubscribeSecret',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':gone': 'unsubscribed', ':now': now.toISOString(), ':exp': epoch(now, 30) },
    }),
  );
}

/** Every confirmed watch (gsi1 'confirmed'), page by page. */
export async function* confirmedWatches(): AsyncGenerator<Watch> {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      new QueryCommand({ TableName: tableName('priceAlerts'), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'confirmed' }, ExclusiveStartKey: start }),
    );
    for (const item of out.Items ?? []) yield item as Watch;
    start = out.LastEvaluatedKey;
  } while (start);
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
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}
