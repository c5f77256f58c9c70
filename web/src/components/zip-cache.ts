import { isCacheableIpZip, isValidZip } from '../../../shared/validation';
import { COOKIES, readCookie, writeCookie } from './cookies';

/**
 * rules#validation, rules#constants: the visitor's zip is trimmed and cached for about a year. A zip guessed from the
 * IP lookup is cached only when its length is 3 to 6. The home page and the search page share it.
 */
export function readCachedZip(): string | undefined {
  const zip = readCookie(COOKIES.zip.name)?.trim();
  return zip ? zip : undefined;
}

export function cacheZip(zip: string): void {
  const value = zip.trim();
  if (isValidZip(value)) writeCookie(COOKIES.zip.name, value, COOKIES.zip.days);
}

/** Returns true when the guessed zip was kept. */
export function cacheIpZip(zip: string): boolean {
  const value = zip.trim();
  if (!isCacheableIpZip(value)) return false;
  writeCookie(COOKIES.zip.name, value, COOKIES.zip.days);
  return true;
}

/** rules#calls: the IP lookup is not made on a mobile-cellular connection. */
export function isCellularConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { type?: string } }).connection;
  return connection?.type === 'cellular';
}
