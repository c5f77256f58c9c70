import type { ReactNode } from 'react';
import { errorMessage } from '../../api/base-query';

interface RequestStateProps {
  isLoading: boolean;
  error: unknown;
  /** Shown instead of the children when the answer holds nothing to show. */
  empty?: string | false;
  loadingText?: string;
  children: ReactNode;
}

/** Loading, error and empty states of one request, the same on every admin page. */
export function RequestState({ isLoading, error, empty, loadingText = 'Loading…', children }: RequestStateProps) {
  if (isLoading) {
    return (
      <p className="admin-state" role="status">
        {loadingText}
      </p>
    );
  }
  if (error) {
    return (
      <p className="alert alert--error" role="alert">
        {errorMessage(error, 'The request failed. Please try again.')}
      </p>
    );
  }
  if (empty) return <p className="admin-state admin-state--empty">{empty}</p>;
  return <>{children}</>;
}
