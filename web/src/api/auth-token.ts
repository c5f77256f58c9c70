/**
 * The signed-in user's access token, for the base query to send as `Authorization: Bearer`.
 * The auth session (web/src/components/auth) keeps it current; nothing else writes it.
 */
let accessToken: string | undefined;

export function setAccessToken(token: string | undefined): void {
  accessToken = token;
}

/** Header to add to a request to our own API: empty when signed out. */
export function authorizationHeader(): Record<string, string> {
  return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
}
