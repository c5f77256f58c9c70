import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { checkApiKey, type PartnerContext } from '../../domain/partner/authorize';
import { createLogger } from '../../lib/logger';

/**
 * The HTTP API Lambda authorizer of the partner routes (simple responses). API Gateway caches
 * each answer per `x-api-key` value for AUTHORIZER_CACHE_SECONDS, so a warm key costs nothing
 * here; a revoked key or an ended subscription stops working within that time. The key itself
 * is never logged.
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerWithContextResult<PartnerContext | Record<string, never>>> {
  const raw = event.headers?.['x-api-key'];
  // No cache of our own: API Gateway's is the only one, so revocations apply within its TTL.
  const result = await checkApiKey(raw);
  if (!result.allowed) {
    createLogger({ route: 'apiKeyAuthorizer' }).info('denied', { code: result.reason });
    return { isAuthorized: false, context: {} };
  }
  return { isAuthorized: true, context: result.context };
}
