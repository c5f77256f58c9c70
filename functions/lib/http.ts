import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { assertThroughCloudFront, originVerifyTokens } from './origin-verify';
import { isLoopback, takeToken } from './ip-bucket';
import type { Contract, ResponseOf } from '../../shared/contract';
import { authenticate, type AuthRequirement, type Identity } from './auth';
import type { RouteAuth } from '../../shared/api-routes';
import { HttpError } from './errors';
import { isDependencyFailure } from './dependency-failure';
import { createLogger, stackFrames, type Logger } from './logger';
import { countAcrossRoutes, countMetric, publishMetrics } from './metrics';
import { clientIp } from './request-info';
import { traceInvocation } from './tracer';
import { serialise } from './reusable-body';
import { encodeBody } from './compress';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface HttpRequest<C extends Contract> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  params: Record<string, string>;
  event: HttpEvent;
  requestId: string;
  sourceIp: string;
  log: Logger;
  /** The caller, when the route's `auth` is a role or `optional-sign-in` and a valid bearer token was sent. */
  identity?: Identity;
}

/** A handler returns the response body, or `{ status, body, headers }` to choose the status. */
const REPLY = Symbol('reply');

export interface Reply<T> {
  [REPLY]: true;
  status: number;
  body: T;
  headers?: Record<string, string>;
}

export function reply<T>(status: number, body: T, headers?: Record<string, string>): Reply<T> {
  return { [REPLY]: true, status, body, ...(headers ? { headers } : {}) };
}

export interface HttpOptions {
  /** Largest accepted request body in bytes; more is a 413. */
  maxBodyBytes?: number;
  /** 'form': the body is application/x-www-form-urlencoded (e.g. AWS Marketplace's registration POST). Default JSON. */
  bodyFormat?: 'json' | 'form';
  cacheControl?: string;
}

const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

export const securityHeaders: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function readBody(event: HttpEvent, maxBytes: number, format: 'json' | 'form' = 'json'): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) {
    throw new HttpError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes.`);
  }
  if (format === 'form') return Object.fromEntries(new URLSearchParams(raw));
  if (!isJsonMediaType(event.headers?.['content-type'])) {
    // A browser posts text/plain (and form types) to any site without asking (no CORS preflight):
    // requiring JSON's own type keeps other sites from driving a visitor's browser at these routes.
    throw new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

/** `application/json` or a `+json` type, with any parameters (`; charset=utf-8`). */
function isJsonMediaType(contentType: string | undefined): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test((contentType ?? '').trim());
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'invalid_input', `Invalid ${where}: ${describeZodError(result.error)}`);
  }
  return result.data;
}

/**
 * In local and test runs, a response that breaks its contract is a bug we want to see at once.
 * Deployed stages skip it, and so does the benchmark (VALIDATE_RESPONSES=false) to measure them.
 */
const checkResponses = () => !['dev', 'staging', 'prod'].includes(process.env.STAGE ?? 'local') && process.env.VALIDATE_RESPONSES !== 'false';

interface RequestState {
  started: number;
  requestId: string;
  log: Logger;
}

/**
 * The correlation id (API Gateway's request id, in every log line and the `x-request-id` header),
 * one structured log line per request and the route's error counts, and the security headers on every answer.
 */
function observe(routeId: string): MiddlewareObj<HttpEvent, HttpResult, Error, Context & { state?: RequestState }> {
  const finish = (request: { response?: HttpResult | null; context: Context & { state?: RequestState } }) => {
    const res = request.response;
    if (!res) return;
    const state = request.context.state;
    res.headers = { ...securityHeaders, ...res.headers, 'x-request-id': state?.requestId ?? request.context.awsRequestId };
    if (state) {
      const status = res.statusCode ?? 200;
      const ms = Date.now() - state.started;
      state.log[status >= 500 ? 'error' : 'info']('request', { status, ms });
      // Requests and duration are the function's own Invocations and Duration (one function per route).
      if (status >= 500) countMetric('Errors5xx');
      else if (status >= 400) countMetric('Errors4xx');
    }
    publishMetrics(routeId);
  };
  return {
    before: (request) => {
      const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
      request.context.state = {
        started: Date.now(),
        requestId,
        log: createLogger({ requestId, route: routeId, method: request.event.requestContext?.http?.method }),
      };
    },
    after: finish,
    onError: finish,
  };
}

/** Maps thrown errors to `{ error: { code, message } }`; unknown errors never leak their text. */
function mapErrors(): MiddlewareObj<HttpEvent, HttpResult, Error, Context & { state?: RequestState }> {
  return {
    onError: (request) => {
      const err = request.error;
      if (err instanceof HttpError) {
        request.response = { statusCode: err.status, headers: err.headers, body: errorBody(err.code, err.message) };
        return;
      }
      if (isDependencyFailure(err)) {
        // Storage or another service was slow, refused or failed: the visitor's request was fine
        // and may be retried, so it is a 503 with Retry-After (counted as LoadShed), not a 500.
        countMetric('LoadShed');
        countAcrossRoutes('LoadShed');
        request.context.state?.log.warn('dependency failed', { code: err?.name ?? 'Error', detail: err?.message?.slice(0, 200) });
        request.response = { statusCode: 503, headers: { 'retry-after': String(SHED_RETRY_AFTER_S) }, body: errorBody('overloaded', overloadedMessage) };
        return;
      }
      request.context.state?.log.error('unhandled error', { code: err?.name ?? 'Error', detail: err?.message?.slice(0, 200), stack: stackFrames(err ?? undefined) });
      request.response = { statusCode: 500, body: errorBody('internal_error', 'Something went wrong on our side. Please try again.') };
    },
  };
}

/**
 * Every public route's per-caller limit (lib/ip-bucket.ts), keyed on the caller's address as the
 * runtime sees it (lib/request-info.ts: the connection, or CloudFront's viewer address on requests
 * that carry the origin token), never on a header the caller chooses: a made-up `x-api-key` is
 * just another header. 429 with Retry-After, before any work. Coupon API routes (`api-key`) are
 * not counted here: the key the authorizer identified has its own quota (coupon-api-route.ts).
 */
function limitPublicCaller(routeId: string, sourceIp: string): void {
  if (isLoopback(sourceIp)) return;
  const verdict = takeToken(`${routeId}|ip:${sourceIp}`);
  if (!verdict.allowed) {
    throw new HttpError(429, 'rate_limited', `Too many requests. Please try again in ${verdict.retryAfterSeconds} seconds.`, { 'retry-after': String(verdict.retryAfterSeconds) });
  }
}

/** The bearer-token check a route's `auth` asks for (none for public and API-key routes). */
function tokenRequirement(auth: RouteAuth): AuthRequirement | undefined {
  return auth === 'public' || auth === 'api-key' ? undefined : auth;
}

/**
 * The one HTTP handler factory: the route's auth (a role is checked before the input is
 * validated: 401 / 403), validation against its contract, error mapping, logging and security
 * headers, all read from the contract. A handler file only says what the route does.
 */
export function httpHandler<C extends Contract>(
  contract: C,
  fn: (req: HttpRequest<C>) => Promise<ResponseOf<C> | Reply<ResponseOf<C>>>,
  options: HttpOptions = {},
) {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const routeId = contract.id;
  const auth = tokenRequirement(contract.auth);
  const base = async (event: HttpEvent, context: Context & { state?: RequestState }): Promise<HttpResult> => {
    const originToken = assertThroughCloudFront(event, await originVerifyTokens());
    const sourceIp = clientIp(event, { ORIGIN_VERIFY_TOKEN: originToken });
    if (contract.auth === 'public' || contract.auth === 'optional-sign-in') limitPublicCaller(routeId, sourceIp);
    const identity = auth ? await authenticate(event, auth) : undefined;
    const query = parseWith(contract.query, event.queryStringParameters ?? {}, 'query') as z.output<C['query']>;
    const body = parseWith(contract.body, contract.method === 'GET' ? {} : readBody(event, maxBodyBytes, options.bodyFormat), 'body') as z.output<C['body']>;
    const result = await beforeDeadline(context, fn({
      query,
      body,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      event,
      requestId: context.awsRequestId,
      sourceIp,
      log: context.state?.log ?? createLogger({ route: routeId }),
      ...(identity ? { identity } : {}),
    }));
    const replyValue: Omit<Reply<unknown>, typeof REPLY> = isReply(result) ? result : { status: 200, body: result };
    if (checkResponses() && replyValue.status < 300) {
      const check = contract.response.safeParse(replyValue.body);
      if (!check.success) throw new Error(`Response breaks the ${routeId} contract: ${describeZodError(check.error)}`);
    }
    // Compressed here: neither API Gateway's HTTP API nor CloudFront (caching off) compresses an answer (lib/compress.ts).
    const encoded = encodeBody(serialise(replyValue.body), event.headers?.['accept-encoding']);
    return {
      statusCode: replyValue.status,
      headers: { 'cache-control': options.cacheControl ?? 'no-store', ...replyValue.headers, ...encoded.headers },
      body: encoded.body,
      ...(encoded.isBase64Encoded ? { isBase64Encoded: true } : {}),
    };
  };
  return middy<HttpEvent, HttpResult, Error, Context & { state?: RequestState }>(base)
    .use(traceInvocation(routeId))
    .use(observe(routeId))
    .use(mapErrors());
}

/**
 * Time kept back from the Lambda timeout to answer. A handler still waiting on a dependency (slow
 * storage under load) when only this much is left is answered 503 + Retry-After, counted as
 * LoadShed: the visitor is told to retry instead of getting a timeout (a 5xx from API Gateway).
 */
const SHED_MARGIN_MS = 400;
const SHED_RETRY_AFTER_S = 2;
const overloadedMessage = `We are busy right now. Please try again in ${SHED_RETRY_AFTER_S} seconds.`;

async function beforeDeadline<T>(context: Context, work: Promise<T>): Promise<T> {
  const remaining = context.getRemainingTimeInMillis?.();
  if (!remaining || !Number.isFinite(remaining)) return work;
  let timer: NodeJS.Timeout | undefined;
  const shed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      countMetric('LoadShed');
      countAcrossRoutes('LoadShed');
      reject(new HttpError(503, 'overloaded', overloadedMessage, { 'retry-after': String(SHED_RETRY_AFTER_S) }));
    }, Math.max(0, remaining - SHED_MARGIN_MS));
  });
  try {
    return await Promise.race([work, shed]);
  } finally {
    clearTimeout(timer);
  }
}

function isReply<T>(value: unknown): value is Reply<T> {
  return typeof value === 'object' && value !== null && REPLY in value;
}
