import Keycloak, { type KeycloakTokenParsed } from 'keycloak-js';
import type { RuntimeConfig } from '../../../../shared/contracts/config';
import { setAccessToken } from '../../api/auth-token';

/**
 * The one sign-in session of the page, outside React: keycloak-js against the identity server
 * /config names for this host (Keycloak realm `pharmacy`, client `admin-website`; locally the
 * embedded OIDC provider through `oidcProvider`). React reads it through `useAuth`.
 */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';
export type IdpHint = 'google' | 'microsoft';

export interface AuthSnapshot {
  status: AuthStatus;
  email?: string;
  name?: string;
  roles: string[];
}

/** rules#calls, rules#constants: refresh check every 10 s, keeping at least 60 s of validity. */
export const REFRESH_INTERVAL_MS = 10_000;
export const MIN_VALIDITY_S = 60;
/** Tokens survive a reload of this tab only (sessionStorage), never other tabs or a restart. */
const STORAGE_KEY = 'rxsavvy.auth';

type IdentityConfig = RuntimeConfig['identity'];

let snapshot: AuthSnapshot = { status: 'loading', roles: [] };
const listeners = new Set<() => void>();
let keycloak: Keycloak | undefined;
let started: Promise<void> | undefined;
let refreshTimer: ReturnType<typeof setInterval> | undefined;

function publish(next: AuthSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSnapshot = (): AuthSnapshot => snapshot;

export function keycloakOptions(identity: IdentityConfig) {
  if (identity.oidcDiscoveryUrl) {
    // keycloak-js appends /.well-known/openid-configuration itself.
    return { clientId: identity.clientId, oidcProvider: identity.oidcDiscoveryUrl.replace(/\/\.well-known\/openid-configuration$/, '') };
  }
  return { url: identity.url, realm: identity.realm, clientId: identity.clientId };
}

export function rolesOf(token: KeycloakTokenParsed | undefined): string[] {
  const direct = (token as { roles?: unknown } | undefined)?.roles;
  const realm = token?.realm_access?.roles;
  const all = [...(Array.isArray(direct) ? direct : []), ...(Array.isArray(realm) ? realm : [])];
  return [...new Set(all.filter((r): r is string => typeof r === 'string'))];
}

function stored(): { token?: string; refreshToken?: string; idToken?: string } {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as { token?: string; refreshToken?: string; idToken?: string };
  } catch {
    return {};
  }
}

function remember(kc: Keycloak | undefined): void {
  try {
    if (kc?.token && kc.refreshToken) {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ token: kc.token, refreshToken: kc.refreshToken, idToken: kc.idToken }));
    } else {
      sessionStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    /* storage unavailable (private mode): the session just ends with the page */
  }
}

async function publishFrom(kc: Keycloak): Promise<void> {
  setAccessToken(kc.token);
  remember(kc);
  if (!kc.authenticated || !kc.token) {
    publish({ status: 'signedOut', roles: [] });
    return;
  }
  const parsed = { ...kc.idTokenParsed, ...kc.tokenParsed } as KeycloakTokenParsed & { email?: string; name?: string };
  let email = parsed.email;
  let name = parsed.name;
  if (!email) {
    // The profile gives the e-mail (rules#calls) when the token does not carry it.
    const info = (await kc.loadUserInfo().catch(() => ({}))) as { email?: string; name?: string };
    email = info.email;
    name ??= info.name;
  }
  publish({ status: 'signedIn', roles: rolesOf(kc.tokenParsed), ...(email ? { email } : {}), ...(name ? { name } : {}) });
}

function signedOutLocally(): void {
  keycloak?.clearToken();
  setAccessToken(undefined);
  remember(undefined);
  publish({ status: 'signedOut', roles: [] });
}

function startRefresh(kc: Keycloak): void {
  if (refreshTimer) clearInterval(refreshTimer);
  refreshTimer = setInterval(() => {
    if (!kc.authenticated) return;
    kc.updateToken(MIN_VALIDITY_S)
      .then((refreshed) => (refreshed ? publishFrom(kc) : undefined))
      .catch(() => signedOutLocally());
  }, REFRESH_INTERVAL_MS);
}

/** Starts the session once per page: finishes a sign-in redirect, or restores this tab's tokens. */
export function startSession(identity: IdentityConfig): Promise<void> {
  started ??= (async () => {
    const kc = new Keycloak(keycloakOptions(identity));
    keycloak = kc;
    kc.onAuthLogout = () => signedOutLocally();
    const saved = stored();
    try {
      await kc.init({
        checkLoginIframe: false,
        pkceMethod: 'S256',
        ...(saved.token && saved.refreshToken ? { token: saved.token, refreshToken: saved.refreshToken, idToken: saved.idToken } : {}),
      });
      await publishFrom(kc);
      startRefresh(kc);
    } catch (err) {
      // rules#errors: an initialisation failure is logged and treated as not signed in.
      console.warn('Sign-in could not be initialised', err instanceof Error ? err.message : err);
      signedOutLocally();
    }
  })();
  return started;
}

/** Redirects to the identity server and back to this page; rejects only if that fails. */
export async function signIn(idpHint?: IdpHint): Promise<void> {
  if (!keycloak) throw new Error('Sign-in is not ready yet');
  await keycloak.login({ redirectUri: window.location.href, ...(idpHint ? { idpHint } : {}) });
}

/** Ends the session here and at the identity server, coming back to this page signed out. */
export async function signOut(): Promise<void> {
  const kc = keycloak;
  setAccessToken(undefined);
  remember(undefined);
  if (!kc?.authenticated) {
    signedOutLocally();
    return;
  }
  try {
    await kc.logout({ redirectUri: window.location.href });
  } catch {
    signedOutLocally();
  }
}
