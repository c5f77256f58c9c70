/**
 * CloudFront Functions (cloudfront-js-2.0) of the web distribution, as source text. Each is a
 * plain `function handler(event)` so tests/infra can run the very same code.
 */

/**
 * Default (S3) behavior: a path whose last segment has no extension is a client route of the
 * SPA (`/search`, `/coupon/123`), so it is served /index.html. Rewriting here, rather than
 * turning S3's 403/404 into index.html with distribution error responses, keeps the API's own
 * 404s and 403s JSON: error responses would apply to the /api behaviors too.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * API behaviors: API Gateway receives its own execute-api host name, so the host the visitor
 * used (which picks the identity server, see functions/domain/config/runtime-config.ts) travels as x-forwarded-host.
 * It always overwrites what the viewer sent.
 */
export const FORWARD_HOST_CODE = `function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host) request.headers['x-forwarded-host'] = { value: host.value };
  else delete request.headers['x-forwarded-host'];
  return request;
}`;
