import { DeleteCommand, GetCommand, UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { tables, type TableKey } from '../../tables/dynamodb';
import { ddb, isConditionFailure } from '../../lib/aws';
import { queryAll } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';
import type { HttpError } from '../../lib/errors';
import { clearSecretMatches, hashSecret, makeLinkToken, newSecret, parseLinkToken, secretMatches } from './link-tokens';

/**
 * The one double-opt-in store of every list a visitor joins with a link sent to them: the
 * newsletter, price-drop watches and the eight iRxSavvy sign-ups. Each list keeps its own table,
 * key and extra fields; the lifecycle is this module's:
 *
 *   pending --confirmation link--> confirmed --unsubscribe link--> unsubscribed
 *   (and, where a list offers it, deletion on request of the record with everything beside it)
 *
 * - A sign-up writes a pending record with the hash of a one-time confirmation secret and the
 *   time (and, where the list shows one, the text) of the visitor's consent. Only the message
 *   sent to the address holds the secret, so only its owner can confirm.
 * - Lists whose later messages carry an unsubscribe link keep that link's secret in the clear
 *   (the sender must put it into every message); it can only unsubscribe. Lists without one
 *   unsubscribe with the confirmation link.
 * - Every change of state is a single-item conditional write (no transactions: dynalite has
 *   none), so a repeated or concurrent sign-up never demotes a confirmed record, a link used
 *   after a deletion never recreates one, and exactly one confirmation is reported as the first.
 * - `expiresAt` (epoch seconds) is TTL cleanup in AWS and never read by dynalite: a record past
 *   it is treated here as gone, on every read.
 */
export type OptInStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** What every record holds besides its list's own fields. */
export interface OptInItem {
  status: OptInStatus;
  expiresAt?: number;
  confirmedAt?: string;
  unsubscribedAt?: string;
}

export interface OptInList<T extends OptInItem> {
  table: TableKey;
  /** A record's key in the list's table. */
  key: (id: string) => Record<string, string>;
  /** The names this list's items give the secrets and the consent time (kept as each list shipped). */
  attributes: {
    /** SHA-256 of the one-time confirmation secret. */
    confirmHash: string;
    /** The unsubscribe link's secret, in the clear; a list without it has no separate unsubscribe link. */
    unsubscribeSecret?: string;
    consentAt: string;
  };
  /** The confirmation link also unsubscribes (its message's unsubscribe link carries the same token). */
  confirmLinkUnsubscribes: boolean;
  /** Days a pending record can be confirmed; without it, until it is used. */
  pendingDays?: number;
  /** Days a confirmed record lives, renewed by each confirmation; without it, until unsubscribed. */
  confirmedDays?: number;
  /** Days the fact of an unsubscription is kept; without it, kept. */
  unsubscribedDays?: number;
  /** Attributes unsubscribing removes: the contact is forgotten, the record leaves its indexes. */
  forgetOnUnsubscribe: readonly string[];
  /** The answers to links that cannot be used (404s with the list's own words). */
  refusals: {
    invalidLink: () => HttpError;
    /** A confirmation link of an unsubscribed record; without it, answered as already done. */
    confirmAfterUnsubscribe?: () => HttpError;
    /** An unsubscribe link of an unsubscribed record; without it, answered as already done. */
    unsubscribeAgain?: () => HttpError;
  };
  /** The stored item as the list's type (e.g. without its key attributes). */
  fromItem?: (item: Record<string, unknown>) => T;
}

/** A link that parsed and points at a record that exists and has not expired. */
export interface OpenedLink<T> {
  id: string;
  secret: string;
  item: T;
}

const epoch = (now: Date) => Math.floor(now.getTime() / 1000);

function expired(item: Record<string, unknown>, now: Date): boolean {
  return typeof item.expiresAt === 'number' && item.expiresAt < epoch(now);
}

const field = (item: OptInItem, name: string): unknown => (item as unknown as Record<string, unknown>)[name];

function asList<T extends OptInItem>(list: OptInList<T>, item: Record<string, unknown>): T {
  return list.fromItem ? list.fromItem(item) : (item as unknown as T);
}

/** Builds `SET a = :a, ...` from fields; undefined values are left out. */
function setClauses(fields: Record<string, unknown>, names: Record<string, string>, values: Record<string, unknown>, prefix: string): string[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value], i) => {
      names[`#${prefix}${i}`] = name;
      values[`:${prefix}${i}`] = value;
      return `#${prefix}${i} = :${prefix}${i}`;
    });
}

/** Builds ` REMOVE a, ...`, or nothing. */
function removeClause(attributes: readonly string[], names: Record<string, string>): string {
  const removes = attributes.map((name, i) => {
    names[`#r${i}`] = name;
    return `#r${i}`;
  });
  return removes.length ? ` REMOVE ${removes.join(', ')}` : '';
}

/** The record of `id`, unless it does not exist or has expired. */
export async function find<T extends OptInItem>(list: OptInList<T>, id: string, now = new Date()): Promise<T | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName(list.table), Key: list.key(id), ConsistentRead: true }));
  return out.Item && !expired(out.Item, now) ? asList(list, out.Item) : undefined;
}

export interface PendingSignup {
  id: string;
  /** The list's own fields of the record. */
  fields: Record<string, unknown>;
  /** The words the visitor agreed to, where the list shows them. */
  consentText?: string;
  /** The list's own attributes a new sign-up clears. */
  remove?: readonly string[];
  now: Date;
}

/** The SET clause that gives a record its unsubscribe secret once, for lists that have one. */
function keepUnsubscribeSecret(list: OptInList<OptInItem>, names: Record<string, string>, values: Record<string, unknown>): string[] {
  if (!list.attributes.unsubscribeSecret) return [];
  names['#unsub'] = list.attributes.unsubscribeSecret;
  values[':unsub'] = newSecret();
  return ['#unsub = if_not_exists(#unsub, :unsub)'];
}

/**
 * Writes (or rewrites) the pending record with a new confirmation secret and returns the token
 * for its confirmation link with the stored record. A confirmed record is left as it is and the
 * answer is undefined: a repeated sign-up sends nothing. A pending one gets a new secret, so only
 * the latest confirmation link works.
 */
export async function startPending<T extends OptInItem>(list: OptInList<T>, signup: PendingSignup): Promise<{ token: string; item: T } | undefined> {
  const { id, now } = signup;
  const secret = newSecret();
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':pending': 'pending', ':confirmed': 'confirmed', ':now': epoch(now) };
  const sets = setClauses({
    ...signup.fields,
    [list.attributes.confirmHash]: hashSecret(secret),
    [list.attributes.consentAt]: now.toISOString(),
    consentText: signup.consentText,
    expiresAt: list.pendingDays ? epoch(now) + list.pendingDays * 86_400 : undefined,
  }, names, values, 'f');
  sets.push(...keepUnsubscribeSecret(list, names, values));
  try {
    const out = await ddb().send(new UpdateCommand({
      TableName: tableName(list.table),
      Key: list.key(id),
      UpdateExpression: `SET #status = :pending, ${sets.join(', ')}${removeClause(signup.remove ?? [], names)}`,
      // An expired confirmed record is gone (TTL has only not caught up yet): it can start again.
      ConditionExpression: 'attribute_not_exists(#status) OR #status <> :confirmed OR expiresAt < :now',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }));
    return { token: makeLinkToken(id, secret), item: asList(list, out.Attributes ?? {}) };
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/** Reads the record a link points at; refused unless the token parses and the record exists and has not expired. */
export async function openLink<T extends OptInItem>(list: OptInList<T>, token: string, now = new Date()): Promise<OpenedLink<T>> {
  const parsed = parseLinkToken(token);
  const item = parsed && (await find(list, parsed.id, now));
  if (!parsed || !item) throw list.refusals.invalidLink();
  return { ...parsed, item };
}

/** Whether the link is the record's confirmation link. */
export function isConfirmLink<T extends OptInItem>(list: OptInList<T>, link: OpenedLink<T>): boolean {
  return secretMatches(link.secret, field(link.item, list.attributes.confirmHash));
}

/** Whether the link is one of the record's unsubscribe links. */
export function isUnsubscribeLink<T extends OptInItem>(list: OptInList<T>, link: OpenedLink<T>): boolean {
  const unsubscribeSecret = list.attributes.unsubscribeSecret;
  return (unsubscribeSecret !== undefined && clearSecretMatches(link.secret, field(link.item, unsubscribeSecret))) ||
    (list.confirmLinkUnsubscribes && isConfirmLink(list, link));
}

/**
 * pending -> confirmed, by the confirmation link. Confirming again renews a confirmed record
 * (its `confirmedAt` stays the first); `first` is true for exactly one confirmation. `set` adds
 * the list's own fields (e.g. the index that lists confirmed records).
 */
export async function confirm<T extends OptInItem>(list: OptInList<T>, link: OpenedLink<T>, now: Date, set: Record<string, unknown> = {}): Promise<{ item: T; first: boolean }> {
  if (!isConfirmLink(list, link)) throw list.refusals.invalidLink();
  const afterUnsubscribe = () => {
    if (list.refusals.confirmAfterUnsubscribe) throw list.refusals.confirmAfterUnsubscribe();
    return { item: link.item, first: false };
  };
  if (link.item.status === 'unsubscribed') return afterUnsubscribe();
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':confirmed': 'confirmed', ':unsubscribed': 'unsubscribed', ':now': now.toISOString() };
  const sets = ['#status = :confirmed', 'confirmedAt = if_not_exists(confirmedAt, :now)', ...setClauses(set, names, values, 'f')];
  if (list.confirmedDays) {
    sets.push('expiresAt = :exp');
    values[':exp'] = epoch(now) + list.confirmedDays * 86_400;
  }
  // Records written before unsubscribe secrets were issued at sign-up get theirs now.
  sets.push(...keepUnsubscribeSecret(list, names, values));
  try {
    const out = await ddb().send(new UpdateCommand({
      TableName: tableName(list.table),
      Key: list.key(link.id),
      UpdateExpression: `SET ${sets.join(', ')}${list.confirmedDays ? '' : ' REMOVE expiresAt'}`,
      ConditionExpression: 'attribute_exists(#status) AND #status <> :unsubscribed',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'UPDATED_OLD',
    }));
    return { item: link.item, first: out.Attributes?.status === 'pending' };
  } catch (err) {
    // Unsubscribed (or deleted) since it was read.
    if (isConditionFailure(err)) return afterUnsubscribe();
    throw err;
  }
}

/**
 * -> unsubscribed, by an unsubscribe link, in one click: the list's contact fields are
 * forgotten and the fact is kept for `unsubscribedDays`.
 */
export async function unsubscribe<T extends OptInItem>(list: OptInList<T>, link: OpenedLink<T>, now: Date): Promise<T> {
  if (!isUnsubscribeLink(list, link)) throw list.refusals.invalidLink();
  if (link.item.status === 'unsubscribed') {
    if (list.refusals.unsubscribeAgain) throw list.refusals.unsubscribeAgain();
    return link.item;
  }
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':unsubscribed': 'unsubscribed', ':now': now.toISOString() };
  const sets = ['#status = :unsubscribed', 'unsubscribedAt = :now'];
  const forget = [...list.forgetOnUnsubscribe];
  if (list.unsubscribedDays) {
    sets.push('expiresAt = :exp');
    values[':exp'] = epoch(now) + list.unsubscribedDays * 86_400;
  } else {
    forget.push('expiresAt');
  }
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName(list.table),
      Key: list.key(link.id),
      UpdateExpression: `SET ${sets.join(', ')}${removeClause(forget, names)}`,
      // Never recreate a record deleted meanwhile; a deleted record is as stopped as an unsubscribed one.
      ConditionExpression: 'attribute_exists(#status)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }));
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
  return link.item;
}

/** Sets a list's own fields of a record, only while it is in one of `whileStatus` (no lost update). */
export async function setFields<T extends OptInItem>(list: OptInList<T>, id: string, fields: Record<string, unknown>, whileStatus: readonly OptInStatus[]): Promise<boolean> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {};
  const sets = setClauses(fields, names, values, 'f');
  whileStatus.forEach((s, i) => (values[`:s${i}`] = s));
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName(list.table),
      Key: list.key(id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: `attribute_exists(#status) AND #status IN (${whileStatus.map((_, i) => `:s${i}`).join(', ')})`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Deletion on request: the record and, in a table with sort keys, everything the list keeps
 * beside it under the same partition key.
 */
export async function remove<T extends OptInItem>(list: OptInList<T>, id: string): Promise<void> {
  const key = list.key(id);
  const table = tableName(list.table);
  if (!tables[list.table].sortKey) {
    await ddb().send(new DeleteCommand({ TableName: table, Key: key }));
    return;
  }
  const items = await queryAll<{ pk: string; sk: string }>({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': key.pk }, ProjectionExpression: 'pk, sk' });
  for (const item of items) await ddb().send(new DeleteCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk } }));
}
