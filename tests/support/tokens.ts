import { importJWK, SignJWT, type JWK } from 'jose';
import { inject } from 'vitest';
import { DEV_SIGNING_KEY_ENV, DEV_USERS, ISSUER_ENV, type DevUserKey } from '../../functions/local/identity/dev-users';
import { ACCESS_TOKEN_AUDIENCE } from '../../functions/lib/auth';

/**
 * Claims to change in a minted token: any claim (`roles`, `email`, `iss`, `aud`, `exp`, `nbf`...)
 * replaces the default; `expiresInSeconds` moves `exp` relative to now (negative: expired).
 */
export type TokenOverrides = Record<string, unknown> & { expiresInSeconds?: number };

function serviceEnv(name: string): string {
  const own = process.env[name];
  if (own) return own;
  const provided = JSON.parse(inject('serviceEnv') || '{}') as Record<string, string>;
  const value = provided[name];
  if (!value) throw new Error(`${name} is not set: is the local identity server running?`);
  return value;
}

/**
 * A valid access token for a dev user, signed with the local identity server's own key, as the
 * provider would issue it (issuer, audience `admin-website`, roles, a verified e-mail, 5 minutes).
 */
export async function tokenFor(user: DevUserKey, overrides: TokenOverrides = {}): Promise<string> {
  const jwk = JSON.parse(serviceEnv(DEV_SIGNING_KEY_ENV)) as JWK;
  const key = await importJWK(jwk, jwk.alg ?? 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const { expiresInSeconds = 300, ...claims } = overrides;
  const u = DEV_USERS[user];
  const payload = {
    iss: serviceEnv(ISSUER_ENV),
    aud: ACCESS_TOKEN_AUDIENCE,
    client_id: ACCESS_TOKEN_AUDIENCE,
    sub: u.sub,
    email: u.email,
    email_verified: true,
    name: u.name,
    roles: [...u.roles],
    iat: now,
    exp: now + expiresInSeconds,
    jti: `${u.sub}-${now}-${Math.random().toString(36).slice(2)}`,
    ...claims,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: jwk.alg ?? 'RS256', kid: jwk.kid, typ: 'at+jwt' }).sign(key);
}

export const bearer = async (user: DevUserKey, overrides?: TokenOverrides): Promise<Record<string, string>> => ({
  authorization: `Bearer ${await tokenFor(user, overrides)}`,
});
