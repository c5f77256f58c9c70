import { API_ROUTES } from '../../../shared/api-routes';
import { TRACKED_MARKETING_PATHS } from '../../../shared/seo';
import { postBeacon } from './post-beacon';

const marketing = new Set<string>(TRACKED_MARKETING_PATHS);

/**
 * rules#calls: a first-party page-view count after navigation, only for the fixed list of marketing
 * paths and blog posts. Only the path is sent (never the query or hash, which can hold drug names
 * or a zip code), and only to our own API. The blog's list comes with a blog post (it is in the
 * post page's chunk anyway), so the other pages' first load leaves it out.
 */
export function sendPageView(pathname: string): void {
  const send = () => postBeacon(API_ROUTES['page-view'], { path: pathname });
  if (marketing.has(pathname)) send();
  else if (pathname.startsWith('/blog/')) void import('../../../shared/tracked-pages').then(({ isTrackedPagePath }) => isTrackedPagePath(pathname) && send());
}
