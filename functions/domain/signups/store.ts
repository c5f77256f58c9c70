import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb, isConditionFailure } from '../../lib/aws';
import { queryAll } from '../../lib/dynamo-pages';
import { everyShard, stableShard } from '../../lib/shards';
import { tableName } from '../../lib/env';
import { HttpError } from '../../lib/errors';
import * as optIn from '../messaging/double-opt-in';
import type { RefillReport, Subscription } from './model';

/**
 * `signups` table: pk `sub#<id>` holds the subscription (sk `sub`), a marker for the family
 * contact (sk `family`, indexed by that contact), refill reports (sk `refill#<due>`) and points
 * (sk `ledger#<due>`); pk `delreq#<id>` a pending deletion request. gsi1 finds everything of one
 * contact (gsi1pk `contact#<hash>`) for deletion on request. gsi2 holds confirmed sign-ups only,
 * sorted by when the dispatcher must next look at them (gsi2pk `due#<shard>`, gsi2sk an ISO time),
 * so each run reads what is due instead of the whole table.
 * `signupDispatch` table: pk `sub#<id>`, sk the occurrence key: one record per message.
 */
const subPk = (id: string) => `sub#${id}`;

function subscriptionOf({ pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, gsi2pk: _dg, gsi2sk: _ds, ...sub }: Record<string, unknown>): Subscription {
  return sub as unknown as Subscription;
}

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
  fromItem: subscriptionOf,
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

/** The attributes that put a sign-up in the due-time index, to be looked at from `at` on. */
export const dueAt = (id: string, at: Date) => ({ gsi2pk: stableShard('due', id), gsi2sk: at.toISOString() });

export type DueSubscription = Subscription & { gsi2sk: string };

/** Sign-ups whose next look is at or before `now`: one Query per shard of the due-time index. */
export async function dueSubscriptions(now: Date): Promise<DueSubscription[]> {
  const shards = await Promise.all(everyShard('due').map((shard) => queryAll<Record<string, unknown>>({
    TableName: tableName('signups'),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :shard AND gsi2sk <= :now',
    ExpressionAttributeValues: { ':shard': shard, ':now': now.toISOString() },
  })));
  return shards.flat().map((item) => ({ ...subscriptionOf(item), gsi2sk: String(item.gsi2sk) }));
}

/**
 * Moves a sign-up to its next look (undefined: out of the index, it is no longer confirmed), unless
 * someone moved it since it was read (a refill report asking for a thank-you now): theirs stands.
 */
export async function setNextLook(sub: DueSubscription, next: Date | undefined): Promise<void> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName('signups'),
      Key: SIGNUPS.key(sub.id),
      UpdateExpression: next ? 'SET gsi2sk = :next' : 'REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'gsi2sk = :read',
      ExpressionAttributeValues: { ':read': sub.gsi2sk, ...(next ? { ':next': next.toISOString() } : {}) },
    }));
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Asks the dispatcher to look at a confirmed sign-up at its next run. */
export async function lookSoon(id: string, now: Date): Promise<void> {
  await optIn.setFields(SIGNUPS, id, dueAt(id, now), ['confirmed']);
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
  for (const item of await dispatchRecords(id)) await ddb().send(new DeleteCommand({ TableName: tableName('signupDispatch'), Key: { pk: subPk(id), sk: item.sk } }));
}

export async function putDeleteRequest(id: string, contactHash: string, tokenHash: string, expiresAt: number): Promise<void> {
  await ddb().send(new PutCommand({ TableName: tableName('signups'), Item: { pk: `delreq#${id}`, sk: 'req', contactHash, tokenHash, expiresAt } }));
}

export async function takeDeleteRequest(id: string): Promise<{ contactHash: string; tokenHash: string; expiresAt: number } | undefined> {
  const out = await ddb().send(new DeleteCommand({ TableName: tableName('signups'), Key: { pk: `delreq#${id}`, sk: 'req' }, ReturnValues: 'ALL_OLD' }));
  return out.Attributes as { contactHash: string; tokenHash: string; expiresAt: number } | undefined;
}

/** 'claimed': ours to send; 'done': sent, cancelled or suppressed; a number: leased by another sender until then. */
export type ClaimResult = 'claimed' | 'done' | number;

/**
 * Claims one message before sending it: a new record, or one whose previous sender's lease ran
 * out (it crashed mid-send). A record already sent, or still leased, is someone else's.
 */
export async function claimDispatch(id: string, key: string, now: Date, leaseMs: number): Promise<ClaimResult> {
  try {
    await ddb().send(new PutCommand({
      TableName: tableName('signupDispatch'),
      Item: { pk: subPk(id), sk: key, status: 'sending', leaseUntil: now.getTime() + leaseMs, claimedAt: now.toISOString() },
      ConditionExpression: 'attribute_not_exists(pk) OR (#status = :sending AND leaseUntil < :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sending': 'sending', ':now': now.getTime() },
    }));
    return 'claimed';
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
  const held = await ddb().send(new GetCommand({ TableName: tableName('signupDispatch'), Key: { pk: subPk(id), sk: key }, ConsistentRead: true }));
  return held.Item?.status === 'sending' ? Number(held.Item.leaseUntil) : 'done';
}

export async function finishDispatch(id: string, key: string, status: 'sent' | 'cancelled' | 'suppressed', now: Date, messageId?: string): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName('signupDispatch'),
    Key: { pk: subPk(id), sk: key },
    UpdateExpression: 'SET #status = :status, finishedAt = :at' + (messageId ? ', messageId = :mid' : ''),
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':at': now.toISOString(), ...(messageId ? { ':mid': messageId } : {}) },
  }));
}

export async function dispatchRecords(id: string): Promise<{ sk: string; status: string }[]> {
  return queryAll<{ sk: string; status: string }>({ TableName: tableName('signupDispatch'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': subPk(id) } });
}
