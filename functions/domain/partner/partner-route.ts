import type { Contract, ResponseOf } from '../../../shared/contract';
import { REVENUE_MODELS, type RevenueModel } from '../../../shared/contracts/partner-api';
import { HttpError } from '../../lib/errors';
import { httpHandler, type HttpEvent, type HttpRequest } from '../../lib/http';
import { consume } from '../../lib/rate-limit';
import type { PartnerContext } from './authorize';
import { takeToken } from '../../lib/ip-bucket';
import { countRequest, uncountRequest } from './usage';

/**
 * The caller as the API key authorizer described it. API Gateway (and the local runtime, which
 * runs the same authorizer) puts it at `requestContext.authorizer.lambda`; without it the route
 * was reached around the authorizer, which must never serve data.
 */
export function partnerContextOf(event: HttpEvent): PartnerContext {
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
 * A keyed partner route: the per-key rate limit (429 with Retry-After), and the request counted
 * for the key's hour (metering). The in-container bucket refuses a flood with no storage at all;
 * the shared per-key counter, the usage count and the route's work then run side by side, so the
 * hot path waits for one storage round trip, not two in a row, and every write is awaited. A
 * request the shared limit refuses has its count taken back; requests refused by input validation
 * never reach here.
 */
export function partnerHandler<C extends Contract>(
  contract: C,
  fn: (req: HttpRequest<C>, partner: PartnerContext) => Promise<ResponseOf<C>>,
) {
  return httpHandler(contract, async (req) => {
    const partner = partnerContextOf(req.event);
    const perMinute = partner.rateLimitPerMinute;
    const local = takeToken(`partner#${partner.keyId}`, Date.now(), perMinute, perMinute / 60);
    if (!local.allowed) throw rateLimited(perMinute, local.retryAfterSeconds);
    const [limit, result, counted] = await Promise.allSettled([
      consume({ action: 'partnerApi', subject: partner.keyId, limit: perMinute, windowSeconds: 60 }),
      fn(req, partner),
      countRequest(partner),
    ]);
    if (limit.status === 'fulfilled' && !limit.value.allowed) {
      if (counted.status === 'fulfilled') await uncountRequest(counted.value, partner);
      throw rateLimited(perMinute, limit.value.retryAfterSeconds);
    }
    for (const outcome of [limit, result, counted]) if (outcome.status === 'rejected') throw outcome.reason;
    return (result as PromiseFulfilledResult<ResponseOf<C>>).value;
  });
}

function rateLimited(perMinute: number, retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'rate_limited', `This API key is limited to ${perMinute} requests a minute. Retry after ${retryAfterSeconds} s.`, {
    'retry-after': String(retryAfterSeconds),
  });
}
