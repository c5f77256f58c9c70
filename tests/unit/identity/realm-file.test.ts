import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ROLES } from '../../../shared/api-routes';
import { ACCESS_TOKEN_AUDIENCE as FUNCTIONS_AUDIENCE } from '../../../functions/lib/auth';
import { DEV_USERS } from '../../../functions/local/identity/dev-users';
import { accessTokenClaims, isSignInReturnUri, localClient } from '../../../functions/local/identity/provider';
import { REALM_FILE, REALM_PLACEHOLDERS, renderRealm } from '../../../infra/identity/realm';
import type { IdpHint } from '../../../web/src/components/auth/session';
import type { IDENTITY_PROVIDER_ALIASES } from '../../../shared/identity';
import { startLocalIdentityServer } from './local-server';

/* eslint-disable @typescript-eslint/no-explicit-any -- the realm file is untyped JSON */
const committed = readFileSync(REALM_FILE, 'utf8');
const realm = JSON.parse(committed) as Record<string, any>;
const client = (realm.clients as any[]).find((c) => c.clientId === 'admin-website');
const mappers = client.protocolMappers as { name: string; protocolMapper: string; config: Record<string, string> }[];
const SITE = 'https://rxsavvy.com';

/** Keycloak's redirect-URI wildcard: a trailing `*` matches any rest of the URI. */
function keycloakAllows(patterns: string[], uri: string, siteOrigin: string): boolean {
  return patterns.map((p) => p.replace('${RXSAVVY_SITE_ORIGIN}', siteOrigin)).some((p) => (p.endsWith('*') ? uri.startsWith(p.slice(0, -1)) : uri === p));
}

/** The claim paths a token carries (nested objects flattened to dotted names, as Keycloak names claims). */
function claimPaths(claims: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(claims).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? claimPaths(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('the committed realm file', () => {
  it('is what infra/identity/realm.ts generates (run `npx tsx infra/identity/realm.ts` after changing it or shared/identity.ts)', () => {
    expect(committed, 'infra/identity/realm-pharmacy.json is stale').toBe(renderRealm());
  });

  it('holds no credential: every secret-named value is a placeholder the task definition fills in', () => {
    const secretish: [string, unknown][] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
      else if (/(secret|password)$/i.test(path.split('.').at(-1) ?? '')) secretish.push([path, node]);
    };
    walk(realm, '');
    expect(secretish.length).toBeGreaterThanOrEqual(3);
    for (const [path, value] of secretish) expect(value, path).toMatch(/^\$\{RXSAVVY_[A-Z_]+\}$/);
    const placeholders = new Set([...committed.matchAll(/\$\{([A-Z0-9_]+)(?::[^}]*)?\}/g)].map((m) => m[1]));
    expect([...placeholders].sort()).toEqual(Object.values(REALM_PLACEHOLDERS).map((p) => p.name).sort());
  });

  it('turns on e-mail verification and brute-force protection, and lets nobody register themselves', () => {
    expect(realm).toMatchObject({ realm: 'pharmacy', enabled: true, verifyEmail: true, bruteForceProtected: true, registrationAllowed: false, sslRequired: 'all' });
  });

  it('brokers exactly the idpHint values the web offers, with their secrets referenced', () => {
    expectTypeOf<IdpHint>().toEqualTypeOf<(typeof IDENTITY_PROVIDER_ALIASES)[number]>();
    expect((realm.identityProviders as any[]).map((p) => [p.alias, p.providerId, p.config.clientSecret])).toEqual([
      ['google', 'google', '${RXSAVVY_GOOGLE_CLIENT_SECRET}'],
      ['microsoft', 'microsoft', '${RXSAVVY_MICROSOFT_CLIENT_SECRET}'],
    ]);
  });
});

describe('the local identity server and the realm file agree', () => {
  it('on the realm roles: the route table\'s roles, and every dev user\'s roles among them', () => {
    expect((realm.roles.realm as any[]).map((r) => r.name)).toEqual([...ROLES]);
    for (const user of Object.values(DEV_USERS)) for (const role of user.roles) expect(ROLES).toContain(role);
  });

  it('on the client: admin-website, public, standard flow (code + refresh) only', () => {
    const local = localClient(SITE);
    expect(client.clientId).toBe(local.client_id);
    expect(client.publicClient).toBe(local.token_endpoint_auth_method === 'none');
    expect(local.grant_types).toEqual(['authorization_code', 'refresh_token']);
    expect(local.response_types).toEqual(['code']);
    expect(client).toMatchObject({ standardFlowEnabled: true, implicitFlowEnabled: false, directAccessGrantsEnabled: false, serviceAccountsEnabled: false });
  });

  it('on where sign-in may return: any page of the site, nothing elsewhere', () => {
    const post = [client.attributes['post.logout.redirect.uris'] as string];
    for (const [uri, allowed] of [
      [`${SITE}/`, true],
      [`${SITE}/pharmacy-portal?from=test#x`, true],
      ['https://rxsavvy.com.evil.test/', false],
      ['https://evil.test/', false],
    ] as const) {
      expect(keycloakAllows(client.redirectUris, uri, SITE), `realm redirect ${uri}`).toBe(allowed);
      expect(keycloakAllows(post, uri, SITE), `realm post-logout ${uri}`).toBe(allowed);
      expect(isSignInReturnUri(uri, SITE), `local ${uri}`).toBe(allowed);
    }
    expect(client.webOrigins).toEqual(['${RXSAVVY_SITE_ORIGIN}']);
  });

  it('on the access token: audience admin-website (what the functions require) and the same claims', () => {
    const audience = mappers.filter((m) => m.protocolMapper === 'oidc-audience-mapper');
    expect(audience.map((m) => [m.config['included.client.audience'], m.config['access.token.claim']])).toEqual([[FUNCTIONS_AUDIENCE, 'true']]);
    const inAccessToken = mappers.filter((m) => m.protocolMapper !== 'oidc-audience-mapper' && m.config['access.token.claim'] === 'true');
    // The full-name mapper writes `name`; the others name their claim.
    const realmClaims = inAccessToken.map((m) => m.config['claim.name'] ?? (m.protocolMapper === 'oidc-full-name-mapper' ? 'name' : `?${m.name}`)).sort();
    for (const user of Object.values(DEV_USERS)) {
      const localClaims = claimPaths(accessTokenClaims(user)).filter((c) => c !== 'roles');
      expect(localClaims.sort(), user.email).toEqual(realmClaims);
      expect(accessTokenClaims(user)).toMatchObject({ email_verified: true, realm_access: { roles: [...user.roles] } });
    }
    expect(realmClaims).toEqual(['email', 'email_verified', 'name', 'realm_access.roles']);
  });

  it('on the token lifetimes', async () => {
    expect(realm.accessTokenLifespan).toBe(300);
    expect(realm.ssoSessionMaxLifespan).toBe(8 * 60 * 60);
  });

  describe('on PKCE S256, as each server publishes it', () => {
    let server: Awaited<ReturnType<typeof startLocalIdentityServer>>;
    beforeAll(async () => {
      server = await startLocalIdentityServer();
    });
    afterAll(() => server.close());

    it('requires S256 in the realm and the local discovery offers S256 only', async () => {
      expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
      const discovery = (await (await fetch(`${server.url}/realms/pharmacy/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
      expect(discovery.grant_types_supported).not.toContain('password');
    });

    it('the local server refuses an authorization request without a code challenge, as the realm client does', async () => {
      const auth = new URL(`${server.url}/realms/pharmacy/auth`);
      auth.search = new URLSearchParams({ client_id: 'admin-website', redirect_uri: `${server.url}/`, response_type: 'code', scope: 'openid', state: 's', nonce: 'n' }).toString();
      const res = await fetch(auth, { redirect: 'manual' });
      const location = res.headers.get('location') ?? '';
      expect(location).toContain('error=invalid_request');
      expect(new URL(location).searchParams.get('error_description')).toMatch(/requires PKCE/);
    });
  });
});
