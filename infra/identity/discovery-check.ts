import { IDENTITY_REALM_PATH, PKCE_METHOD } from '../../shared/identity';

/** The part of `fetch` the check uses (tests pass their own). */
export type FetchLike = (url: string, init?: { signal?: AbortSignal; redirect?: 'manual' | 'follow' | 'error' }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

const TIMEOUT_MS = 5000;
/** The endpoints keycloak-js and the functions call: all must be on the site's own origin. */
const SAME_ORIGIN_ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;

/**
 * A deployed stage's sign-in, checked from outside: GETs
 * `<baseUrl>/realms/pharmacy/.well-known/openid-configuration` and returns what is wrong (an
 * empty list: nothing). `baseUrl` is the site (`https://rxsavvy.com`): CloudFront forwards
 * /realms/* to the stage's Keycloak, so the document must name `expectedIssuer` (what the
 * functions trust, `https://<site>/realms/pharmacy`), keep the browser's endpoints on the site's
 * origin (keycloak-js calls the token endpoint with credentials; the CSP allows 'self' only), and
 * offer PKCE S256 (the client requires it). Never throws: a network failure is a problem too.
 */
export async function checkIdentityDiscovery(baseUrl: string, expectedIssuer: string, fetchImpl: FetchLike = fetch): Promise<string[]> {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    return [`${baseUrl} is not a URL`];
  }
  const url = `${base.origin}${base.pathname.replace(/\/+$/, '')}${IDENTITY_REALM_PATH}/.well-known/openid-configuration`;
  let doc: Record<string, unknown>;
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
    if (!res.ok) return [`GET ${url} answered ${res.status}, not 200: is /realms/* routed to the stage's Keycloak and the realm imported?`];
    const body = await res.json();
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return [`GET ${url} did not answer a JSON object`];
    doc = body as Record<string, unknown>;
  } catch (err) {
    return [`GET ${url} failed: ${(err as Error).message}`];
  }

  const problems: string[] = [];
  if (doc.issuer !== expectedIssuer) {
    problems.push(`issuer is ${JSON.stringify(doc.issuer)}, the functions trust ${expectedIssuer}: set Keycloak's hostname (KC_HOSTNAME) to the site origin`);
  }
  const origin = base.origin;
  for (const key of SAME_ORIGIN_ENDPOINTS) {
    const value = doc[key];
    if (typeof value !== 'string') {
      problems.push(`${key} is missing`);
      continue;
    }
    let endpoint: URL;
    try {
      endpoint = new URL(value);
    } catch {
      problems.push(`${key} is not a URL: ${value}`);
      continue;
    }
    if (endpoint.origin !== origin) problems.push(`${key} is on ${endpoint.origin}, not the site's origin ${origin}`);
  }
  const methods = doc.code_challenge_methods_supported;
  if (!Array.isArray(methods) || !methods.includes(PKCE_METHOD)) {
    problems.push(`code_challenge_methods_supported does not offer ${PKCE_METHOD} (got ${JSON.stringify(methods)})`);
  }
  return problems;
}
