import type { ApiRoute } from '../../../shared/api-routes';

/**
 * Fire-and-forget JSON to our own API (page views, client error reports): kept alive through a
 * page unload, never awaited, and a failure is dropped, since reporting must not break the page.
 */
export function postBeacon(route: ApiRoute, body: unknown): void {
  void fetch(route.path, { method: route.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
}
