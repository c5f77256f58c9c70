import { randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import Provider, { type ClientLike, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import {
  ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_CLAIMS, ACCESS_TOKEN_TTL_S, IDENTITY_CLIENT_ID, SESSION_TTL_S, SIGN_IN_RETURN_PATH_PATTERN,
} from '../../../shared/identity';
import { type DevUser, findDevUser } from './dev-users';
import { errorPage, signedOutPage, logoutConfirmPage } from './pages';

/** Resource indicator of our API; its access tokens are JWTs with audience `admin-website`. */
const API_RESOURCE = 'urn:rxsavvy:api';
const API_SCOPE = 'openid email profile';
export const REFRESH_TOKEN_TTL_S = SESSION_TTL_S;

/**
 * The one client, as the realm file's `admin-website` (shared/identity.ts): public (no secret),
 * standard flow only (code, plus refresh), PKCE required (oidc-provider 9 knows S256 only).
 */
export function localClient(siteOrigin: string) {
  return {
    client_id: IDENTITY_CLIENT_ID,
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${siteOrigin}/`],
    post_logout_redirect_uris: [`${siteOrigin}/`],
  };
}

/** Whether a redirect or post-logout URI matches SIGN_IN_RETURN_PATH_PATTERN on the site origin. */
export function isSignInReturnUri(value: string, siteOrigin: string): boolean {
  try {
    const url = new URL(value);
    const prefix = SIGN_IN_RETURN_PATH_PATTERN.replace(/\*$/, '');
    return url.origin === siteOrigin && url.pathname.startsWith(prefix);
  } catch {
    return false;
  }
}

/**
 * The claims a dev user's access token carries besides the protocol ones, named as
 * ACCESS_TOKEN_CLAIMS names them (the roles nested under `realm_access`, as Keycloak writes them).
 * `roles` at the top level stays for the tests that mint tokens the old way (functions read both).
 */
export function accessTokenClaims(user: DevUser): Record<string, unknown> {
  const claims: Record<string, unknown> = { roles: [...user.roles] };
  const values: Record<keyof typeof ACCESS_TOKEN_CLAIMS, unknown> = { email: user.email, emailVerified: true, name: user.name, roles: [...user.roles] };
  for (const [key, name] of Object.entries(ACCESS_TOKEN_CLAIMS) as [keyof typeof ACCESS_TOKEN_CLAIMS, string][]) {
    const path = name.split('.');
    let target = claims;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = values[key];
  }
  return claims;
}

/**
 * The local stand-in for Keycloak's realm `pharmacy`: an oidc-provider with one public client
 * (`admin-website`, code + PKCE, refresh tokens) whose redirect URIs may be any page of the site,
 * JWT access tokens carrying e-mail and roles, and no built-in pages (they load remote fonts).
 */
export function createProvider(issuer: string, siteOrigin: string, signingKey: JWK): Provider {
  const configuration: Configuration = {
    clients: [localClient(siteOrigin)],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Keycloak's idpHint parameter: our login page says which one it received.
    extraParams: ['kc_idp_hint'],
    claims: { openid: ['sub', 'email', 'email_verified', 'name', 'roles'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    pkce: { required: () => true },
    ttl: { AccessToken: ACCESS_TOKEN_TTL_S, IdToken: ACCESS_TOKEN_TTL_S, RefreshToken: REFRESH_TOKEN_TTL_S, Session: SESSION_TTL_S, Interaction: 60 * 60, Grant: SESSION_TTL_S },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${new URL(issuer).pathname}/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const user = findDevUser({ sub });
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: user.email, email_verified: true, name: user.name, roles: [...user.roles] }) };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutConfirmPage, postLogoutSuccessSource: signedOutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: API_SCOPE,
          audience: ACCESS_TOKEN_AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: ACCESS_TOKEN_TTL_S,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    } as Configuration['features'],
    extraTokenClaims: async (_ctx: unknown, token: object) => {
      const user = 'accountId' in token && typeof token.accountId === 'string' ? findDevUser({ sub: token.accountId as string }) : undefined;
      return user ? accessTokenClaims(user) : undefined;
    },
    issueRefreshToken: async (_ctx: unknown, client: ClientLike) => client.grantTypeAllowed('refresh_token'),
    // First-party client: consent is implied, as in the Keycloak realm.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    renderError: errorPage,
    // Only the site itself calls the provider from a browser (it is mounted on the same origin).
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === siteOrigin,
  };
  const provider = new Provider(issuer, configuration);
  // keycloak-js comes back to the page the visitor was on: any page of this site is allowed.
  const sameSite = (value: string) => isSignInReturnUri(value, siteOrigin);
  provider.Client.prototype.redirectUriAllowed = sameSite;
  provider.Client.prototype.postLogoutRedirectUriAllowed = sameSite;
  return provider;
}
