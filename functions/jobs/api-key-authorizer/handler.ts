import type { APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { checkApiKey, type CouponApiContext } from '../../domain/coupon-api/authorize';
import { jobHandler } from '../../lib/job';

/**
 * The HTTP API Lambda authorizer of the Coupon API routes (simple responses). API Gateway caches
 * each answer per `x-api-key` value for AUTHORIZER_CACHE_SECONDS, so a warm key costs nothing
 * here; a revoked key or an ended subscription stops working within that time. The key itself
 * is never logged.
 */
export const handler = jobHandler('api-key-authorizer', async ({ event, log }): Promise<APIGatewaySimpleAuthorizerWithContextResult<CouponApiContext | Record<string, never>>> => {
  // No cache of our own: API Gateway's is the only one, so revocations apply within its TTL.
  const result = await checkApiKey(event.headers?.['x-api-key']);
  if (!result.allowed) {
    log.info('denied', { code: result.reason });
    return { isAuthorized: false, context: {} };
  }
  return { isAuthorized: true, context: result.context };
});
