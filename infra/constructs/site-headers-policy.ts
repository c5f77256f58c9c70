import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy, type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { SITE_HEADERS } from '../../shared/site-headers';

export interface SiteHeadersPolicyProps {
  /**
   * true: CloudFront's values replace the origin's (S3 objects must not choose their own policy).
   * false: only fills in headers the origin left out (the API functions send a stricter CSP).
   */
  override: boolean;
}

/**
 * The response-headers policy built from shared/site-headers.ts, the same headers the local
 * runtime serves. CloudFront takes the security headers as typed settings (it rejects them as
 * custom headers), so they are translated here; any other header goes through as a custom one.
 */
export class SiteHeadersPolicy extends ResponseHeadersPolicy {
  constructor(scope: Construct, id: string, props: SiteHeadersPolicyProps) {
    const { securityHeadersBehavior, customHeaders } = translateSiteHeaders(SITE_HEADERS, props.override);
    super(scope, id, {
      comment: `RxSavvy site headers (${props.override ? 'override origin' : 'origin first'})`,
      securityHeadersBehavior,
      customHeadersBehavior: customHeaders.length > 0 ? { customHeaders } : undefined,
    });
  }
}

const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy'];

export function translateSiteHeaders(headers: Record<string, string>, override: boolean) {
  const value = (name: string) => headers[name];
  const csp = value('content-security-policy');
  const hsts = value('strict-transport-security');
  const frame = value('x-frame-options');
  const referrer = value('referrer-policy');
  const securityHeadersBehavior: ResponseSecurityHeadersBehavior = {
    contentSecurityPolicy: csp ? { contentSecurityPolicy: csp, override } : undefined,
    strictTransportSecurity: hsts ? { ...parseHsts(hsts), override } : undefined,
    frameOptions: frame ? { frameOption: oneOf(HeadersFrameOption, frame.toUpperCase(), 'x-frame-options'), override } : undefined,
    contentTypeOptions: value('x-content-type-options') === 'nosniff' ? { override } : undefined,
    referrerPolicy: referrer ? { referrerPolicy: oneOf(HeadersReferrerPolicy, referrer, 'referrer-policy'), override } : undefined,
  };
  const customHeaders = Object.entries(headers)
    .filter(([name]) => !SECURITY_HEADERS.includes(name.toLowerCase()))
    .map(([header, headerValue]) => ({ header, value: headerValue, override }));
  return { securityHeadersBehavior, customHeaders };
}

function parseHsts(header: string) {
  const directives = header.split(';').map((d) => d.trim().toLowerCase());
  const maxAge = Number(directives.find((d) => d.startsWith('max-age='))?.slice('max-age='.length));
  if (!Number.isInteger(maxAge) || maxAge <= 0) throw new Error(`strict-transport-security needs a max-age: "${header}"`);
  return {
    accessControlMaxAge: Duration.seconds(maxAge),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
  };
}

function oneOf<T extends Record<string, string>>(allowed: T, candidate: string, header: string): T[keyof T] {
  const match = Object.values(allowed).find((v) => v === candidate);
  if (match === undefined) throw new Error(`${header} "${candidate}" is not a value CloudFront accepts`);
  return match as T[keyof T];
}
