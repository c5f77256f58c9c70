import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BRAND } from '../../../shared/brand';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { consume, hashSubject } from '../../lib/rate-limit';
import { emailLayout, escapeHtml } from '../messaging/html';
import { siteUrl } from '../messaging/names';
import { sendEmail } from '../messaging/send';
import { hashSecret, makeLinkToken, newSecret, parseLinkToken, secretMatches } from '../messaging/link-tokens';

/**
 * Newsletter double opt-in: a sign-up stores a pending subscription and sends one confirmation
 * e-mail; only the link in it confirms. The answer never says whether an address was known.
 */
const PENDING_DAYS = 7;
/** At most one confirmation e-mail per address per day, however often the form is sent. */
const CONFIRMATION_WINDOW_SECONDS = 86_400;

const pkOf = (id: string) => `sub#${id}`;

export function subscriptionLinks(token: string): { confirm: string; unsubscribe: string } {
  const t = encodeURIComponent(token);
  return { confirm: `${siteUrl()}/subscription/confirm?list=newsletter&token=${t}`, unsubscribe: `${siteUrl()}/subscription/unsubscribe?list=newsletter&token=${t}` };
}

function confirmationEmail(links: { confirm: string; unsubscribe: string }) {
  const bodyHtml = `<p style="margin:0 0 16px;">Please confirm that you want the ${escapeHtml(BRAND.name)} newsletter: savings tips and price news, at most twice a month.</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">Confirm my subscription</a></p>
<p style="margin:0;">If you did not sign up, ignore this e-mail: without confirmation you will get nothing more.</p>`;
  const footerHtml = `<p style="margin:0;"><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> with one click at any time.</p>`;
  return {
    subject: `Confirm your ${BRAND.name} newsletter subscription`,
    html: emailLayout({ title: 'Confirm your subscription', bodyHtml, footerHtml }),
    text: `Please confirm that you want the ${BRAND.name} newsletter: ${links.confirm}\n\nIf you did not sign up, ignore this e-mail.\nUnsubscribe: ${links.unsubscribe}`,
  };
}

export async function signUp(email: string, now = new Date()): Promise<void> {
  const id = hashSubject(email);
  const existing = await ddb().send(new GetCommand({ TableName: tableName('newsletter'), Key: { pk: pkOf(id) } }));
  if (existing.Item?.status === 'confirmed') return;
  const window = await consume({ action: 'newsletter:confirmation', subject: email, limit: 1, windowSeconds: CONFIRMATION_WINDOW_SECONDS }, now.getTime());
  if (!window.allowed) return;
  const secret = newSecret();
  await ddb().send(
    new UpdateCommand({
      TableName: tableName('newsletter'),
      Key: { pk: pkOf(id) },
      UpdateExpression: 'SET email = :email, #status = :pending, secretHash = :secret, requestedAt = :now, expiresAt = :exp',
      ConditionExpression: 'attribute_not_exists(#status) OR #status <> :confirmed',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':email': email.trim(), ':pending': 'pending', ':confirmed': 'confirmed', ':secret': hashSecret(secret),
        ':now': now.toISOString(), ':exp': Math.floor(now.getTime() / 1000) + PENDING_DAYS * 86_400,
      },
    }),
  );
  await sendEmail({ to: email.trim(), ...confirmationEmail(subscriptionLinks(makeLinkToken(id, secret))), category: 'newsletter-confirmation' });
}

async function findByToken(token: string, now: Date) {
  const parsed = parseLinkToken(token);
  const item = parsed && (await ddb().send(new GetCommand({ TableName: tableName('newsletter'), Key: { pk: pkOf(parsed.id) } }))).Item;
  const expired = item?.status === 'pending' && typeof item.expiresAt === 'number' && item.expiresAt < now.getTime() / 1000;
  if (!parsed || !item || expired || !secretMatches(parsed.secret, item.secretHash)) {
    throw notFound('link_not_valid', 'This link is not valid any more. Please sign up again from the bottom of any page.');
  }
  return { id: parsed.id, status: item.status as string };
}

export async function confirm(token: string, now = new Date()): Promise<void> {
  const { id, status } = await findByToken(token, now);
  if (status === 'unsubscribed') throw notFound('link_not_valid', 'You unsubscribed with this link. Please sign up again from the bottom of any page.');
  await ddb().send(
    new UpdateCommand({
      TableName: tableName('newsletter'),
      Key: { pk: pkOf(id) },
      UpdateExpression: 'SET #status = :confirmed, confirmedAt = if_not_exists(confirmedAt, :now) REMOVE expiresAt',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': now.toISOString() },
    }),
  );
}

/** Unsubscribing forgets the address: only the hashed key and the fact remain, for 30 days. */
export async function unsubscribe(token: string, now = new Date()): Promise<void> {
  const { id } = await findByToken(token, now);
  await ddb().send(
    new UpdateCommand({
      TableName: tableName('newsletter'),
      Key: { pk: pkOf(id) },
      UpdateExpression: 'SET #status = :gone, unsubscribedAt = :now, expiresAt = :exp REMOVE email',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':gone': 'unsubscribed', ':now': now.toISOString(), ':exp': Math.floor(now.getTime() / 1000) + 30 * 86_400 },
    }),
  );
}
