import { ROLES } from './api-routes';

/**
 * The identity server's realm and web client, defined once: the local OIDC provider
 * (functions/local/identity/provider.ts) and the Keycloak realm file a deployed stage imports
 * (infra/identity/realm.ts -> infra/identity/realm-pharmacy.json) are both built from these, and
 * tests/unit/identity/ fails if the two disagree.
 */
export const IDENTITY_REALM = 'pharmacy';
export const IDENTITY_REALM_PATH = `/realms/${IDENTITY_REALM}`;
/** The public web client keycloak-js signs in with (standard flow, PKCE). */
export const IDENTITY_CLIENT_ID = 'admin-website';

/** The realm roles: exactly the roles routes ask for (shared/api-routes.ts). */
export const IDENTITY_ROLES = ROLES;

/** The PKCE challenge method both servers require of the client (RFC 7636; `plain` is refused). */
export const PKCE_METHOD = 'S256';

/**
 * What an access token for our API carries, by claim name (a dotted name is nested, as Keycloak
 * writes `realm_access.roles`). The audience is the web client itself: Keycloak's default audience
 * is `account`, which the functions refuse (functions/lib/auth.ts).
 * @alias the client id, named for what the functions check
 */
export const ACCESS_TOKEN_AUDIENCE = IDENTITY_CLIENT_ID;
export const ACCESS_TOKEN_CLAIMS = {
  email: 'email',
  emailVerified: 'email_verified',
  name: 'name',
  roles: 'realm_access.roles',
} as const;

/** The identity brokers the web passes as keycloak-js `idpHint` (Keycloak's `kc_idp_hint`). */
export const IDENTITY_PROVIDER_ALIASES = ['google', 'microsoft'] as const;

/**
 * Where the client may send the visitor back: any page of the site's own origin, because
 * keycloak-js returns to the page the visitor was on. Relative to the site origin.
 */
export const SIGN_IN_RETURN_PATH_PATTERN = '/*';

/** Token and session lifetimes, in seconds, the same locally and in Keycloak. */
export const ACCESS_TOKEN_TTL_S = 5 * 60;
export const SESSION_TTL_S = 8 * 60 * 60;
