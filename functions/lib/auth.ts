import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTHeaderParameters, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Role } from '../../shared/api-routes';
import { IDENTITY_CLIENT_ID, IDENTITY_REALM_PATH } from '../../shared/identity';
import { HttpError } from './errors';
import type { HttpEvent } from './http';

/** Who called, from a verified access token. */
export interface Identity {
  sub: string;
  email: string;
  /**
   * The identity server's `email_verified` for `email`: only a verified address may stand for its
   * owner (Keycloak puts it in access tokens through the `email` scope). False when absent.
   */
  emailVerified: boolean;
  name?: string;
  roles: string[];
}


/** The `aud` our identity servers put in access tokens: the realm's web client. */
export const ACCESS_TOKEN_AUDIENCE = IDENTITY_CLIENT_ID;
/** Clock skew tolerated on exp/nbf, in seconds. */
const CLOCK_TOLERANCE_S = 30;

/**
 * The issuer this function trusts. Locally it is the embedded provider (its LocalService sets
 * OIDC_ISSUER). In AWS the site forwards /realms/* to its stage's Keycloak, whose realm frontend
 * URL is the site, so Keycloak issues `https://<site>/realms/pharmacy`: CDK sets IDENTITY_ISSUER
 * to that when the stage has a custom domain. Without one (the distribution's name cannot reach
 * the api stack, see infra/stacks/web-stack.ts identityIssuerFor) it falls back to the realm at
 * the stage's own Keycloak base URL from IDENTITY_SERVERS. Never chosen by the request, so a
 * token from another stage's identity server is refused.
 */
export function trustedIssuer(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OIDC_ISSUER) return env.OIDC_ISSUER;
  if (env.IDENTITY_ISSUER) return env.IDENTITY_ISSUER.replace(/\/+$/, '');
  const stage = env.STAGE ?? 'local';
  let servers: Record<string, string> = {};
  try {
    servers = JSON.parse(env.IDENTITY_SERVERS ?? '{}') as Record<string, string>;
  } catch {
    /* no identity server configured: every token is refused below */
  }
  const base = servers[stage];
  if (!base) throw new Error(`No identity server configured for stage ${stage}`);
  return `${base.replace(/\/+$/, '')}${IDENTITY_REALM_PATH}`;
}

/** JWKS per issuer, found through the issuer's discovery document; jose caches and refreshes keys. */
const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

function jwksFor(issuer: string): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = discoverJwksUri(issuer).then((uri) => createRemoteJWKSet(new URL(uri), { timeoutDuration: 3000, cooldownDuration: 30_000 }));
    keys.catch(() => keySets.delete(issuer));
    keySets.set(issuer, keys);
  }
  return keys;
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`Discovery of the identity server failed with ${res.status}`);
  const doc = (await res.json()) as { jwks_uri?: unknown; issuer?: unknown };
  if (typeof doc.jwks_uri !== 'string' || doc.issuer !== issuer) throw new Error('The identity server discovery document does not match the issuer');
  return doc.jwks_uri;
}

/** Forget cached key sets (tests that restart the identity server). */
export function resetKeyCache(): void {
  keySets.clear();
}

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export interface VerifyOptions {
  issuer?: string;
  /** Key source override (unit tests pass a local JWKS). */
  keys?: JWTVerifyGetKey;
  audience?: string;
  now?: Date;
}

/**
 * Verifies an access token: signature against the issuer's JWKS, issuer, audience, exp and nbf.
 * Roles come from the `roles` claim (our provider) or Keycloak's `realm_access.roles`.
 */
export async function verifyAccessToken(token: string, options: VerifyOptions = {}): Promise<Identity> {
  const issuer = options.issuer ?? trustedIssuer();
  const keys = options.keys ?? (await jwksFor(issuer));
  let payload: JWTPayload;
  let header: JWTHeaderParameters;
  try {
    ({ payload, protectedHeader: header } = await jwtVerify(token, keys, {
      issuer,
      audience: options.audience ?? ACCESS_TOKEN_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp'],
      ...(options.now ? { currentDate: options.now } : {}),
    }));
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) throw new InvalidTokenError(err.code);
    throw err;
  }
  if (!isAccessToken(header, payload)) throw new InvalidTokenError('not_an_access_token');
  if (!issuedToOurClient(payload)) throw new InvalidTokenError('wrong_client');
  return identityFrom(payload);
}

/**
 * An access token, not an ID or refresh token signed by the same key: RFC 9068's `typ: at+jwt`
 * header (oidc-provider's JWT access tokens), or Keycloak's `typ: "Bearer"` claim (its ID tokens
 * say "ID", its refresh tokens "Refresh"). An ID token carries the client as audience and the
 * roles too, and travels in logout URLs (id_token_hint): accepting it would widen every leak.
 */
function isAccessToken(header: JWTHeaderParameters, payload: JWTPayload): boolean {
  const typ = header.typ?.toLowerCase();
  if (typ === 'at+jwt' || typ === 'application/at+jwt') return true;
  return payload.typ === 'Bearer';
}

/** Issued to our web client: RFC 9068 `client_id`, or Keycloak's authorized party `azp`. */
function issuedToOurClient(payload: JWTPayload): boolean {
  const client = payload.client_id ?? payload.azp;
  return client === IDENTITY_CLIENT_ID;
}

function identityFrom(payload: JWTPayload): Identity {
  const email = typeof payload.email === 'string' ? payload.email : '';
  const name = typeof payload.name === 'string' ? payload.name : undefined;
  return { sub: payload.sub ?? '', email, emailVerified: email !== '' && payload.email_verified === true, ...(name ? { name } : {}), roles: rolesFrom(payload) };
}

function rolesFrom(payload: JWTPayload): string[] {
  const direct = Array.isArray(payload.roles) ? payload.roles : [];
  const realm = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
  const all = [...direct, ...(Array.isArray(realm) ? realm : [])];
  return [...new Set(all.filter((r): r is string => typeof r === 'string'))];
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(event: HttpEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** What a route's `auth` asks of a bearer token: the role it must carry, or verified only when sent. */
export type AuthRequirement = Role | 'optional-sign-in';

const unauthorized = (message: string) =>
  new HttpError(401, 'unauthorized', message, { 'www-authenticate': 'Bearer realm="pharmacy"' });

/**
 * Applies a route's auth requirement: a role route needs a valid token (401) carrying the role
 * (403); 'optional-sign-in' verifies a token when one is sent (a bad one is still 401).
 */
export async function authenticate(event: HttpEvent, requirement: AuthRequirement, verify = verifyAccessToken): Promise<Identity | undefined> {
  const token = bearerToken(event);
  if (!token) {
    if (requirement === 'optional-sign-in') return undefined;
    throw unauthorized('Sign in to use this page.');
  }
  let identity: Identity;
  try {
    identity = await verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw unauthorized('Your sign-in has expired or is not valid. Please sign in again.');
    // The identity server's keys could not be fetched: not the caller's fault, and worth a retry.
    throw new HttpError(503, 'identity_unavailable', 'Sign-in cannot be checked right now. Please try again in a minute.');
  }
  if (requirement !== 'optional-sign-in' && !identity.roles.includes(requirement)) {
    throw new HttpError(403, 'forbidden', `This needs the ${requirement} role.`);
  }
  return identity;
}
