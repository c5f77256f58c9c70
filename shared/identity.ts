/**
 * The identity server's realm and web client (Keycloak realm `pharmacy`, client `admin-website`;
 * the local OIDC provider mimics both). Access tokens for our API carry the client as audience.
 */
export const IDENTITY_REALM = 'pharmacy';
export const IDENTITY_REALM_PATH = `/realms/${IDENTITY_REALM}`;
export const IDENTITY_CLIENT_ID = 'admin-website';
