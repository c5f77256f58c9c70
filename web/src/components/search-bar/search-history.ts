import { COOKIES, readCookie, writeCookie } from '../cookies';

/** rules#constants: the last 5 searches, lower-cased, de-duplicated, newest first, in the SearchHistory cookie. */
export const SEARCH_HISTORY_MAX = 5;

/** rules#constants popular searches, in the spec's order and spelling; mobile shows the first 3. */
export const POPULAR_SEARCHES = ['Atorvastatin', 'Albuterol Sulfate Hfa', 'Lisinopril', 'Sildenafil', 'Levothyroxine', 'Gabapentin', 'Metformin HCL'] as const;
export const POPULAR_SEARCHES_MOBILE = 3;

/** Commas separate the cookie's entries, so a name never carries one. */
const clean = (name: string) => name.replace(/,/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

export function addToSearchHistory(history: readonly string[], name: string): string[] {
  const entry = clean(name);
  if (!entry) return [...history].slice(0, SEARCH_HISTORY_MAX);
  return [entry, ...history.filter((h) => h !== entry)].slice(0, SEARCH_HISTORY_MAX);
}

export function parseSearchHistory(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map(clean).filter(Boolean).filter((v, i, all) => all.indexOf(v) === i).slice(0, SEARCH_HISTORY_MAX);
}

export const readSearchHistory = (): string[] => parseSearchHistory(readCookie(COOKIES.searchHistory.name));

export function rememberSearch(name: string): string[] {
  const next = addToSearchHistory(readSearchHistory(), name);
  writeCookie(COOKIES.searchHistory.name, next.join(','), COOKIES.searchHistory.days);
  return next;
}

/**
 * Router state of a navigation made by searching: the drug page remembers the name only once the
 * drug is found, so a misspelt name never joins Recent Searches.
 */
export const SEARCHED_STATE = { rememberSearch: true } as const;

export const isSearchedNavigation = (state: unknown): boolean => (state as Partial<typeof SEARCHED_STATE> | null)?.rememberSearch === true;
