import { use, useCallback, useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { matchPage } from '../app/route-table';
import { loadCatalog, loadedCatalog, translate, type MessageKey, type MessageValues } from './i18n';
import { englishPath, langOfPath, pathIn, type Lang } from './lang';

/**
 * The current page's language, from its path (`/es/…` is Spanish). This is what a send call
 * (coupon e-mail and SMS, price alerts, sign-ups) passes as `lang`.
 */
export function useLang(): Lang {
  // The location's context rather than useLocation(): a component rendered outside a router (a unit
  // test's static render) is English instead of an error.
  const location = (useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null)?.location;
  return langOfPath(location?.pathname ?? '/');
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The current language's `t`. Suspends while the Spanish catalog loads (first Spanish page only). */
export function useT(): Translate {
  const lang = useLang();
  const i18n = loadedCatalog(lang) ?? use(loadCatalog(lang));
  return useCallback((key, values) => translate(i18n, key, values), [i18n]);
}

/**
 * A site path in the current language: `/faq` is `/es/faq` on a Spanish page when that page has a
 * Spanish version, and stays English when it has none.
 */
export function localizedPath(lang: Lang, to: string): string {
  if (lang === 'en' || !to.startsWith('/')) return to;
  const [path = '/', rest = ''] = splitPath(to);
  return hasSpanish(path) ? `${pathIn('es', path)}${rest}` : to;
}

export function useLocalize(): (to: string) => string {
  const lang = useLang();
  return useCallback((to: string) => localizedPath(lang, to), [lang]);
}

function splitPath(to: string): [string, string] {
  const at = to.search(/[?#]/);
  return at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)];
}

/** Whether the page at this English path has a Spanish version. */
export function hasSpanish(path: string): boolean {
  return Boolean(matchPage(englishPath(path)).page?.es);
}
