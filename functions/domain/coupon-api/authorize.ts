import type { RevenueModel } from '../../../shared/contracts/coupon-api';
import { findKeyByHash, hashKey, looksLikeKey } from './api-keys';
import { getCustomer, isEntitled } from '../marketplace/customers';

/** What the authorizer passes to Coupon API routes (API Gateway: `requestContext.authorizer.lambda`). */
export interface CouponApiContext {
  keyId: string;
  customerId: string;
  revenueModel: RevenueModel;
  rateLimitPerMinute: number;
}

export type Authorization = { allowed: true; context: CouponApiContext } | { allowed: false; reason: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'notEntitled' };

/** Checks the key and the customer's entitlement: two reads, no writes. */
export async function checkApiKey(raw: string | undefined): Promise<Authorization> {
  if (!raw) return { allowed: false, reason: 'missing' };
  if (!looksLikeKey(raw)) return { allowed: false, reason: 'malformed' };
  const key = await findKeyByHash(hashKey(raw));
  if (!key) return { allowed: false, reason: 'unknown' };
  if (key.status !== 'active') return { allowed: false, reason: 'revoked' };
  if (!isEntitled(await getCustomer(key.customerId))) return { allowed: false, reason: 'notEntitled' };
  return { allowed: true, context: { keyId: key.keyId, customerId: key.customerId, revenueModel: key.revenueModel, rateLimitPerMinute: key.rateLimitPerMinute } };
}

/**
 * Result cache keyed on the key's hash. In AWS, API Gateway caches the authorizer's answer for
 * AUTHORIZER_CACHE_SECONDS; this in-memory cache does the same for the local runtime (and for a
 * warm authorizer container), and a revocation or entitlement change in this process clears it.
 */
const LOCAL_CACHE_MS = 30_000;
const cache = new Map<string, { at: number; result: Authorization }>();

export async function authorizeApiKey(raw: string | undefined, now = Date.now()): Promise<Authorization> {
  if (!raw) return checkApiKey(raw);
  const id = hashKey(raw);
  const hit = cache.get(id);
  if (hit && now - hit.at < LOCAL_CACHE_MS) return hit.result;
  const result = await checkApiKey(raw);
  if (cache.size > 10_000) cache.clear();
  cache.set(id, { at: now, result });
  return result;
}

export function clearAuthorizationCache(): void {
  cache.clear();
}
