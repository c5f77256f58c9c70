import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure } from '../../lib/aws';
import { queryAll, scanAll } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';
import { HttpError } from '../../lib/errors';
import * as optIn from '../messaging/double-opt-in';
import type { RefillReport, Subscription } from './model';

/**
 * `signups` table: pk `sub#<id>` holds the subscription (sk `sub`), a marker for the family
 * contact (sk `family`, indexed by that contact), refill reports (sk `refill#<due>`) and points
 * (sk `ledger#<due>`); pk `delreq#<id>` a pending deletion request. gsi1 finds everything of one
 * contact (gsi1pk `contact#<hash>`) for deletion on request.
 * `reminderDispatch` table: pk `sub#<id>`, sk the occurrence key: one record per message.
 */
const subPk = (id: string) => `sub#${id}`;

export const invalidLink = () => new HttpError(404, 'invalid_link', 'This link is not valid any more. It may have been used already.');

/**
 * The sign-ups as a double-opt-in list. Every message carries the unsubscribe link (its secret
 * also reports a refill); the confirmation link only confirms. Pending sign-ups do not expire, and
 * an unsubscribed sign-up keeps its contact until deletion on request. Links used up answer as done.
 */
export const SIGNUPS: optIn.OptInList<Subscription> = {
  table: 'signups',
  key: (id) => ({ pk: subPk(id), sk: 'sub' }),
  attributes: { confirmHash: 'confirmTokenHash', unsubscribeSecret: 'manageSecret', consentAt: 'consentAt' },
  confirmLinkUnsubscribes: false,
  forgetOnUnsubscribe: [],
  refusals: { invalidLink },
  fromItem: ({ pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...sub }) => sub as unknown as Subscription,
};

/** What a new sign-up brings; the store adds the lifecycle (status, secrets, consent time). */
export type NewSubscription = Omit<Subscription, keyof optIn.OptInItem | 'consentText' | 'consentAt' | 'confirmTokenHash' | 'familyConfirmTokenHash' | 'manageSecret'>;

/** Stores a pending sign-up, findable by its contact (and its family contact): its confirmation token and the stored sign-up. */
export async function putPendingSubscription(fields: NewSubscription, consentText: string, now: Date): Promise<{ token: string; sub: Subscription }> {
  const started = await optIn.startPending(SIGNUPS, {
    id: fields.id,
    fields: { ...fields, gsi1pk: `contact#${fields.contactHash}`, gsi1sk: subPk(fields.id) },
    consentText,
    now,
  });
  // A new random id is never a confirmed sign-up.
  if (!started) throw new Error('sign-up id already in use');
  if (fields.family) {
    await ddb().send(new PutCommand({
      TableName: tableName('signups'),
      Item: { pk: subPk(fields.id), sk: 'family', gsi1pk: `contact#${fields.family.contactHash}`, gsi1sk: subPk(fields.id) },
    }));
  }
  return { token: started.token, sub: started.item };
}

export async function getSubscription(id: string): Promise<Subscription | undefined> {
  return optIn.find(SIGNUPS, id);
}

/** Every confirmed subscription. A scan: fine for thousands; a due-time index is the next step at scale. */
export async function confirmedSubscriptions(): Promise<Subscription[]> {
  return scanAll<Subscription>({
    TableName: tableName('signups'),
    FilterExpression: 'sk = :sub AND #status = :confirmed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':sub': 'sub', ':confirmed': 'confirmed' },
  });
}

export async function refillReports(id: string): Promise<RefillReport[]> {
  return queryAll<RefillReport>({
    TableName: tableName('signups'),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :refill)',
    ExpressionAttributeValues: { ':pk': subPk(id), ':refill': 'refill#' },
  });
}

/** Records a refill report once per due date; false when it was already reported. */
export async function putOnce(id: string, sk: string, item: Record<string, unknown>): Promise<boolean> {
  try {
    await ddb().send(new PutCommand({ TableName: tableName('signups'), Item: { pk: subPk(id), sk, ...item }, ConditionExpression: 'attribute_not_exists(sk)' }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

export async function ledgerPoints(id: string): Promise<number> {
  const entries = await queryAll<{ points?: number }>({
    TableName: tableName('signups'),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
    ExpressionAttributeValues: { ':pk': subPk(id), ':ledger': 'ledger#' },
  });
  return entries.reduce((sum, item) => sum + Number(item.points ?? 0), 0);
}

export async function subscriptionIdsForContact(contactHash: string): Promise<string[]> {
  const items = await queryAll<{ gsi1sk: string }>({
    TableName: tableName('signups'),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `contact#${contactHash}` },
  });
  return [...new Set(items.map((i) => String(i.gsi1sk).slice('sub#'.length)))];
}

/** Deletes a subscription's whole partition (refills, points, family marker) and its dispatch records. */
export async function deleteSubscriptionData(id: string): Promise<void> {
  await optIn.remove(SIGNUPS, id);
  for (const item of await dispatchRecords(id)) await ddb().send(new DeleteCommand({ TableName: tableName('reminderDispatch'), Key: { pk: subPk(id), sk: item.sk } }));
}

export async function putDeleteRequest(id: string, contactHash: string, tokenHash: string, expiresAt: number): Promise<void> {
  await ddb().send(new PutCommand({ TableName: tableName('signups'), Item: { pk: `delreq#${id}`, sk: 'req', contactHash, tokenHash, expiresAt } }));
}

export async function takeDeleteRequest(id: string): Promise<{ contactHash: string; tokenHash: string; expiresAt: number } | undefined> {
  const out = await ddb().send(new DeleteCommand({ TableName: tableName('signups'), Key: { pk: `delreq#${id}`, sk: 'req' }, ReturnValues: 'ALL_OLD' }));
  return out.Attributes as { contactHash: string; tokenHash: string; expiresAt: number } | undefined;
}

export type ClaimResult = 'claimed' | 'done';

/**
 * Claims one message before sending it: a new record, or one whose previous sender's lease ran
 * out (it crashed mid-send). A record already sent, or still leased, is someone else's.
 */
export async function claimDispatch(id: string, key: string, now: Date, leaseMs: number): Promise<ClaimResult> {
  try {
    await ddb().send(new PutCommand({
      TableName: tableName('reminderDispatch'),
      Item: { pk: subPk(id), sk: key, status: 'sending', leaseUntil: now.getTime() + leaseMs, claimedAt: now.toISOString() },
      ConditionExpression: 'attribute_not_exists(pk) OR (#status = :sending AND leaseUntil < :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sending': 'sending', ':now': now.getTime() },
    }));
    return 'claimed';
  } catch (err) {
    if (isConditionFailure(err)) return 'done';
    throw err;
  }
}

export async function finishDispatch(id: string, key: string, status: 'sent' | 'cancelled' | 'suppressed', now: Date, messageId?: string): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName('reminderDispatch'),
    Key: { pk: subPk(id), sk: key },
    UpdateExpression: 'SET #status = :status, finishedAt = :at' + (messageId ? ', messageId = :mid' : ''),
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':at': now.toISOString(), ...(messageId ? { ':mid': messageId } : {}) },
  }));
}

export async function dispatchRecords(id: string): Promise<{ sk: string; status: string }[]> {
  return queryAll<{ sk: string; status: string }>({ TableName: tableName('reminderDispatch'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': subPk(id) } });
}
