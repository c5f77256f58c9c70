import { isApiPath } from '../../../functions/local/route-matcher';
import type { RawAnswer } from './send-raw';

/** Internals an answer must never show: stack frames, JS error names, source and machine paths. */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\n\s+at \S|\bat \S+ \((?:\/|file:|node:)/],
  ['a JS error name', /\b(TypeError|ReferenceError|RangeError|SyntaxError|URIError|EvalError)\b/],
  ['a source file path', /\/(work|home|tmp|usr|var)\/[\w.-]+|node_modules|file:\/\/|\.[cm]?[tj]s:\d+/],
  ['an SDK or database error', /\b(ValidationException|ResourceNotFoundException|ConditionalCheckFailed|UnknownOperationException|ECONNREFUSED|dynalite)\b/],
];

const isErrorBody = (v: unknown): boolean => {
  const error = (v as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

/**
 * API Gateway answers an HTTP API's Lambda-authorizer refusal itself, with bodies no setting can
 * change (HTTP APIs have no gateway responses): `{"message":"Unauthorized"}` (no key) and
 * `{"message":"Forbidden"}` (a refused key). The Coupon API's OpenAPI documents them; they are the only
 * 4xx allowed another shape, and only on the `/v1` API-key routes.
 */
const isAuthorizerRefusal = (status: number, path: string, v: unknown): boolean =>
  path.startsWith('/v1/') && ((status === 401 && JSON.stringify(v) === '{"message":"Unauthorized"}') || (status === 403 && JSON.stringify(v) === '{"message":"Forbidden"}'));

/**
 * A dependency that was slow or refused (the local DynamoDB under a storm of requests) may be
 * answered 503 + Retry-After with the `overloaded` error (lib/http.ts, counted as LoadShed): the
 * caller is told to retry. Any other 5xx, a 500 above all, is a failure.
 */
export function isShed(answer: RawAnswer): boolean {
  if (answer.status !== 503 || !/^\d+$/.test(answer.retryAfter ?? '')) return false;
  try {
    return (JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code === 'overloaded';
  } catch {
    return false;
  }
}

/**
 * What is wrong with an answer to a hostile request, or undefined when it is a proper refusal or
 * answer. The `{error:{code,message}}` rule is the API's: a target that normalizes out of the API
 * (`/api/x/../../etc/passwd`) is the static site's, judged on 5xx and leaks only.
 */
export function judge(answer: RawAnswer, req: { method: string; target: string }): string | undefined {
  if (isShed(answer)) return undefined;
  if (answer.status >= 500) return `${answer.status}${answer.status === 503 ? ' without Retry-After and the overloaded error' : ''}`;
  for (const [what, pattern] of LEAKS) if (pattern.test(answer.body)) return `${answer.status} leaks ${what}`;
  const path = new URL(req.target, 'http://local').pathname;
  if (answer.status < 400 || req.method === 'HEAD' || !isApiPath(path)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `${answer.status} without a JSON body`;
  }
  return isErrorBody(parsed) || isAuthorizerRefusal(answer.status, path, parsed) ? undefined : `${answer.status} body is not {error:{code,message}}`;
}
