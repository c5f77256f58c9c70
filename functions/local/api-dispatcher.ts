import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import type { HttpEvent, HttpResult } from '../lib/http';
import { securityHeaders } from '../lib/http';
import { toHttpApiEvent, lambdaContext } from './http-event';
import { matchRoute, isApiPath } from './route-matcher';
import { recordInvocation } from './metrics';
import { runLocalApiKeyAuthorizer } from './api-key-authorizer';
import { entryHandler } from './entry-handler';

type Handler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** API Gateway refuses payloads over 10 MB; we stop reading far earlier. */
const MAX_RAW_BODY = 1024 * 1024;

function sendJson(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, securityHeaders);
  res.end(JSON.stringify({ error: { code, message } }));
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_RAW_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Serves one request through the route table, as API Gateway + Lambda would. Returns false if not an API path. */
export async function dispatchApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  if (!isApiPath(path)) return false;
  const match = matchRoute(req.method ?? 'GET', path);
  if (match === undefined) {
    sendJson(res, 404, 'not_found', `No API route ${req.method} ${path}.`);
    return true;
  }
  if (match === 'method-not-allowed') {
    sendJson(res, 405, 'method_not_allowed', `${req.method} is not allowed on ${path}.`);
    return true;
  }
  const body = await readBody(req);
  if (!body) {
    sendJson(res, 413, 'payload_too_large', 'The request body is too large.');
    return true;
  }
  const { route } = match;
  const event = toHttpApiEvent(req, body, { routeKey: `${route.contract.method} ${route.contract.path}`, pathParameters: match.pathParameters });
  const started = performance.now();
  let result: HttpResult;
  try {
    // As API Gateway: an apiKey route runs its Lambda authorizer first and passes its context on.
    const denied = route.auth === 'api-key' ? await runLocalApiKeyAuthorizer(event) : undefined;
    result = denied ?? (await (await entryHandler<Handler>('routes', route.id))(event, lambdaContext(route.id, event.requestContext.requestId, route.timeoutSeconds)));
  } catch (err) {
    console.error(`[local] ${route.id} crashed:`, (err as Error).message);
    result = { statusCode: 502, body: JSON.stringify({ error: { code: 'function_crashed', message: 'The function failed.' } }) };
  }
  const status = result.statusCode ?? 200;
  recordInvocation(route.id, performance.now() - started, status);
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(status, headers);
  res.end(result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
  return true;
}
