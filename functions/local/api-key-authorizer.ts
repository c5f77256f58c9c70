import type { HttpEvent, HttpResult } from '../lib/http';
import { authorizeApiKey } from '../domain/coupon-api/authorize';

/**
 * What API Gateway does for an `auth: 'api-key'` route, for the local runtime: no `x-api-key`
 * header is a 401 without calling the authorizer, a denial is a 403 (both `{ message }`, API
 * Gateway's own shapes), and an allowed key's context reaches the handler at
 * `requestContext.authorizer.lambda`. Results are cached like the authorizer TTL in AWS.
 */
export async function runLocalApiKeyAuthorizer(event: HttpEvent): Promise<HttpResult | undefined> {
  const raw = event.headers['x-api-key'];
  const deny = (statusCode: number, message: string): HttpResult => ({
    statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }),
  });
  if (!raw) return deny(401, 'Unauthorized');
  const result = await authorizeApiKey(raw);
  if (!result.allowed) return deny(403, 'Forbidden');
  (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: result.context };
  return undefined;
}
