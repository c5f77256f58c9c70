import * as z from 'zod';

/** Roles in the access token's `roles` claim (Keycloak realm `pharmacy`; the local provider's dev users). */
export const roleSchema = z.enum(['admin', 'pharmacist', 'marketplace-admin']);
export type Role = z.infer<typeof roleSchema>;

/** The audience of access tokens for our API (the realm's web client). */
export const ACCESS_TOKEN_AUDIENCE = 'admin-website';
export const IDENTITY_REALM = 'pharmacy';
