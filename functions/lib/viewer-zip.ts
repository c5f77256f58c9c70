import { LIMITS } from '../../shared/brand';
import type { HttpEvent } from './http';

/**
 * CloudFront adds the viewer's postal code (from its IP) when the distribution forwards
 * CloudFront-Viewer-Postal-Code; only a US 5-digit code is a usable zip. Anything else, and
 * every local request, falls back to the default zip (rules#constants: 92101).
 */
export function zipFromViewerHeaders(event: HttpEvent): { zip: string; source: 'viewer' | 'default' } {
  const headers = event.headers ?? {};
  const country = headers['cloudfront-viewer-country'];
  const postal = headers['cloudfront-viewer-postal-code']?.trim() ?? '';
  if ((country === undefined || country === 'US') && /^\d{5}$/.test(postal)) return { zip: postal, source: 'viewer' };
  return { zip: LIMITS.defaultZip, source: 'default' };
}
