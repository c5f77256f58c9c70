import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import type { RevenueModel } from '../../../shared/contracts/coupon-api';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { scanAll } from '../../lib/dynamo-pages';

/**
 * Coupon API keys: 32 random bytes shown to the API customer exactly once, stored only as their
 * SHA-256 hash. `keyId` (derived from the hash, not secret) names a key in admin screens and
 * usage records; `hint` is the first characters, so an API customer can tell their keys apart.
 */
export const KEY_PREFIX = 'rxs_live_';
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
const KEY_PATTERN = /^rxs_live_[A-Za-z0-9_-]{43}$/;

export type KeyStatus = 'active' | 'revoked';

export interface ApiKeyRecord {
  keyId: string;
  customerId: string;
  revenueModel: RevenueModel;
  status: KeyStatus;
  hint: string;
  /** Requests per minute this key may make (429 with Retry-After beyond it). */
  rateLimitPerMinute: number;
  createdAt: string;
  revokedAt?: string;
  /** The key this one replaced, when issued by a rotation. */
  replaces?: string;
}

export const hashKey = (raw: string): string => createHash('sha256').update(raw).digest('hex');
export const keyIdOf = (hash: string): string => `key_${hash.slice(0, 16)}`;
export const looksLikeKey = (raw: string): boolean => KEY_PATTERN.test(raw);

export function generateKey(): { raw: string; hash: string; keyId: string; hint: string } {
  const raw = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const hash = hashKey(raw);
  return { raw, hash, keyId: keyIdOf(hash), hint: `${raw.slice(0, KEY_PREFIX.length + 4)}…` };
}

const strip = ({ pk: _pk, gsi1pk: _g, gsi1sk: _s, ...rest }: Record<string, unknown>) => rest as unknown as ApiKeyRecord;

/** Issues a new key for a customer; the raw key is returned once and never stored. */
export async function issueKey(
  customer: { customerId: string; revenueModel: RevenueModel; rateLimitPerMinute?: number },
  options: { replaces?: string; now?: Date } = {},
) {
  const key = generateKey();
  const record: ApiKeyRecord = {
    keyId: key.keyId, customerId: customer.customerId, revenueModel: customer.revenueModel, status: 'active', hint: key.hint,
    rateLimitPerMinute: customer.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    createdAt: (options.now ?? new Date()).toISOString(), ...(options.replaces ? { replaces: options.replaces } : {}),
  };
  await ddb().send(new PutCommand({
    TableName: tableName('couponApiKeys'),
    Item: { pk: `hash#${key.hash}`, gsi1pk: `keyid#${key.keyId}`, gsi1sk: 'key', ...record },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
  return { apiKey: key.raw, record };
}

export async function findKeyByHash(hash: string): Promise<ApiKeyRecord | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName('couponApiKeys'), Key: { pk: `hash#${hash}` } }));
  return out.Item ? strip(out.Item) : undefined;
}

async function findStoredById(keyId: string): Promise<Record<string, unknown> | undefined> {
  const out = await ddb().send(new QueryCommand({
    TableName: tableName('couponApiKeys'),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `keyid#${keyId}` },
  }));
  return out.Items?.[0];
}

export async function findKeyById(keyId: string): Promise<ApiKeyRecord | undefined> {
  const item = await findStoredById(keyId);
  return item ? strip(item) : undefined;
}

/** All keys (admin screens; a few per customer). */
export async function listKeys(): Promise<ApiKeyRecord[]> {
  const items = (await scanAll<Record<string, unknown>>({ TableName: tableName('couponApiKeys') })).map(strip);
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Revoking twice is harmless; the first revocation time is kept. */
export async function revokeKey(keyId: string, now = new Date()): Promise<ApiKeyRecord> {
  const item = await findStoredById(keyId);
  if (!item) throw notFound('key_not_found', `There is no API key ${keyId}.`);
  const out = await ddb().send(new UpdateCommand({
    TableName: tableName('couponApiKeys'),
    Key: { pk: item.pk },
    UpdateExpression: 'SET #status = :revoked, revokedAt = if_not_exists(revokedAt, :at)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':revoked': 'revoked', ':at': now.toISOString() },
    ReturnValues: 'ALL_NEW',
  }));
  return strip(out.Attributes!);
}

/** A new key for the same customer, then the old one revoked: the API customer never has zero keys. */
export async function rotateKey(keyId: string, now = new Date()) {
  const old = await findKeyById(keyId);
  if (!old) throw notFound('key_not_found', `There is no API key ${keyId}.`);
  const issued = await issueKey(old, { replaces: keyId, now });
  const revoked = await revokeKey(keyId, now);
  return { ...issued, revoked };
}

export async function findKeysOfCustomer(customerId: string): Promise<ApiKeyRecord[]> {
  return (await listKeys()).filter((k) => k.customerId === customerId);
}
