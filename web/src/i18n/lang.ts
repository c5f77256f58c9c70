/**
 * The site's languages. The path says which one a page is in: English at `/…`, Spanish at
 * `/es/…` (`/es` is the Spanish home page). The visitor's explicit choice (the header's switch)
 * is remembered in local storage; see `rememberedLang` for what it changes.
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

const SPANISH_PREFIX = '/es';

export function langOfPath(pathname: string): Lang {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The path without its language prefix: `/es/Lisinopril` → `/Lisinopril`, `/es` → `/`. */
export function englishPath(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || '/';
}

/** The same page in `lang` (an English path given). */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

/** The key under which the header's language switch stores the visitor's choice. */
export const LANG_STORAGE_KEY = 'rxsavvy.lang';

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
}

export function rememberedLang(): Lang | undefined {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return value === 'en' || value === 'es' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The remembered choice's one effect: a visitor who chose Spanish with the switch and later opens
 * the bare home page `/` (typed, bookmarked) is sent to `/es`. Every other English address opens
 * as it is (a shared link shows what its sender saw), and the switch is always there.
 */
export function homeRedirectFor(pathname: string, remembered: Lang | undefined): string | undefined {
  return pathname === '/' && remembered === 'es' ? SPANISH_PREFIX : undefined;
}
