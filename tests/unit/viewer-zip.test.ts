import { describe, expect, it } from 'vitest';
import { zipFromViewerHeaders } from '../../functions/lib/viewer-zip';
import type { HttpEvent } from '../../functions/lib/http';

const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as HttpEvent;

describe('zipFromViewerHeaders', () => {
  it('uses a US 5-digit postal code from CloudFront', () => {
    expect(zipFromViewerHeaders(withHeaders({ 'cloudfront-viewer-postal-code': '10001', 'cloudfront-viewer-country': 'US' }))).toEqual({ zip: '10001', source: 'viewer' });
  });
  it.each([
    [{}],
    [{ 'cloudfront-viewer-postal-code': 'SW1A 1AA', 'cloudfront-viewer-country': 'GB' }],
    [{ 'cloudfront-viewer-postal-code': '10001', 'cloudfront-viewer-country': 'CA' }],
    [{ 'cloudfront-viewer-postal-code': '1234' }],
  ])('falls back to 92101 for %j', (headers) => {
    expect(zipFromViewerHeaders(withHeaders(headers))).toEqual({ zip: '92101', source: 'default' });
  });
});
