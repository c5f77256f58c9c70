/**
 * The registration session arrives in the URL from the registration POST; it is moved to this
 * tab's sessionStorage and removed from the address bar (so it is not bookmarked or shared).
 */
const KEY = 'rxsavvy.marketplaceSession';

export function takeRegistrationSession(search: URLSearchParams): string | undefined {
  const fromUrl = search.get('session');
  if (fromUrl) {
    try {
      sessionStorage.setItem(KEY, fromUrl);
    } catch {
      /* storage blocked: keep it for this render only */
    }
    return fromUrl;
  }
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetRegistrationSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
