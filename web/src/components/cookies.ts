/** Small, typed cookie helpers (first-party only; SameSite=Lax, path=/). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86_400)}; Path=/; SameSite=Lax${secure}`;
}

/** rules#data-shapes, rules#constants remembered state. */
export const COOKIES = {
  lastPage: { name: 'LastPage', days: 14 },
  zip: { name: 'Zip', days: 365 },
  email: { name: 'Email', days: 14 },
  sms: { name: 'SMS', days: 14 },
  couponsViewed: { name: 'CouponsViewed', days: 365 },
  mostRecentlyPickedPharmacy: { name: 'MostRecentlyPickedPharmacy', days: 365 },
  searchHistory: { name: 'SearchHistory', days: 365 },
} as const;
