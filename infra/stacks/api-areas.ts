import { ROLES } from '../../shared/api-routes';
import type { RouteDef } from '../../functions/tables/routes';

/** The nested stacks of the API: every route falls in exactly one, decided from the route table alone. */
export const API_AREAS = ['CouponApi', 'Admin', 'Tools', 'Messaging', 'Consumer'] as const;
export type ApiArea = (typeof API_AREAS)[number];

const MESSAGING = /^\/api\/(newsletter|price-alerts|signups|pharmacy-portal|ecsprice0|ecssms0|prescription-transfer)(\/|$)/;

/**
 * A route's area, from its auth and path: the Coupon API (`/v1`, API keys), the signed-in back
 * office (any role), the public tools, the routes that send mail or texts, and the consumer site.
 * Adding a route never edits a list of stacks; a test fails if an area nears the resource limit.
 */
export function apiAreaOf(route: Pick<RouteDef, 'auth' | 'contract'>): ApiArea {
  const path = route.contract.path;
  if (route.auth === 'api-key' || path.startsWith('/v1/') || path === '/v1') return 'CouponApi';
  if ((ROLES as readonly string[]).includes(route.auth)) return 'Admin';
  if (path.startsWith('/api/tools/')) return 'Tools';
  if (MESSAGING.test(path)) return 'Messaging';
  return 'Consumer';
}
