import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/**
 * keycloak-js decodes the refresh token as a JWT (Keycloak's are); oidc-provider's are opaque.
 * At the token endpoint we hand out `header.payload.<opaque>` (unsigned, informational: the
 * payload only tells keycloak-js when it expires) and strip it back to the opaque value when it
 * returns. The provider still validates the opaque token itself; nothing trusts the payload.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'none', typ: 'Refresh' })).toString('base64url');
const MAX_BODY = 16 * 1024;

export function wrapRefreshToken(opaque: string, expiresInSeconds: number, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ typ: 'Refresh', exp: Math.floor(now / 1000) + expiresInSeconds })).toString('base64url');
  return `${HEADER}.${payload}.${opaque}`;
}

export function unwrapRefreshToken(value: string): string {
  return value.split('.').at(-1) ?? value;
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The request again, with a rewritten body, for the provider's own body parser. */
function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = Readable.from([body]) as unknown as IncomingMessage & { originalUrl?: string };
  Object.assign(copy, {
    headers: { ...req.headers, 'content-length': String(body.length) },
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    originalUrl: (req as IncomingMessage & { originalUrl?: string }).originalUrl,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
  });
  return copy;
}

/** Wraps `refresh_token` in the JSON the provider writes to `res`. */
function wrapResponse(res: ServerResponse, refreshTtlSeconds: number): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  const chunks: Buffer[] = [];
  res.write = ((chunk: unknown) => {
    chunks.push(Buffer.from(chunk as Buffer));
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
    let body = Buffer.concat(chunks);
    try {
      const json = JSON.parse(body.toString('utf8')) as { refresh_token?: unknown };
      if (typeof json.refresh_token === 'string') {
        json.refresh_token = wrapRefreshToken(json.refresh_token, refreshTtlSeconds);
        body = Buffer.from(JSON.stringify(json));
      }
    } catch {
      /* not JSON (an error page): pass through */
    }
    if (!res.headersSent) res.setHeader('content-length', String(body.length));
    return end(body);
  }) as ServerResponse['end'];
}

export async function handleTokenRequest(
  req: IncomingMessage,
  res: ServerResponse,
  refreshTtlSeconds: number,
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<void> {
  const params = new URLSearchParams((await readAll(req)).toString('utf8'));
  const refresh = params.get('refresh_token');
  if (refresh) params.set('refresh_token', unwrapRefreshToken(refresh));
  wrapResponse(res, refreshTtlSeconds);
  await next(withBody(req, Buffer.from(params.toString())), res);
}
