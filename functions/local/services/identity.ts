import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import { IDENTITY_REALM_PATH } from '../../../shared/identity';
import { resetKeyCache } from '../../lib/auth';
import type { LocalService, Mount } from './service';
import { DEV_PASSWORD, DEV_SIGNING_KEY_ENV, findDevUser, ISSUER_ENV } from '../identity/dev-users';
import { loginPage } from '../identity/pages';
import { createProvider, REFRESH_TOKEN_TTL_S } from '../identity/provider';
import { handleTokenRequest } from '../identity/refresh-token-shape';

const MAX_FORM_BYTES = 4096;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > MAX_FORM_BYTES) break;
  }
  return new URLSearchParams(raw.slice(0, MAX_FORM_BYTES));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
  res.end(html);
}

/**
 * Our login page in place of oidc-provider's dev interactions: GET shows it, POST .../login
 * checks a dev user's password, POST .../abort cancels back to the site.
 */
async function handleInteraction(provider: Provider, prefix: string, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path.slice(prefix.length));
  if (!match) return false;
  const [, uid, action] = match;
  const base = `${prefix}/interaction/${uid}`;
  const details = await provider.interactionDetails(req, res);
  const idpHint = typeof details.params.kc_idp_hint === 'string' ? details.params.kc_idp_hint : undefined;
  const page = (error?: string, email?: string) => loginPage({ formAction: `${base}/login`, abortAction: `${base}/abort`, ...(idpHint ? { idpHint } : {}), ...(error ? { error } : {}), ...(email ? { email } : {}) });

  if (req.method === 'GET' && !action) {
    sendHtml(res, 200, page());
    return true;
  }
  if (req.method !== 'POST' || !action) {
    sendHtml(res, 405, page('That is not allowed here.'));
    return true;
  }
  if (action === '/abort') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Sign-in cancelled' }, { mergeWithLastSubmission: false });
    return true;
  }
  const form = await readForm(req);
  const email = form.get('email') ?? '';
  const user = findDevUser({ email });
  if (!user || form.get('password') !== DEV_PASSWORD) {
    sendHtml(res, 401, page('Unknown e-mail or wrong password.', email));
    return true;
  }
  await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
  return true;
}

/** Mounts the provider on the site's own origin (keycloak-js sends credentials to the token endpoint). */
function mountProvider(provider: Provider, prefix: string): Mount {
  const callback = provider.callback();
  return {
    prefix,
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      try {
        if (await handleInteraction(provider, prefix, req, res, path)) return;
      } catch (err) {
        // An expired or unknown interaction: start the sign-in again from the site.
        if (!res.headersSent) sendHtml(res, 400, `<!doctype html><title>Sign-in expired</title><p>This sign-in has expired. <a href="/">Back to the site</a> and sign in again.</p>`);
        console.warn('[identity] interaction failed:', (err as Error).name);
        return;
      }
      // oidc-provider derives its mount path from originalUrl minus url: without the full URL there,
      // discovery would advertise endpoints without the /realms/pharmacy prefix.
      const full = req.url ?? '/';
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = full;
      req.url = full.slice(prefix.length) || '/';
      if (req.method === 'POST' && path === `${prefix}/token`) return handleTokenRequest(req, res, REFRESH_TOKEN_TTL_S, callback);
      await callback(req, res);
    },
  };
}

/**
 * The local identity server: oidc-provider under /realms/pharmacy on the site's own origin, with
 * a signing key generated at each start (kept in memory, never in the repo). Exports the issuer
 * for the functions and the key for tests that mint tokens (tests/support/tokens.ts).
 */
export const identityService: LocalService = {
  name: 'identity',
  async start({ url }) {
    const issuer = `${url}${IDENTITY_REALM_PATH}`;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signingKey = { ...(await exportJWK(privateKey)), kid: `local-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' };
    const provider = createProvider(issuer, url, signingKey);
    resetKeyCache();
    return {
      env: { [ISSUER_ENV]: issuer, [DEV_SIGNING_KEY_ENV]: JSON.stringify(signingKey) },
      mounts: [mountProvider(provider, IDENTITY_REALM_PATH)],
      close: async () => undefined,
    };
  },
};
