/**
 * Whether an error is a dependency's failure (storage, a queue, SES/SNS, a PBM, the identity
 * server): it timed out, refused or dropped the connection, throttled us, or failed on its side.
 * Such a request was fine and may simply be retried, so the HTTP layer answers 503 + Retry-After
 * instead of a 500. Anything else (a bug, a request the service rejects as malformed) stays a 500.
 */
const NETWORK_CODES = new Set([
  'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED',
]);

const TRANSIENT_NAMES = new Set([
  'TimeoutError', 'AbortError', 'RequestTimeout', 'RequestTimeoutException', 'NetworkingError',
  'ThrottlingException', 'Throttling', 'TooManyRequestsException', 'ProvisionedThroughputExceededException',
  'RequestLimitExceeded', 'LimitExceededException', 'ServiceUnavailable', 'ServiceUnavailableException',
  'InternalServerError', 'InternalFailure', 'InternalServiceError', 'TransactionConflictException',
]);

interface ErrorLike {
  name?: string;
  code?: string;
  message?: string;
  cause?: unknown;
  $fault?: 'client' | 'server';
  $metadata?: { httpStatusCode?: number };
  $retryable?: unknown;
}

export function isDependencyFailure(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as ErrorLike;
  if (e.name && TRANSIENT_NAMES.has(e.name)) return true;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  // An AWS SDK error: the service failed on its side, asked us to retry, or never answered.
  if (e.$fault === 'server' || e.$retryable) return true;
  if (e.$metadata && (e.$metadata.httpStatusCode === undefined || e.$metadata.httpStatusCode >= 500 || e.$metadata.httpStatusCode === 429)) return true;
  if (e.message === 'socket hang up') return true;
  // fetch() wraps the network error: TypeError('fetch failed', { cause }).
  return isDependencyFailure(e.cause, depth + 1);
}
