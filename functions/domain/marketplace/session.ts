import { createHmac, timingSafeEqual } from 'node:crypto';
import { MARKETPLACE_SESSION_SECRET_ENV } from '../../../shared/contracts/marketplace';
import { requireSecret } from '../../lib/secrets';

/**
 * The short-lived signed registration session that carries a resolved customer from the
 * registration POST to the register-customer page: `<payload>.<HMAC-SHA256>`, base64url. The
 * secret comes from Secrets Manager in AWS (lib/secrets.ts: the environment names it, never holds
 * it) and is generated at start by the local runtime; none is in the repository.
 */
export const SESSION_SECRET_ENV = MARKETPLACE_SESSION_SECRET_ENV;
export const SESSION_TTL_SECONDS = 30 * 60;

interface SessionPayload {
  /** CustomerIdentifier. */
  c: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function createSession(customerId: string, now = new Date(), secret?: string): Promise<string> {
  secret ??= await requireSecret(SESSION_SECRET_ENV);
  const payload = Buffer.from(JSON.stringify({ c: customerId, exp: Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS } satisfies SessionPayload)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The customer id of a valid, unexpired session; undefined for anything else. */
export async function readSession(token: string, now = new Date(), secret?: string): Promise<string | undefined> {
  secret ??= await requireSecret(SESSION_SECRET_ENV);
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SessionPayload>;
    if (typeof data.c !== 'string' || typeof data.exp !== 'number' || data.exp * 1000 <= now.getTime()) return undefined;
    return data.c;
  } catch {
    return undefined;
  }
}
