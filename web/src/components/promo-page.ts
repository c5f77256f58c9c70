export type HomeMode = 'home' | 'promo' | 'redirectHome';

/**
 * rules#routes: the promotional page is / with query p and z; both must be non-empty, otherwise
 * it redirects to /. Without either key it is the ordinary home page.
 */
export function promoMode(query: URLSearchParams): HomeMode {
  if (!query.has('p') && !query.has('z')) return 'home';
  return query.get('p')?.trim() && query.get('z')?.trim() ? 'promo' : 'redirectHome';
}
