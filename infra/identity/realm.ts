/**
 * The Keycloak realm `pharmacy` as code: built from shared/identity.ts, the definitions the local
 * OIDC provider reads too, and committed as infra/identity/realm-pharmacy.json, which the identity
 * stack hands to Keycloak's `start --import-realm` (infra/stacks/identity-stack.ts).
 *
 * Regenerate after changing shared/identity.ts or this file:
 *
 *   npx tsx infra/identity/realm.ts
 *
 * tests/unit/identity/realm-file.test.ts fails while the committed file is stale.
 *
 * Nothing stage-specific or secret is in the file: the site origin and the brokers' and SMTP
 * credentials are `${NAME}` placeholders, which Keycloak resolves from its environment while it
 * imports (REALM_PLACEHOLDERS: the task definition sets each one, the secret ones as ECS secrets).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Role } from '../../shared/api-routes';
import { BRAND } from '../../shared/brand';
import {
  ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_CLAIMS, ACCESS_TOKEN_TTL_S, IDENTITY_CLIENT_ID, IDENTITY_PROVIDER_ALIASES, IDENTITY_REALM,
  IDENTITY_ROLES, PKCE_METHOD, SESSION_TTL_S, SIGN_IN_RETURN_PATH_PATTERN,
} from '../../shared/identity';

export const REALM_FILE = fileURLToPath(new URL('realm-pharmacy.json', import.meta.url));

/** The environment variables the realm file's placeholders name, and whether each is a secret. */
export const REALM_PLACEHOLDERS = {
  siteOrigin: { name: 'RXSAVVY_SITE_ORIGIN', secret: false },
  smtpHost: { name: 'RXSAVVY_SMTP_HOST', secret: false },
  smtpFrom: { name: 'RXSAVVY_SMTP_FROM', secret: false },
  smtpUser: { name: 'RXSAVVY_SMTP_USER', secret: true },
  smtpPassword: { name: 'RXSAVVY_SMTP_PASSWORD', secret: true },
  googleClientId: { name: 'RXSAVVY_GOOGLE_CLIENT_ID', secret: true },
  googleClientSecret: { name: 'RXSAVVY_GOOGLE_CLIENT_SECRET', secret: true },
  microsoftClientId: { name: 'RXSAVVY_MICROSOFT_CLIENT_ID', secret: true },
  microsoftClientSecret: { name: 'RXSAVVY_MICROSOFT_CLIENT_SECRET', secret: true },
} as const satisfies Record<string, { name: string; secret: boolean }>;

type Placeholder = keyof typeof REALM_PLACEHOLDERS;
const ref = (key: Placeholder) => `\${${REALM_PLACEHOLDERS[key].name}}`;

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'RxSavvy operators: the admin pages (Lambda status, caches, price explainer, pharmacy opt-ins)',
  pharmacist: 'A pharmacy\'s own staff: the pharmacy portal (opt-in, fees per PBM)',
  'marketplace-admin': 'Coupon API sales: the AWS Marketplace and benefit-manager admin pages',
};

/** Brute force: 5 failures lock an account for 1 minute, doubling up to 15 minutes (Keycloak's MULTIPLE strategy). */
const BRUTE_FORCE = {
  bruteForceProtected: true,
  permanentLockout: false,
  failureFactor: 5,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 15 * 60,
  minimumQuickLoginWaitSeconds: 60,
  quickLoginCheckMilliSeconds: 1000,
  maxDeltaTimeSeconds: 12 * 60 * 60,
};

const TOKEN_PLACEMENT = { 'access.token.claim': 'true', 'id.token.claim': 'true', 'userinfo.token.claim': 'true', 'introspection.token.claim': 'true' };

/**
 * The client's own mappers, so the access token carries exactly ACCESS_TOKEN_CLAIMS and the
 * audience whatever the realm's default client scopes do. Mapper types and config keys are
 * Keycloak's (the ones a Keycloak 26 export writes; tests/fixtures/keycloak-26-realm-representation.json).
 */
function protocolMappers() {
  const mapper = (name: string, protocolMapper: string, config: Record<string, string>) => ({ name, protocol: 'openid-connect', protocolMapper, config });
  return [
    mapper(`audience ${ACCESS_TOKEN_AUDIENCE}`, 'oidc-audience-mapper', {
      'included.client.audience': ACCESS_TOKEN_AUDIENCE,
      'access.token.claim': 'true',
      'id.token.claim': 'false',
      'introspection.token.claim': 'true',
    }),
    mapper('email', 'oidc-usermodel-attribute-mapper', { 'user.attribute': 'email', 'claim.name': ACCESS_TOKEN_CLAIMS.email, 'jsonType.label': 'String', ...TOKEN_PLACEMENT }),
    mapper('email verified', 'oidc-usermodel-property-mapper', { 'user.attribute': 'emailVerified', 'claim.name': ACCESS_TOKEN_CLAIMS.emailVerified, 'jsonType.label': 'boolean', ...TOKEN_PLACEMENT }),
    mapper('full name', 'oidc-full-name-mapper', TOKEN_PLACEMENT),
    mapper('realm roles', 'oidc-usermodel-realm-role-mapper', {
      'claim.name': ACCESS_TOKEN_CLAIMS.roles,
      'jsonType.label': 'String',
      multivalued: 'true',
      'access.token.claim': 'true',
      'id.token.claim': 'false',
      'userinfo.token.claim': 'false',
      'introspection.token.claim': 'true',
    }),
  ];
}

const BROKERS: Record<(typeof IDENTITY_PROVIDER_ALIASES)[number], { displayName: string; trustEmail: boolean; clientId: Placeholder; clientSecret: Placeholder }> = {
  // Google only signs in addresses it has verified.
  google: { displayName: 'Google', trustEmail: true, clientId: 'googleClientId', clientSecret: 'googleClientSecret' },
  // Microsoft accounts can carry an e-mail their owner never proved: Keycloak verifies it itself.
  microsoft: { displayName: 'Microsoft', trustEmail: false, clientId: 'microsoftClientId', clientSecret: 'microsoftClientSecret' },
};

/** The realm representation Keycloak imports (keys and types: Keycloak's RealmRepresentation). */
export function buildRealm() {
  return {
    realm: IDENTITY_REALM,
    displayName: BRAND.name,
    enabled: true,
    sslRequired: 'all',
    registrationAllowed: false,
    loginWithEmailAllowed: true,
    duplicateEmailsAllowed: false,
    resetPasswordAllowed: true,
    editUsernameAllowed: false,
    rememberMe: false,
    verifyEmail: true,
    ...BRUTE_FORCE,
    passwordPolicy: 'length(12) and notUsername and notEmail and passwordHistory(3)',
    accessTokenLifespan: ACCESS_TOKEN_TTL_S,
    ssoSessionIdleTimeout: 30 * 60,
    ssoSessionMaxLifespan: SESSION_TTL_S,
    revokeRefreshToken: true,
    refreshTokenMaxReuse: 0,
    eventsEnabled: true,
    eventsExpiration: 30 * 24 * 60 * 60,
    eventsListeners: ['jboss-logging'],
    adminEventsEnabled: true,
    adminEventsDetailsEnabled: false,
    roles: {
      realm: IDENTITY_ROLES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name], composite: false, clientRole: false })),
    },
    clients: [
      {
        clientId: IDENTITY_CLIENT_ID,
        name: `${BRAND.name} web site`,
        enabled: true,
        protocol: 'openid-connect',
        publicClient: true,
        bearerOnly: false,
        consentRequired: false,
        standardFlowEnabled: true,
        implicitFlowEnabled: false,
        directAccessGrantsEnabled: false,
        serviceAccountsEnabled: false,
        frontchannelLogout: true,
        fullScopeAllowed: true,
        rootUrl: ref('siteOrigin'),
        baseUrl: '/',
        redirectUris: [`${ref('siteOrigin')}${SIGN_IN_RETURN_PATH_PATTERN}`],
        webOrigins: [ref('siteOrigin')],
        attributes: {
          'pkce.code.challenge.method': PKCE_METHOD,
          'post.logout.redirect.uris': `${ref('siteOrigin')}${SIGN_IN_RETURN_PATH_PATTERN}`,
          'oauth2.device.authorization.grant.enabled': 'false',
          'oidc.ciba.grant.enabled': 'false',
        },
        // `basic` gives `sub` and `auth_time`; not `roles` (its audience resolver would add `account`
        // to `aud`) nor `profile`/`email`: the client's own mappers give exactly our claims.
        defaultClientScopes: ['basic', 'acr', 'web-origins'],
        optionalClientScopes: [],
        protocolMappers: protocolMappers(),
      },
    ],
    identityProviders: IDENTITY_PROVIDER_ALIASES.map((alias) => ({
      alias,
      providerId: alias,
      displayName: BROKERS[alias].displayName,
      enabled: true,
      trustEmail: BROKERS[alias].trustEmail,
      storeToken: false,
      linkOnly: false,
      config: { clientId: ref(BROKERS[alias].clientId), clientSecret: ref(BROKERS[alias].clientSecret), syncMode: 'IMPORT' },
    })),
    smtpServer: {
      host: ref('smtpHost'),
      port: '587',
      starttls: 'true',
      ssl: 'false',
      auth: 'true',
      user: ref('smtpUser'),
      password: ref('smtpPassword'),
      from: ref('smtpFrom'),
      fromDisplayName: BRAND.name,
    },
  };
}

/** The committed file's exact text. */
export function renderRealm(): string {
  return `${JSON.stringify(buildRealm(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REALM_FILE, renderRealm());
  console.log(`wrote ${REALM_FILE}`);
}
