import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { COOKIES, writeCookie } from '../components/cookies';
import { setDocumentMeta, setRobotsNoindex } from '../components/page-meta';
import { isRememberedPage, setsDocumentMeta } from './chrome';
import { pageTitle, type PageDef } from './pages';

export interface RouteHandle {
  page?: Pick<PageDef, 'title' | 'description' | 'chrome' | 'noindex'>;
}

export function useCurrentPage(): RouteHandle['page'] {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.page;
}

/** Spec §2.4 global behaviour after each navigation: meta, last-page cookie, scroll. */
export function useNavigationEffects(): void {
  const location = useLocation();
  const params = useParams();
  const page = useCurrentPage();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!page) return;
    const title = pageTitle(page, params);
    if (setsDocumentMeta(location.pathname, title)) setDocumentMeta(title, page.description);
    setRobotsNoindex(Boolean(page.noindex));
  }, [location.pathname, page, params]);

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
