import { API_ROUTES } from '../../../shared/api-routes';
import { isTrackedPagePath } from '../../../shared/seo';
import { postBeacon } from './post-beacon';

/**
 * rules#calls: a first-party page-view count after navigation, only for the fixed list of marketing
 * paths and blog posts. Only the path is sent (never the query or hash, which can hold drug names
 * or a zip code), and only to our own API.
 */
export function sendPageView(pathname: string): void {
  if (!isTrackedPagePath(pathname)) return;
  postBeacon(API_ROUTES['page-view'], { path: pathname });
}
