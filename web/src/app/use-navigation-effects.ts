import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { COOKIES, writeCookie } from '../components/cookies';
import { setCanonicalUrl, setDocumentMeta, setRobotsNoindex } from '../components/page-meta';
import { canonicalUrl } from '../../../shared/seo';
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
  const { page, params } = useCurrentPage();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!page) {
      setCanonicalUrl(undefined);
      return;
    }
    let current = true;
    const apply = (dynamic?: PageMeta) => {
      if (!current) return;
      const title = dynamic?.title ?? pageTitle(page, params);
      const noindex = Boolean(page.noindex || dynamic?.noindex);
      if (setsDocumentMeta(location.pathname, title)) setDocumentMeta(title, dynamic?.description ?? page.description);
      setRobotsNoindex(noindex);
      setCanonicalUrl(noindex || location.pathname.startsWith('/admin') ? undefined : canonicalUrl(location.pathname));
    };
    const dynamic = page.dynamicMeta?.(params);
    if (dynamic instanceof Promise) dynamic.then(apply, () => apply());
    else apply(dynamic);
    return () => {
      current = false;
    };
  }, [location.pathname, page, params]);

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
