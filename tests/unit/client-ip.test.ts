import { describe, expect, it } from 'vitest';
import { clientIp } from '../../functions/lib/request-info';
import type { HttpEvent } from '../../functions/lib/http';

const event = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '130.176.0.1' } } }) as unknown as HttpEvent;
const env = { ORIGIN_VERIFY_TOKEN: 'token-from-cloudfront-origin-header' };

describe('clientIp', () => {
  it('uses the viewer address CloudFront sends with its origin token', () => {
    expect(clientIp(event({ 'x-origin-verify': env.ORIGIN_VERIFY_TOKEN, 'cloudfront-viewer-address': '198.51.100.7:46532' }), env)).toBe('198.51.100.7');
    expect(clientIp(event({ 'x-origin-verify': env.ORIGIN_VERIFY_TOKEN, 'cloudfront-viewer-address': '2001:db8::1:443' }), env)).toBe('2001:db8::1');
  });
  it('ignores a viewer address without the token (a direct call to the API)', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '198.51.100.7:1' }), env)).toBe('130.176.0.1');
    expect(clientIp(event({ 'x-origin-verify': 'guess', 'cloudfront-viewer-address': '198.51.100.7:1' }), env)).toBe('130.176.0.1');
    expect(clientIp(event({ 'x-origin-verify': 'x', 'cloudfront-viewer-address': '198.51.100.7:1' }), {})).toBe('130.176.0.1');
  });
});

describe('the request host and origin (visitor-controlled headers)', () => {
  it('ignores malformed forwarded hosts and protocols instead of failing', async () => {
    const { requestHost, requestOrigin } = await import('../../functions/lib/request-info');
    const withHeaders = (headers: Record<string, string>) => ({ ...event({}), headers }) as Parameters<typeof requestHost>[0];
    expect(requestHost(withHeaders({ 'x-forwarded-host': 'a b', host: 'rxsavvy.com' }))).toBe('rxsavvy.com');
    expect(requestHost(withHeaders({ 'x-forwarded-host': 'evil.example/@x', host: 'bad host' }))).toBe('localhost');
    expect(requestOrigin(withHeaders({ host: 'rxsavvy.com', 'x-forwarded-proto': 'javascript' }))).toBe('https://rxsavvy.com');
    expect(requestOrigin(withHeaders({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
  });
});
