import { checkIdentityDiscovery } from '../../../infra/identity/discovery-check';
import { IDENTITY_REALM_PATH } from '../../../shared/identity';
import { needsConfig, type PreflightCheck } from '../types';

/**
 * The stage's Keycloak answers its discovery document with the issuer the functions will trust:
 * `https://<domainName>/realms/pharmacy` (the realm's frontend URL is the site), or, without a custom
 * domain, the realm at Keycloak's own URL (functions/lib/auth.ts trustedIssuer).
 * Only the issuer is checked here; a fuller validator of the document (same-origin endpoints, PKCE
 * S256) that returns its problems plugs in through `fromProblems` (scripts/preflight/types.ts).
 */
const identityServer: PreflightCheck = async (ctx) => {
  const name = 'Identity server';
  if (!ctx.config) return [needsConfig(name)];
  const base = ctx.config.identityServers[ctx.stage];
  if (!base) return [{ name, ok: 'warn', detail: `no identityServers.${ctx.stage}: sign-in (admin, pharmacy portal, marketplace admin) does not work in this stage`, fix: `-c identityServers='{"${ctx.stage}":"https://auth.example.com"}' (README "Identity server (Keycloak) for a deployed stage")` }];
  const realm = `${base.replace(/\/+$/, '')}${IDENTITY_REALM_PATH}`;
  const url = `${realm}/.well-known/openid-configuration`;
  const expected = ctx.config.domainName ? `https://${ctx.config.domainName}${IDENTITY_REALM_PATH}` : realm;
  const fix = ctx.config.domainName ? `realm pharmacy: set Frontend URL to https://${ctx.config.domainName}` : 'give the stage a domainName: without one the realm must have no frontend URL';
  let issuer: unknown;
  try {
    const res = await ctx.fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
    if (!res.ok) return [{ name, ok: false, detail: `${url} answered ${res.status}`, fix: 'check the base URL and that the realm "pharmacy" exists' }];
    issuer = ((await res.json()) as { issuer?: unknown }).issuer;
  } catch (error) {
    return [{ name, ok: false, detail: `${url}: ${(error as Error).message}`, fix: 'check the base URL is reachable over https from the internet (CloudFront forwards to it)' }];
  }
  if (issuer !== expected) return [{ name, ok: false, detail: `issuer is ${String(issuer)}, the functions will trust ${expected}`, fix }];
  return [{ name, ok: true, detail: `${url}: issuer ${expected}`, fix: '' }];
};

/**
 * Sign-in as the browser sees it: the discovery document through the site (CloudFront forwards
 * /realms/* to Keycloak) keeps every endpoint on the site's origin and offers PKCE S256. Before the
 * first deploy the site does not answer yet, so a problem is a warning to look at again after it.
 */
const signInThroughSite: PreflightCheck = async (ctx) => {
  const name = 'Sign-in through the site';
  if (!ctx.config) return [needsConfig(name)];
  if (!ctx.config.domainName || !ctx.config.identityServers[ctx.stage]) return [{ name, ok: true, detail: 'not checked: no custom domain or no identity server for this stage', fix: '' }];
  const site = `https://${ctx.config.domainName}`;
  const problems = await checkIdentityDiscovery(site, `${site}${IDENTITY_REALM_PATH}`, ctx.fetch);
  if (problems.length) return [{ name, ok: 'warn', detail: problems.join('; '), fix: 'after the first deploy this must pass: the realm\'s Frontend URL is the site, and the client requires S256' }];
  return [{ name, ok: true, detail: `${site}${IDENTITY_REALM_PATH}: same-origin endpoints, PKCE S256`, fix: '' }];
};

export const checks = [identityServer, signInThroughSite];
