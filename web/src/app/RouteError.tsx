import { Component, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { describeError, reportClientError } from './client-errors';
import { MarkPageShown } from './page-shown';

/** A chunk that failed (or took over 120 s) to load, or a page that crashed: offer a retry. */
export function RouteError({ error }: { error: unknown }) {
  const chunk = error instanceof Error && error.name === 'ChunkLoadError';
  const t = useT();
  return (
    <section className="page narrow" role="alert">
      <h1>{chunk ? t('routeError.chunkTitle') : t('routeError.crashTitle')}</h1>
      <p>
        {chunk ? t('routeError.chunkText') : t('routeError.crashText')} {t('routeError.tryAgain')}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('routeError.retry')}
      </button>
    </section>
  );
}

interface BoundaryState {
  error?: unknown;
  /** The path the error happened on: another path (even of the same route) clears it. */
  errorPath?: string;
}

/** Catches what a page throws while loading or rendering; navigating to another path clears it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    if (state.error === undefined) return null;
    if (state.errorPath === undefined) return { errorPath: props.pathname };
    return state.errorPath === props.pathname ? null : { error: undefined, errorPath: undefined };
  }

  override componentDidCatch(error: unknown) {
    const err = error instanceof Error ? error : new Error(String(error));
    reportClientError(describeError({ message: `Page error: ${err.message}`, stack: err.stack }, location.pathname));
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    // The error card is the page drawn: the footer may follow (page-shown.ts).
    return (
      <>
        <RouteError error={this.state.error} />
        <MarkPageShown />
      </>
    );
  }
}
