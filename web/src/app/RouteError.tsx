import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { BRAND } from '../../../shared/brand';
import { NotFoundPage } from './NotFoundPage';

/** A chunk that failed (or took over 120 s) to load, or a page that crashed: offer a retry. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = error instanceof Error && error.name === 'ChunkLoadError';
  return (
    <section className="page narrow" role="alert">
      <h1>{chunk ? 'This page did not load' : 'Something went wrong'}</h1>
      <p>
        {chunk
          ? 'Your connection may have dropped while the page was loading.'
          : 'An error stopped this page. It has been reported to us.'}{' '}
        Please try again. If it keeps happening, call us at {BRAND.phone}.
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </section>
  );
}
