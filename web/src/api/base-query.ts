import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { authorizationHeader } from './auth-token';

/**
 * rules#calls's client rules, in one place: GET 10 s, true POST 60 s, the drug-name lookup 1 s;
 * parameters in the query string (objects as encoded JSON); a failed request (status >= 400 or
 * timeout, never 401, never a cancelled one) is retried once after 400 ms (200 ms × 2^1), then
 * sent once to the backup base when this host has one. Cancellation is real (AbortController).
 * An answer the request marks as `unanswered` (no pricing service answered in time: a cold start,
 * a burst) is asked for once more, 400 ms later, before the page says so.
 */
export type RequestKind = 'get' | 'truePost' | 'drugNameLookup';

export interface RequestArgs {
  path: string;
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  body?: unknown;
  kind?: RequestKind;
  /** A successful answer that counts as none yet; the request is sent once more (a method: each endpoint types its own answer). */
  unanswered?(data: unknown): boolean;
}

export type RequestErrorKind = 'http' | 'timeout' | 'network' | 'cancelled';

export interface RequestError {
  kind: RequestErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** The parsed error body: usually `{ error: { code, message } }`. */
  data?: unknown;
}

export const TIMEOUTS: Record<RequestKind, number> = { get: 10_000, truePost: 60_000, drugNameLookup: 1_000 };
export const MAX_ATTEMPTS = 2;
export const backoffMs = (attempt: number): number => 200 * 2 ** attempt;

/** Hosts that may fall back to a second API base after the retry fails. */
export const BACKUP_BASES: Record<string, string> = {
  'rxsavvy.com': 'https://backup.rxsavvy.com',
  'www.rxsavvy.com': 'https://backup.rxsavvy.com',
};

export function encodeQuery(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isRetryable(error: RequestError): boolean {
  if (error.kind === 'cancelled') return false;
  if (error.kind === 'http') return error.status >= 400 && error.status !== 401;
  return true;
}

/** Waits `ms`; false when the request is cancelled meanwhile. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    }, { once: true });
  });

const CANCELLED: { error: RequestError } = { error: { kind: 'cancelled', status: 0 } };

interface Options {
  fetchFn?: typeof fetch;
  /** The page's host, for the backup-base rule. */
  host?: string;
  base?: string;
}

async function attempt(url: string, init: RequestInit, timeoutMs: number, outer: AbortSignal | undefined, fetchFn: typeof fetch): Promise<{ data: unknown } | { error: RequestError }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    const res = await fetchFn(url, { ...init, signal: controller.signal });
    const text = await res.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      /* a non-JSON body stays text */
    }
    return res.ok ? { data } : { error: { kind: 'http', status: res.status, data } };
  } catch {
    if (outer?.aborted) return CANCELLED;
    return { error: { kind: timedOut ? 'timeout' : 'network', status: 0 } };
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

export function createBaseQuery(options: Options = {}): BaseQueryFn<RequestArgs, unknown, RequestError> {
  return async (args, api) => {
    const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
    const host = options.host ?? (typeof location === 'undefined' ? '' : location.hostname);
    const base = options.base ?? '';
    const method = args.method ?? 'GET';
    const kind: RequestKind = args.kind ?? (method === 'POST' ? 'truePost' : 'get');
    const path = `${args.path}${encodeQuery(args.query)}`;
    const init: RequestInit = {
      method,
      headers: {
        ...(args.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' }),
        // Signed in (pharmacy portal, admin pages): our API checks the token on the server.
        ...authorizationHeader(),
      },
      ...(args.body === undefined ? {} : { body: JSON.stringify(args.body) }),
    };

    let result = await attempt(`${base}${path}`, init, TIMEOUTS[kind], api.signal, fetchFn);
    for (let n = 1; n < MAX_ATTEMPTS && 'error' in result && isRetryable(result.error); n += 1) {
      if (!(await pause(backoffMs(n), api.signal))) return CANCELLED;
      result = await attempt(`${base}${path}`, init, TIMEOUTS[kind], api.signal, fetchFn);
    }
    const backup = BACKUP_BASES[host];
    if ('error' in result && isRetryable(result.error) && backup) {
      result = await attempt(`${backup}${path}`, init, TIMEOUTS[kind], api.signal, fetchFn);
    }
    if ('data' in result && args.unanswered?.(result.data)) {
      if (!(await pause(backoffMs(1), api.signal))) return CANCELLED;
      result = await attempt(`${base}${path}`, init, TIMEOUTS[kind], api.signal, fetchFn);
    }
    return result;
  };
}

/** The message to show for a failed request: the server's own `{error:{message}}` when present. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as RequestError | undefined)?.data as { error?: { message?: unknown } } | undefined;
  return typeof data?.error?.message === 'string' ? data.error.message : fallback;
}
