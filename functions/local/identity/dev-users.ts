import type { Role } from '../../../shared/api-routes';

/**
 * The local identity server's users (README: "Signing in locally"). Local only: the provider
 * that knows them runs under `npm start` and the tests, never in a deployed stage.
 */
export const DEV_PASSWORD = 'rxsavvy-dev';

export interface DevUser {
  sub: string;
  email: string;
  name: string;
  roles: Role[];
}

export const DEV_USERS = {
  pharmacist: { sub: 'dev-pharmacist', email: 'pharmacist@rxsavvy.test', name: 'Pat Pharmacist', roles: ['pharmacist'] },
  admin: { sub: 'dev-admin', email: 'admin@rxsavvy.test', name: 'Ada Admin', roles: ['admin', 'marketplace-admin'] },
  marketplace: { sub: 'dev-marketplace', email: 'marketplace@rxsavvy.test', name: 'Max Marketplace', roles: ['marketplace-admin'] },
} as const satisfies Record<string, DevUser>;

export type DevUserKey = keyof typeof DEV_USERS;

export function findDevUser(by: { sub?: string; email?: string }): DevUser | undefined {
  const email = by.email?.trim().toLowerCase();
  return Object.values(DEV_USERS).find((u) => (by.sub !== undefined && u.sub === by.sub) || (email !== undefined && u.email === email));
}

/** Environment the provider exports: the issuer, and its signing key for tests that mint tokens. */
export const ISSUER_ENV = 'OIDC_ISSUER';
export const DEV_SIGNING_KEY_ENV = 'OIDC_DEV_SIGNING_JWK';
