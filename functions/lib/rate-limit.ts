import { createHash } from 'node:crypto';
import { UpdateCommand } from './cjs/lib-dynamodb.cjs';
import { ddb, isConditionFailure } from './aws';
import { tableName } from './env';
import { HttpError } from './errors';

export interface RateLimit {
  /** What is being limited, e.g. `clientError` or `couponEmail:recipient`. */
  action: string;
  /** Who: an IP address, an e-mail address, a phone number. Stored only as a hash. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

/** One-way, so the counters table never holds an address or a number in the clear. */
export function hashSubject(subject: string): string {
  return createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/**
 * Fixed-window counter with a single conditional write (dynalite has no transactions): the
 * increment only happens while the count is under the limit, so the check and the count can't race.
 */
export async function consume(limit: RateLimit, now = Date.now()): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = Math.floor(now / 1000 / limit.windowSeconds) * limit.windowSeconds;
  const windowEnd = windowStart + limit.windowSeconds;
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { pk: `${limit.action}#${hashSubject(limit.subject)}#${windowStart}` },
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :exp)',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: { ':one': 1, ':exp': windowEnd, ':limit': limit.limit },
      }),
    );
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (err) {
    if (isConditionFailure(err)) {
      return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - Math.floor(now / 1000)) };
    }
    throw err;
  }
}

/** Throws a 429 with Retry-After when the caller is over the limit. */
export async function enforceRateLimit(limit: RateLimit, message = 'Too many requests. Please wait a little and try again.'): Promise<void> {
  const result = await consume(limit);
  if (!result.allowed) {
    throw new HttpError(429, 'rate_limited', message, { 'retry-after': String(result.retryAfterSeconds) });
  }
}
