import type { HttpEvent } from './http';

/** A host name with an optional port, nothing else (a header is visitor-controlled text). */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * The host the visitor used: CloudFront forwards it as x-forwarded-host, locally it is `host`.
 * A malformed value is ignored (never a 5xx). Only for what the page itself needs (GET /config);
 * links that are mailed are built from the stage's SITE_URL, never from a header.
 */
export function requestHost(event: HttpEvent): string {
  const headers = event.headers ?? {};
  const candidates = [headers['x-forwarded-host'], headers.host, event.requestContext?.domainName];
  return candidates.find((h): h is string => typeof h === 'string' && HOST.test(h)) ?? 'localhost';
}

export function requestOrigin(event: HttpEvent): string {
  const host = requestHost(event);
  const forwarded = event.headers?.['x-forwarded-proto'];
  const proto = forwarded === 'http' || forwarded === 'https' ? forwarded : host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https';
  return `${proto}://${host}`;
}

/**
 * The visitor's IP. Behind CloudFront `requestContext.http.sourceIp` is the edge's address, so
 * CloudFront-Viewer-Address is used, but only on requests that carry CloudFront's origin token
 * (anyone can call the API's own endpoint and send that header). `env.ORIGIN_VERIFY_TOKEN` is the
 * token the handler read from Secrets Manager (lib/origin-verify.ts).
 */
export function clientIp(event: HttpEvent, env: { ORIGIN_VERIFY_TOKEN?: string }): string {
  const source = event.requestContext?.http?.sourceIp ?? 'unknown';
  const token = env.ORIGIN_VERIFY_TOKEN;
  const headers = event.headers ?? {};
  const viewer = headers['cloudfront-viewer-address'];
  if (!token || !viewer || headers['x-origin-verify'] !== token) return source;
  const lastColon = viewer.lastIndexOf(':');
  const ip = (lastColon > 0 ? viewer.slice(0, lastColon) : viewer).replace(/^\[|\]$/g, '');
  return ip || source;
}
