import { timingSafeEqual } from 'node:crypto';
import { HttpError } from './errors';
import type { HttpEvent } from './http';
import { secretValue } from './secrets';

/**
 * The token CloudFront adds to every request it forwards to the API (`x-origin-verify`), kept in
 * Secrets Manager: the same secret feeds the distribution's origin header (a CloudFormation dynamic
 * reference, resolved at deploy) and the functions (read at run time, cached). The local runtime
 * sets none, so the check is off on loopback.
 */
export const ORIGIN_VERIFY_SECRET = 'ORIGIN_VERIFY_TOKEN';

export function originVerifyToken(): Promise<string | undefined> {
  return secretValue(ORIGIN_VERIFY_SECRET);
}

export function cameThroughCloudFront(event: HttpEvent, token: string): boolean {
  const given = Buffer.from(event.headers?.['x-origin-verify'] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Deployed stages answer only what came through CloudFront: a direct call to the API's own endpoint gets 403 before any work. */
export function assertThroughCloudFront(event: HttpEvent, token: string | undefined): void {
  if (token && !cameThroughCloudFront(event, token)) {
    throw new HttpError(403, 'forbidden', 'This API answers only requests made through the RxSavvy site.');
  }
}
