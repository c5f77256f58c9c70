import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyComponent } from './lazy-page';
import { NotFoundPage } from './NotFoundPage';
import { pages, redirects } from './pages';
import { RouteError } from './RouteError';

function redirectRoute(from: string, to: string): RouteObject {
  return {
    path: from,
    loader: ({ request }) => {
      const url = new URL(request.url);
      return redirect(`${to}${url.search}${url.hash}`);
    },
  };
}

export const routeObjects: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      ...Object.entries(redirects).map(([from, to]) => redirectRoute(from, to)),
      ...pages.map((page) => ({
        path: page.path,
        handle: { page },
        lazy: () => lazyComponent(page.load),
        errorElement: <RouteError />,
      })),
      { path: '*', element: <NotFoundPage />, handle: { page: undefined } },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
