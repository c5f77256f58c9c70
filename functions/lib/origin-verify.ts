import { timingSafeEqual } from 'node:crypto';
import { HttpError } from './errors';
import type { HttpEvent } from './http';
import { secretValue } from './secrets';

/**
 * The token CloudFront adds to every request it forwards to the API (`x-origin-verify`), kept in
 * Secrets Manager: the current token's secret feeds the distribution's origin header (a
 * CloudFormation dynamic reference, resolved at deploy) and, with the previous token's secret, the
 * functions (read at run time, cached five minutes). A function accepts either token, so a rotation
 * (`npm run rotate:origin-token`: the current token becomes the previous one, a new one the current,
 * then CloudFront is switched once every function can know it) refuses no request of CloudFront's.
 * The local runtime sets none, so the check is off on loopback.
 */
export const ORIGIN_VERIFY_SECRET = 'ORIGIN_VERIFY_TOKEN';
export const ORIGIN_VERIFY_PREVIOUS_SECRET = 'ORIGIN_VERIFY_PREVIOUS_TOKEN';

/** The tokens a request may carry: the current one and, after a rotation, the one before it. */
export async function originVerifyTokens(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const tokens = await Promise.all([secretValue(ORIGIN_VERIFY_SECRET, env), secretValue(ORIGIN_VERIFY_PREVIOUS_SECRET, env)]);
  return tokens.filter((token): token is string => Boolean(token));
}

/** The token the request's `x-origin-verify` header equals (each compared in constant time), if any. */
function matchingToken(event: HttpEvent, tokens: readonly string[]): string | undefined {
  const given = Buffer.from(event.headers?.['x-origin-verify'] ?? '');
  let found: string | undefined;
  for (const token of tokens) {
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) found ??= token;
  }
  return found;
}

/**
 * Deployed stages answer only what came through CloudFront: a direct call to the API's own
 * endpoint gets 403 before any work. Returns the token the request carried (none where no token is
 * configured), which also vouches for CloudFront's viewer-address header (request-info.ts).
 */
export function assertThroughCloudFront(event: HttpEvent, tokens: readonly string[]): string | undefined {
  if (!tokens.length) return undefined;
  const token = matchingToken(event, tokens);
  if (!token) throw new HttpError(403, 'forbidden', 'This API answers only requests made through the RxSavvy site.');
  return token;
}
