import { matchRoutes, type RouteObject } from 'react-router-dom';
import { pathIn, type Lang } from '../i18n/lang';
import { pages, redirects, type PageDef } from './pages';

/** What a route shows: a page of the page table, a redirect, or (neither) the not-found page, in `lang`. */
export interface RouteHandle {
  page?: PageDef;
  redirectTo?: string;
  /** The language the route shows its page in (English unless said). */
  lang?: Lang;
}

/**
 * The Spanish routes: `/es` + the path of every page with a Spanish version. A fixed English page
 * with none redirects from its /es path to the English page (rather than reading as a drug name).
 */
const spanishRoutes = pages.flatMap((page): (RouteObject & { handle: RouteHandle })[] => {
  if (page.es) return [{ path: pathIn('es', page.path), handle: { page, lang: 'es' } }];
  if (/[:*]/.test(page.path) || page.path === '/') return [];
  return [{ path: pathIn('es', page.path), handle: { redirectTo: page.path } }];
});

/**
 * The page table as router paths, without elements: the router renders them (router.tsx) and
 * the layout asks which page a location is (matchPage) from this one list, so both rank paths
 * the same way.
 */
export const pageRoutes: (RouteObject & { handle: RouteHandle })[] = [
  ...Object.entries(redirects).map(([from, to]) => ({ path: from, handle: { redirectTo: to } })),
  ...Object.entries(redirects).map(([from, to]) => ({ path: pathIn('es', from), handle: { redirectTo: to } })),
  ...pages.map((page) => ({ path: page.path, handle: { page } })),
  ...spanishRoutes,
  // Any other path under /es is the not-found page in Spanish.
  { path: pathIn('es', '/*'), handle: { lang: 'es' } },
  { path: '*', handle: {} },
];

export function matchPage(pathname: string): { page?: PageDef; params: Record<string, string | undefined>; lang: Lang } {
  const last = matchRoutes(pageRoutes, pathname)?.at(-1);
  const handle = last?.route.handle as RouteHandle | undefined;
  return { page: handle?.page, params: last?.params ?? {}, lang: handle?.lang ?? 'en' };
}
