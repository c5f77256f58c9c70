import { randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import Provider, { type ClientLike, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ACCESS_TOKEN_AUDIENCE } from '../../lib/auth';
import { findDevUser } from './dev-users';
import { errorPage, signedOutPage, logoutConfirmPage } from './pages';

export const CLIENT_ID = 'admin-website';
/** Resource indicator of our API; its access tokens are JWTs with audience `admin-website`. */
export const API_RESOURCE = 'urn:rxsavvy:api';
const API_SCOPE = 'openid email profile';
const ACCESS_TOKEN_TTL_S = 5 * 60;
export const REFRESH_TOKEN_TTL_S = 8 * 60 * 60;

/**
 * The local stand-in for Keycloak's realm `pharmacy`: an oidc-provider with one public client
 * (`admin-website`, code + PKCE, refresh tokens) whose redirect URIs may be any page of the site,
 * JWT access tokens carrying e-mail and roles, and no built-in pages (they load remote fonts).
 */
export function createProvider(issuer: string, siteOrigin: string, signingKey: JWK): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${siteOrigin}/`],
        post_logout_redirect_uris: [`${siteOrigin}/`],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Keycloak's idpHint parameter: our login page says which one it received.
    extraParams: ['kc_idp_hint'],
    claims: { openid: ['sub', 'email', 'email_verified', 'name', 'roles'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    pkce: { required: () => true },
    ttl: { AccessToken: ACCESS_TOKEN_TTL_S, IdToken: ACCESS_TOKEN_TTL_S, RefreshToken: REFRESH_TOKEN_TTL_S, Session: 8 * 60 * 60, Interaction: 60 * 60, Grant: 8 * 60 * 60 },
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
      return user ? { email: user.email, email_verified: true, name: user.name, roles: [...user.roles] } : undefined;
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
  const sameSite = (value: string) => {
    try {
      return new URL(value).origin === siteOrigin;
    } catch {
      return false;
    }
  };
  provider.Client.prototype.redirectUriAllowed = sameSite;
  provider.Client.prototype.postLogoutRedirectUriAllowed = sameSite;
  return provider;
}
