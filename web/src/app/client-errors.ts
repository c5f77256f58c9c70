import { API_ROUTES } from '../../../shared/api-routes';
import { LIMITS } from '../../../shared/brand';
import { postBeacon } from './post-beacon';

const MAX_REPORTS_PER_PAGE_LOAD = 10;
let sent = 0;

/**
 * What a report carries: message, source, line, the head of the stack and the page path — never
 * the query string or hash, which can hold drug names, e-mail addresses or phone numbers.
 */
export function describeError(input: { message: string; source?: string; line?: number; column?: number; stack?: string }, path: string): string {
  const parts = [
    input.message,
    input.source ? `at ${input.source.split(/[?#]/)[0]}:${input.line ?? 0}:${input.column ?? 0}` : '',
    input.stack ? input.stack.split('\n').slice(0, 6).join('\n') : '',
    `page ${path}`,
    `agent ${navigator.userAgent}`,
  ];
  return parts.filter(Boolean).join('\n').slice(0, LIMITS.clientErrorMaxChars);
}

export function reportClientError(errorText: string): void {
  if (sent >= MAX_REPORTS_PER_PAGE_LOAD) return;
  sent += 1;
  postBeacon(API_ROUTES['client-error'], { errorText });
}

export function installClientErrorReporting(): void {
  window.addEventListener('error', (event) => {
    const err = event.error as Error | undefined;
    reportClientError(describeError({ message: event.message || String(err), source: event.filename, line: event.lineno, column: event.colno, stack: err?.stack }, location.pathname));
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as Error | string | undefined;
    const message = reason instanceof Error ? `Unhandled rejection: ${reason.message}` : `Unhandled rejection: ${String(reason)}`;
    reportClientError(describeError({ message, stack: reason instanceof Error ? reason.stack : undefined }, location.pathname));
  });
}

/**
 * React's `onRecoverableError`: an error React recovered from by rendering again (the page still
 * works). Its own message is a bare code in production ("Minified React error #520"), so the report
 * and the console line carry the error that caused it.
 */
export function reportRecoverableError(error: unknown): void {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const message = `${error instanceof Error ? error.message : String(error)}${cause ? ` (cause: ${cause.message})` : ''}`;
  console.error(message, cause?.stack ?? '');
  reportClientError(describeError({ message, stack: cause?.stack }, location.pathname));
}
