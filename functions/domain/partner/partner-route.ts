import type { Contract, ResponseOf } from '../../../shared/contract';
import { REVENUE_MODELS, type RevenueModel } from '../../../shared/contracts/partner-api';
import { HttpError } from '../../lib/errors';
import { httpHandler, type HttpEvent, type HttpRequest } from '../../lib/http';
import { consume } from '../../lib/rate-limit';
import type { PartnerContext } from './authorize';
import { countRequest } from './usage';

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
 * A keyed partner route: the per-key rate limit (429 with Retry-After), then the request is
 * counted for the key's hour (metering) while the route does its work. Requests refused by the
 * rate limit or by input validation are not counted.
 */
export function partnerHandler<C extends Contract>(
  contract: C,
  fn: (req: HttpRequest<C>, partner: PartnerContext) => Promise<ResponseOf<C>>,
) {
  return httpHandler(contract, async (req) => {
    const partner = partnerContextOf(req.event);
    const limit = await consume({ action: 'partnerApi', subject: partner.keyId, limit: partner.rateLimitPerMinute, windowSeconds: 60 });
    if (!limit.allowed) {
      throw new HttpError(429, 'rate_limited', `This API key is limited to ${partner.rateLimitPerMinute} requests a minute. Retry after ${limit.retryAfterSeconds} s.`, {
        'retry-after': String(limit.retryAfterSeconds),
      });
    }
    const [result] = await Promise.all([fn(req, partner), countRequest(partner)]);
    return result;
  });
}
