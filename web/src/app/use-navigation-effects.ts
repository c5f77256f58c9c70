import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { COOKIES, writeCookie } from '../components/cookies';
import { setCanonicalUrl, setDocumentMeta, setLanguageAlternates, setRobotsNoindex } from '../components/page-meta';
import { canonicalUrl } from '../../../shared/seo';
import { loadedCatalog, translate, type MessageKey } from '../i18n/i18n';
import { englishPath, pathIn } from '../i18n/lang';
import { isRememberedPage, setsDocumentMeta } from './chrome';
import { pageTitle, type PageMeta } from './pages';
import { matchPage } from './route-table';
import { sendPageView } from './seo-page-view';

/** The page-table entry of the current location (undefined on the not-found page) and its path parameters. */
export function useCurrentPage() {
  const { pathname } = useLocation();
  return useMemo(() => matchPage(pathname), [pathname]);
}

/** rules#site-shell global behaviour after each navigation: meta, last-page cookie, scroll. */
export function useNavigationEffects(): void {
  const location = useLocation();
  const { page, params, lang } = useCurrentPage();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    if (!page) {
      setCanonicalUrl(undefined);
      setLanguageAlternates([]);
      return;
    }
    let current = true;
    const apply = (dynamic?: PageMeta) => {
      if (!current) return;
      const spanish = lang === 'es' && page.es ? spanishMeta(page.es, params) : undefined;
      const title = spanish?.title ?? dynamic?.title ?? pageTitle(page, params);
      const noindex = Boolean(page.noindex || dynamic?.noindex);
      if (setsDocumentMeta(location.pathname, title)) setDocumentMeta(title, spanish?.description ?? dynamic?.description ?? page.description);
      setRobotsNoindex(noindex);
      const indexable = !noindex && !location.pathname.startsWith('/admin');
      setCanonicalUrl(indexable ? canonicalUrl(location.pathname) : undefined);
      setLanguageAlternates(indexable && page.es ? languageAlternates(location.pathname) : []);
    };
    const dynamic = page.dynamicMeta?.(params);
    if (dynamic instanceof Promise) dynamic.then(apply, () => apply());
    else apply(dynamic);
    return () => {
      current = false;
    };
  }, [location.pathname, page, params, lang]);

  useEffect(() => {
    sendPageView(location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    const full = `${location.pathname}${location.search}${location.hash}`;
    const before = previous.current;
    if (before !== undefined && before !== full && isRememberedPage(before.split(/[?#]/)[0] ?? before)) {
      writeCookie(COOKIES.lastPage.name, before, COOKIES.lastPage.days);
    }
    previous.current = full;
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (new URLSearchParams(location.search).has('savePosition')) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.pathname, location.search, location.hash]);
}

/** A Spanish page's title and description, from the Spanish catalog (loaded before the page renders). */
function spanishMeta(key: string, params: Record<string, string | undefined>): PageMeta | undefined {
  const i18n = loadedCatalog('es');
  if (!i18n) return undefined;
  return {
    title: translate(i18n, `meta.${key}.title` as MessageKey, params),
    description: translate(i18n, `meta.${key}.description` as MessageKey, params),
  };
}

/** hreflang alternates of a page that exists in both languages: each language, and x-default (English). */
export function languageAlternates(pathname: string): { hreflang: string; href: string }[] {
  const english = canonicalUrl(englishPath(pathname));
  return [
    { hreflang: 'en', href: english },
    { hreflang: 'es', href: canonicalUrl(pathIn('es', englishPath(pathname))) },
    { hreflang: 'x-default', href: english },
  ];
}
