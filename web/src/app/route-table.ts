import { matchRoutes, type RouteObject } from 'react-router-dom';
import { pages, redirects, type PageDef } from './pages';

/** What a route shows: a page of the page table, a redirect, or (neither) the not-found page. */
export interface RouteHandle {
  page?: PageDef;
  redirectTo?: string;
}

/**
 * The page table as router paths, without elements: the router renders them (router.tsx) and
 * the layout asks which page a location is (matchPage) from this one list, so both rank paths
 * the same way.
 */
export const pageRoutes: (RouteObject & { handle: RouteHandle })[] = [
  ...Object.entries(redirects).map(([from, to]) => ({ path: from, handle: { redirectTo: to } })),
  ...pages.map((page) => ({ path: page.path, handle: { page } })),
  { path: '*', handle: {} },
];

export function matchPage(pathname: string): { page?: PageDef; params: Record<string, string | undefined> } {
  const last = matchRoutes(pageRoutes, pathname)?.at(-1);
  return { page: (last?.route.handle as RouteHandle | undefined)?.page, params: last?.params ?? {} };
}
