import type { HttpEvent } from './http';

/** The host the visitor used: CloudFront forwards it as x-forwarded-host, locally it is `host`. */
export function requestHost(event: HttpEvent): string {
  const headers = event.headers ?? {};
  return headers['x-forwarded-host'] ?? headers.host ?? event.requestContext?.domainName ?? 'localhost';
}

export function requestOrigin(event: HttpEvent): string {
  const host = requestHost(event);
  const proto = event.headers?.['x-forwarded-proto'] ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}
