import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { COOKIES, writeCookie } from '../components/cookies';
import { setCanonicalUrl, setDocumentMeta, setLanguageAlternates, setRobotsNoindex } from '../components/page-meta';
import { canonicalUrl } from '../../../shared/seo';
import { translate, type MessageKey } from '../i18n/i18n';
import { englishPath, pathIn } from '../i18n/lang';
import { isRememberedPage, setsDocumentMeta } from './chrome';
import { pageMetaKey, pageTitle, type PageDef, type PageMeta } from './pages';
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
    const apply = (dynamic?: PageMeta, spanish?: PageMeta) => {
      if (!current) return;
      const title = spanish?.title ?? dynamic?.title ?? pageTitle(page, params);
      const noindex = Boolean(page.noindex || dynamic?.noindex);
      if (setsDocumentMeta(location.pathname, title)) setDocumentMeta(title, spanish?.description ?? dynamic?.description ?? page.description);
      setRobotsNoindex(noindex);
      const indexable = !noindex && !location.pathname.startsWith('/admin');
      setCanonicalUrl(indexable ? canonicalUrl(location.pathname) : undefined);
      setLanguageAlternates(indexable && page.es ? languageAlternates(location.pathname) : []);
    };
    const dynamic = page.dynamicMeta?.(params);
    const spanish = lang === 'es' && page.es ? spanishMeta(page, params) : undefined;
    if (spanish || dynamic instanceof Promise) Promise.all([dynamic, spanish]).then(([d, s]) => apply(d, s), () => apply());
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

/**
 * A Spanish page's title and description, from the Spanish catalog's `meta` section, or from the
 * page's own section for a page with one (the section loader is imported only then, keeping it
 * and the pages' Spanish titles out of the first load; English ones are the page table's).
 */
async function spanishMeta(page: PageDef, params: Record<string, string | undefined>): Promise<PageMeta> {
  const i18n = await import('../i18n/section-catalogs').then((m) => m.loadSection('es', page.section ?? 'meta'));
  return {
    title: translate(i18n, pageMetaKey(page, 'title') as MessageKey, params),
    description: translate(i18n, pageMetaKey(page, 'description') as MessageKey, params),
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
