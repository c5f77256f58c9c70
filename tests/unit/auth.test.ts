import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticate, bearerToken, InvalidTokenError, trustedIssuer, verifyAccessToken, type Identity } from '../../functions/lib/auth';
import type { HttpError } from '../../functions/lib/errors';
import type { HttpEvent } from '../../functions/lib/http';

const ISSUER = 'https://auth.example.test/realms/pharmacy';
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  keys = createLocalJWKSet({ keys: [jwk] });
});

/** An access token as the local OIDC server issues it (RFC 9068: `typ: at+jwt`, `client_id`). */
async function mint(claims: Record<string, unknown> = {}, key: CryptoKey = signingKey, header: Record<string, unknown> = { typ: 'at+jwt' }): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: ISSUER, aud: 'admin-website', client_id: 'admin-website', sub: 'u1', email: 'pat@example.test', roles: ['pharmacist'], iat: now, exp: now + 300, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', ...header })
    .sign(key);
}

/** Keycloak's shapes: header `typ: JWT`, the kind in the `typ` claim, the client in `azp`. */
const keycloak = (typ: string, claims: Record<string, unknown> = {}) => mint({ client_id: undefined, azp: 'admin-website', typ, ...claims }, signingKey, { typ: 'JWT' });

describe('only access tokens, issued to our client', () => {
  it('accepts the local server\'s at+jwt access token and Keycloak\'s Bearer access token', async () => {
    await expect(verify(await mint())).resolves.toMatchObject({ sub: 'u1' });
    await expect(verify(await keycloak('Bearer'))).resolves.toMatchObject({ sub: 'u1' });
  });

  it.each([
    ['an ID token of the local server (aud = the client, roles, no at+jwt)', () => mint({ client_id: undefined, azp: 'admin-website' }, signingKey, {})],
    ['a Keycloak ID token', () => keycloak('ID')],
    ['a Keycloak refresh token', () => keycloak('Refresh')],
    ['an access token of another client', () => mint({ client_id: 'some-other-app' })],
    ['a Keycloak access token of another client', () => keycloak('Bearer', { azp: 'account-console' })],
    ['an at+jwt token naming no client', () => mint({ client_id: undefined })],
  ])('refuses %s', async (_name, token) => {
    await expect(verify(await token())).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

const verify = (token: string) => verifyAccessToken(token, { issuer: ISSUER, keys });
const now = () => Math.floor(Date.now() / 1000);

describe('verifyAccessToken', () => {
  it('accepts a valid token and reads e-mail and roles (ours and Keycloak realm_access)', async () => {
    await expect(verify(await mint())).resolves.toEqual({ sub: 'u1', email: 'pat@example.test', emailVerified: false, roles: ['pharmacist'] });
    const keycloak = await mint({ roles: undefined, realm_access: { roles: ['admin', 'offline_access'] }, name: 'Ada' });
    await expect(verify(keycloak)).resolves.toMatchObject({ name: 'Ada', roles: ['admin', 'offline_access'] });
  });

  it('trusts the e-mail address as verified only on email_verified: true', async () => {
    await expect(verify(await mint({ email_verified: true })), 'email_verified: true').resolves.toMatchObject({ emailVerified: true });
    for (const claim of [false, 'true', 1, undefined]) {
      await expect(verify(await mint({ email_verified: claim })), `email_verified: ${String(claim)}`).resolves.toMatchObject({ emailVerified: false });
    }
    await expect(verify(await mint({ email: undefined, email_verified: true })), 'no address at all').resolves.toMatchObject({ emailVerified: false });
  });

  it.each([
    ['expired', { exp: now() - 120 }],
    ['not yet valid', { nbf: now() + 300 }],
    ['from another issuer', { iss: 'https://evil.example.test/realms/pharmacy' }],
    ['for another audience', { aud: 'account' }],
    ['without an expiry', { exp: undefined }],
  ])('refuses a token %s', async (_name, claims) => {
    await expect(verify(await mint(claims))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a token signed with another key, and a tampered one', async () => {
    await expect(verify(await mint({}, otherKey))).rejects.toBeInstanceOf(InvalidTokenError);
    const [h, , s] = (await mint()).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: ISSUER, aud: 'admin-website', sub: 'u1', roles: ['admin'], exp: now() + 60 })).toString('base64url');
    await expect(verify(`${h}.${forged}.${s}`)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify('not-a-jwt')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ iss: ISSUER, aud: 'admin-website', sub: 'u1', roles: ['admin'], exp: now() + 60 })).toString('base64url');
    await expect(verify(`${header}.${body}.`)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe('authenticate (the httpHandler auth option)', () => {
  const event = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as unknown as HttpEvent;
  const identity = (roles: string[]): Identity => ({ sub: 'u', email: 'e@example.test', emailVerified: true, roles });
  const fake = (roles: string[]) => async (token: string) => {
    if (token !== 'good') throw new InvalidTokenError('ERR_JWS_INVALID');
    return identity(roles);
  };
  const status = async (p: Promise<unknown>) => p.then(() => 200, (e: HttpError) => e.status);

  it('answers 401 without a token or with a bad one, 403 without the role, and passes with it', async () => {
    expect(await status(authenticate(event(), 'admin', fake(['admin'])))).toBe(401);
    expect(await status(authenticate(event('Bearer bad'), 'admin', fake(['admin'])))).toBe(401);
    expect(await status(authenticate(event('Basic abc'), 'admin', fake(['admin'])))).toBe(401);
    expect(await status(authenticate(event('Bearer good'), 'admin', fake(['pharmacist'])))).toBe(403);
    await expect(authenticate(event('Bearer good'), 'admin', fake(['admin']))).resolves.toEqual(identity(['admin']));
  });

  it("'optional' lets anonymous calls through but still refuses a bad token", async () => {
    await expect(authenticate(event(), 'optional-sign-in', fake([]))).resolves.toBeUndefined();
    expect(await status(authenticate(event('Bearer bad'), 'optional-sign-in', fake([])))).toBe(401);
    await expect(authenticate(event('Bearer good'), 'optional-sign-in', fake(['pharmacist']))).resolves.toMatchObject({ roles: ['pharmacist'] });
  });

  it('answers 503 when the identity server cannot be reached, never 200', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await status(authenticate(event('Bearer good'), 'admin', down))).toBe(503);
  });

  it('reads the bearer token case-insensitively', () => {
    expect(bearerToken(event('bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(event('Bearer'))).toBeUndefined();
  });
});

describe('trustedIssuer', () => {
  it('is the local provider locally and the stage realm in AWS, never chosen by the request', () => {
    expect(trustedIssuer({ OIDC_ISSUER: 'http://127.0.0.1:3000/realms/pharmacy' })).toBe('http://127.0.0.1:3000/realms/pharmacy');
    expect(trustedIssuer({ STAGE: 'prod', IDENTITY_SERVERS: '{"prod":"https://auth.rxsavvy.com/","dev":"https://dev-auth"}' })).toBe('https://auth.rxsavvy.com/realms/pharmacy');
    expect(() => trustedIssuer({ STAGE: 'staging', IDENTITY_SERVERS: '{"prod":"https://auth.rxsavvy.com"}' })).toThrow(/staging/);
  });
});
