import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIdentityDiscovery, type FetchLike } from '../../../infra/identity/discovery-check';
import { startLocalIdentityServer } from './local-server';

const SITE = 'https://rxsavvy.com';
const ISSUER = `${SITE}/realms/pharmacy`;
/** What Keycloak publishes for the realm behind the site when its hostname is the site origin. */
const GOOD = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`,
  token_endpoint: `${ISSUER}/protocol/openid-connect/token`,
  jwks_uri: `${ISSUER}/protocol/openid-connect/certs`,
  code_challenge_methods_supported: ['plain', 'S256'],
};

function answering(status: number, body: unknown): FetchLike & { urls: string[] } {
  const urls: string[] = [];
  const impl = async (url: string) => {
    urls.push(url);
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  };
  return Object.assign(impl, { urls });
}

describe('checkIdentityDiscovery', () => {
  it('reads the realm discovery document under the site and finds nothing wrong with a good one', async () => {
    const fetchImpl = answering(200, GOOD);
    expect(await checkIdentityDiscovery(`${SITE}/`, ISSUER, fetchImpl)).toEqual([]);
    expect(fetchImpl.urls).toEqual([`${ISSUER}/.well-known/openid-configuration`]);
  });

  it('names an issuer the functions do not trust (Keycloak without the site as its hostname)', async () => {
    const problems = await checkIdentityDiscovery(SITE, ISSUER, answering(200, { ...GOOD, issuer: 'https://auth.rxsavvy.com/realms/pharmacy' }));
    expect(problems).toEqual([expect.stringMatching(/^issuer is "https:\/\/auth\.rxsavvy\.com\/realms\/pharmacy", the functions trust https:\/\/rxsavvy\.com\/realms\/pharmacy/)]);
  });

  it('names each browser endpoint that leaves the site origin, or is missing', async () => {
    const { jwks_uri: _dropped, ...withoutJwks } = GOOD;
    const problems = await checkIdentityDiscovery(SITE, ISSUER, answering(200, { ...withoutJwks, token_endpoint: 'https://auth.rxsavvy.com/realms/pharmacy/protocol/openid-connect/token' }));
    expect(problems).toEqual(['token_endpoint is on https://auth.rxsavvy.com, not the site\'s origin https://rxsavvy.com', 'jwks_uri is missing']);
  });

  it('asks for PKCE S256', async () => {
    expect(await checkIdentityDiscovery(SITE, ISSUER, answering(200, { ...GOOD, code_challenge_methods_supported: ['plain'] }))).toEqual([
      'code_challenge_methods_supported does not offer S256 (got ["plain"])',
    ]);
    expect(await checkIdentityDiscovery(SITE, ISSUER, answering(200, { ...GOOD, code_challenge_methods_supported: undefined }))).toHaveLength(1);
  });

  it('reports a non-200 answer, a body that is not an object and a failed request instead of throwing', async () => {
    expect(await checkIdentityDiscovery(SITE, ISSUER, answering(404, {}))).toEqual([expect.stringContaining('answered 404')]);
    expect(await checkIdentityDiscovery(SITE, ISSUER, answering(200, ['x']))).toEqual([expect.stringContaining('not answer a JSON object')]);
    const failing: FetchLike = async () => {
      throw new Error('getaddrinfo ENOTFOUND rxsavvy.com');
    };
    expect(await checkIdentityDiscovery(SITE, ISSUER, failing)).toEqual([expect.stringContaining('ENOTFOUND')]);
    expect(await checkIdentityDiscovery('not a url', ISSUER, failing)).toEqual(['not a url is not a URL']);
  });

  describe('against the local identity server (oidc-provider), over loopback', () => {
    let server: Awaited<ReturnType<typeof startLocalIdentityServer>>;
    beforeAll(async () => {
      server = await startLocalIdentityServer();
    });
    afterAll(() => server.close());

    it('passes: same issuer rule, same-origin endpoints and S256 as a deployed stage must have', async () => {
      expect(await checkIdentityDiscovery(server.url, `${server.url}/realms/pharmacy`)).toEqual([]);
    });

    it('fails when the issuer expected is another origin\'s', async () => {
      expect(await checkIdentityDiscovery(server.url, 'https://rxsavvy.com/realms/pharmacy')).toHaveLength(1);
    });
  });
});
