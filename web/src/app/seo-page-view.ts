import { API_ROUTES } from '../../../shared/api-routes';
import { isTrackedPagePath } from '../../../shared/seo';

/**
 * Spec §7: a first-party page-view count after navigation, only for the fixed list of marketing
 * paths and blog posts. Only the path is sent (never the query or hash, which can hold drug names
 * or a zip code), and only to our own API.
 */
export function sendPageView(pathname: string): void {
  if (!isTrackedPagePath(pathname)) return;
  const { method, path } = API_ROUTES.pageView;
  void fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: pathname }), keepalive: true }).catch(() => undefined);
}
