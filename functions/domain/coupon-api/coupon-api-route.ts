import type { Contract, ResponseOf } from '../../../shared/contract';
import { REVENUE_MODELS, type RevenueModel } from '../../../shared/contracts/coupon-api';
import { HttpError } from '../../lib/errors';
import { httpHandler, type HttpEvent, type HttpRequest } from '../../lib/http';
import type { CouponApiContext } from './authorize';
import { takeToken } from '../../lib/ip-bucket';
import { writeUsageRecord } from '../../lib/usage-log';
import { overLimitFor } from './key-limits';

/**
 * The caller as the API key authorizer described it. API Gateway (and the local runtime, which
 * runs the same authorizer) puts it at `requestContext.authorizer.lambda`; without it the route
 * was reached around the authorizer, which must never serve data.
 */
export function couponApiContextOf(event: HttpEvent): CouponApiContext {
  const raw = (event.requestContext as { authorizer?: { lambda?: Record<string, unknown> } }).authorizer?.lambda;
  const keyId = raw?.keyId;
  const customerId = raw?.customerId;
  const revenueModel = raw?.revenueModel as RevenueModel;
  if (typeof keyId !== 'string' || typeof customerId !== 'string' || !REVENUE_MODELS.includes(revenueModel)) {
    throw new HttpError(401, 'unauthorized', 'Send your API key in the x-api-key header.');
  }
  return { keyId, customerId, revenueModel, rateLimitPerMinute: Number(raw?.rateLimitPerMinute) || 600 };
}

/**
 * A keyed Coupon API route, which waits for no storage call of its own. Its only limit is the
 * key's quota, on the key the authorizer identified (the public per-IP bucket of lib/http.ts is not
 * applied to `api-key` routes, so a customer gets its whole quota from one address):
 * - a key the usage meter marked over its per-minute limit (across containers) is refused, and so
 *   is a flood this container sees on its own: 429 with Retry-After. The marks are read in the
 *   background; a failed read lets the request through to the container's own limit;
 * - the request is recorded as one usage line in the function's log (lib/usage-log.ts), which the
 *   meter stores for billing; then the route's work runs.
 * Requests refused by input validation never reach here and are not billed.
 */
export function couponApiHandler<C extends Contract>(
  contract: C,
  fn: (req: HttpRequest<C>, customer: CouponApiContext) => Promise<ResponseOf<C>>,
) {
  return httpHandler(contract, async (req) => {
    const customer = couponApiContextOf(req.event);
    const perMinute = customer.rateLimitPerMinute;
    const marked = await overLimitFor(customer.keyId).catch(() => undefined);
    if (marked !== undefined) throw rateLimited(perMinute, marked);
    const local = takeToken(`coupon-api#${customer.keyId}`, Date.now(), perMinute, perMinute / 60);
    if (!local.allowed) throw rateLimited(perMinute, local.retryAfterSeconds);
    writeUsageRecord({ customerId: customer.customerId, keyId: customer.keyId, perMinute, at: new Date().toISOString() });
    return fn(req, customer);
  });
}

function rateLimited(perMinute: number, retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'rate_limited', `This API key is limited to ${perMinute} requests a minute. Retry after ${retryAfterSeconds} s.`, {
    'retry-after': String(retryAfterSeconds),
  });
}
