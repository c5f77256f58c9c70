import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { MARKETPLACE_SESSION_SECRET_ENV } from '../../../shared/contracts/marketplace';
import { requireSecret } from '../../lib/secrets';

/**
 * The short-lived signed registration session that carries a resolved customer from the
 * registration POST to the register-customer page: `<payload>.<HMAC-SHA256>`, base64url. The
 * secret comes from Secrets Manager in AWS (lib/secrets.ts: the environment names it, never holds
 * it) and is generated at start by the local runtime; none is in the repository.
 *
 * Each session has an id and is single-use: the register-customer submit marks the id used in the
 * same conditional write that saves the contact (customers.ts saveContact), so a replay of the
 * session within its 30 minutes changes nothing.
 */
export const SESSION_SECRET_ENV = MARKETPLACE_SESSION_SECRET_ENV;
export const SESSION_TTL_SECONDS = 30 * 60;

interface SessionPayload {
  /** The customer id (customers.ts). */
  c: string;
  /** The session's id: what marks it used. */
  j: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A session for a customer; `sessionId` is what marks it used (registration.ts gives the registration token's hash: one registration per token). */
export async function createSession(customerId: string, sessionId: string, now = new Date(), secret?: string): Promise<string> {
  secret ??= await requireSecret(SESSION_SECRET_ENV);
  const session: SessionPayload = { c: customerId, j: sessionId, exp: Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS };
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

interface RegistrationSession {
  customerId: string;
  sessionId: string;
}

/**
 * The customer and session id of a valid, unexpired session; undefined for anything else. A session
 * signed before sessions had ids is named by a hash of its payload, so it is single-use too.
 */
export async function readSession(token: string, now = new Date(), secret?: string): Promise<RegistrationSession | undefined> {
  secret ??= await requireSecret(SESSION_SECRET_ENV);
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SessionPayload>;
    if (typeof data.c !== 'string' || typeof data.exp !== 'number' || data.exp * 1000 <= now.getTime()) return undefined;
    const sessionId = typeof data.j === 'string' && data.j ? data.j : createHash('sha256').update(payload).digest('base64url').slice(0, 22);
    return { customerId: data.c, sessionId };
  } catch {
    return undefined;
  }
}
