import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { Lang } from '../i18n/lang';
import { Layout } from './Layout';
import { loadWithTimeout } from './lazy-page';
import { NotFoundPage } from './NotFoundPage';
import { MarkPageShown } from './page-shown';
import type { PageDef } from './pages';
import { pageRoutes, type RouteHandle } from './route-table';
import { RouteErrorBoundary } from './RouteError';

/**
 * Declarative routing (useRoutes + React.lazy) rather than a data router: no page needs loaders
 * or actions, and the data router would add about 17 KB of gzip to every first load. Navigations
 * still keep the old page on screen while the next chunk loads: the router runs them as transitions.
 */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** Holds the page's space while its chunk loads, so the footer does not jump into view. */
function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{children}</RouteErrorBoundary>;
}

/** The page's chunk, and beside it the catalog sections its components read (pages.ts `messages`). */
function loadPage(page: PageDef, lang: Lang): ReturnType<PageDef['load']> {
  const { messages } = page;
  if (!messages?.length) return page.load();
  const sections = import('../i18n/section-catalogs').then(({ loadSection }) => Promise.all(messages.map((section) => loadSection(lang, section))));
  return Promise.all([page.load(), sections]).then(([module]) => module);
}

function lazyPage(page: PageDef, lang: Lang): ReactElement {
  const Page = lazy(() => loadWithTimeout(() => loadPage(page, lang)));
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <MarkPageShown />
      </Suspense>
    </PageBoundary>
  );
}

function elementFor({ page, redirectTo, lang = 'en' }: RouteHandle): ReactElement {
  if (redirectTo) return <RedirectTo to={redirectTo} />;
  return page ? lazyPage(page, lang) : (
    <>
      <NotFoundPage />
      <MarkPageShown />
    </>
  );
}

const routeObjects: RouteObject[] = [{ element: <Layout />, children: pageRoutes.map((route) => ({ ...route, element: elementFor(route.handle) })) }];

export function AppRoutes() {
  return useRoutes(routeObjects);
}
