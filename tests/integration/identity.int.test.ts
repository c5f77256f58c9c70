import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, getJson } from '../support/api-client';

/** A cookie jar and manual redirects: the browser's part of the code + PKCE flow keycloak-js runs. */
class Browser {
  private cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return res;
  }

  /** Follows redirects until one leaves the identity server (the redirect back to the site). */
  async follow(res: Response, stopAt: string): Promise<Response | string> {
    let current = res;
    for (let i = 0; i < 10 && current.status >= 300 && current.status < 400; i += 1) {
      const next = new URL(current.headers.get('location') ?? '', current.url || apiUrl('/')).href;
      if (next.startsWith(stopAt)) return next;
      current = await this.go(next);
    }
    return current;
  }
}

const base64url = (b: Buffer) => b.toString('base64url');

async function signInFlow(email: string, password: string, idpHint?: string) {
  const browser = new Browser();
  const discovery = (await getJson('/realms/pharmacy/.well-known/openid-configuration')).body;
  const verifier = base64url(randomBytes(32));
  const redirectUri = apiUrl('/pharmacy-portal?from=test');
  const auth = new URL(discovery.authorization_endpoint);
  auth.search = new URLSearchParams({
    client_id: 'admin-website',
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'st',
    nonce: 'nn',
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...(idpHint ? { kc_idp_hint: idpHint } : {}),
  }).toString();
  const toLogin = await browser.go(auth.href);
  expect(toLogin.status).toBe(303);
  const loginUrl = new URL(toLogin.headers.get('location')!, auth).href;
  const loginPage = await browser.go(loginUrl);
  const html = await loginPage.text();
  const submit = await browser.go(`${loginUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (submit.status === 401) return { html, loginStatus: 401 as const };
  const back = await browser.follow(submit, redirectUri);
  expect(typeof back).toBe('string');
  const fragment = new URLSearchParams(new URL(back as string).hash.slice(1));
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'admin-website', code: fragment.get('code') ?? '', redirect_uri: redirectUri, code_verifier: verifier }).toString(),
  });
  return { html, loginStatus: 200 as const, discovery, tokens: (await token.json()) as { access_token: string; refresh_token?: string; id_token: string } };
}

describe('local identity server (realm pharmacy)', () => {
  let issuer: string;
  beforeAll(async () => {
    issuer = (await getJson('/realms/pharmacy/.well-known/openid-configuration')).body.issuer;
  });

  it('publishes discovery under /realms/pharmacy on the site origin and /config points at it', async () => {
    expect(issuer).toBe(apiUrl('/realms/pharmacy'));
    const config = (await getJson('/config')).body;
    expect(config.identity).toMatchObject({ realm: 'pharmacy', clientId: 'admin-website', oidcDiscoveryUrl: `${issuer}/.well-known/openid-configuration` });
    const jwks = (await getJson('/realms/pharmacy/jwks')).body;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('signs the pharmacist in with code + PKCE and issues a JWT access token for admin-website with e-mail and roles', async () => {
    const flow = await signInFlow('pharmacist@rxsavvy.test', 'rxsavvy-dev', 'google');
    expect(flow.html).toContain('Google');
    expect(flow.html).toContain('idpHint');
    expect(flow.html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    const access = decodeJwt(flow.tokens!.access_token);
    expect(access).toMatchObject({ iss: issuer, aud: 'admin-website', email: 'pharmacist@rxsavvy.test', email_verified: true, roles: ['pharmacist'] });
    // keycloak-js decodes the refresh token like a JWT: ours carries its expiry in a readable payload.
    expect(decodeJwt(flow.tokens!.refresh_token!)).toMatchObject({ typ: 'Refresh', exp: expect.any(Number) });
    expect(decodeJwt(flow.tokens!.id_token)).toMatchObject({ email: 'pharmacist@rxsavvy.test' });
  });

  it('lets the access token into an admin route and refuses the ID and refresh tokens of the same sign-in', async () => {
    const flow = await signInFlow('admin@rxsavvy.test', 'rxsavvy-dev');
    const as = async (token: string) => (await getJson('/api/admin/claim-analysis', {}, { authorization: `Bearer ${token}` })).status;
    expect(await as(flow.tokens!.access_token)).not.toBe(401);
    expect(await as(flow.tokens!.id_token)).toBe(401);
    expect(await as(flow.tokens!.refresh_token!)).toBe(401);
  });

  it('refuses a wrong password on the login page', async () => {
    const flow = await signInFlow('admin@rxsavvy.test', 'wrong');
    expect(flow.loginStatus).toBe(401);
  });

  it('issues refreshed access tokens from the refresh token', async () => {
    const flow = await signInFlow('admin@rxsavvy.test', 'rxsavvy-dev');
    const res = await fetch(flow.discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'admin-website', refresh_token: flow.tokens!.refresh_token! }).toString(),
    });
    expect(res.status).toBe(200);
    const refreshed = (await res.json()) as { access_token: string };
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ aud: 'admin-website', roles: ['admin', 'marketplace-admin'] });
  });
});
