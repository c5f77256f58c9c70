/**
 * Every API route, once, without zod: its id (the key: also its folder `functions/routes/<id>/`,
 * its Lambda's name and the `route` of its log lines), method, path and who may call it. The web
 * client builds requests from these (so the first load of / and /{drug} carries no schema code),
 * and shared/contracts/*.ts spreads them into their contracts.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Roles in the access token's `roles` claim (Keycloak realm `pharmacy`; the local provider's dev users). */
export const ROLES = ['admin', 'pharmacist', 'marketplace-admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call a route: anyone (`public`); anyone, with a bearer token verified when one is sent
 * (`optional-sign-in`); an API customer with an API key checked by the API Gateway authorizer
 * (`api-key`); or a signed-in user with that role, checked in the function.
 */
export type RouteAuth = 'public' | 'optional-sign-in' | 'api-key' | Role;

interface RouteSpec {
  readonly method: HttpMethod;
  /** The spec's path, e.g. `/api/ecsdosage0`; `{name}` marks a path parameter. */
  readonly path: string;
  readonly auth: RouteAuth;
}

export interface ApiRoute extends RouteSpec {
  readonly id: string;
}

/** Adds each entry's key to it as its `id`, so the id is written once. */
function withIds<T extends Record<string, RouteSpec>>(specs: T): { readonly [K in keyof T & string]: T[K] & { readonly id: K } } {
  return Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, { ...spec, id }])) as { readonly [K in keyof T & string]: T[K] & { readonly id: K } };
}

export const API_ROUTES = withIds({
  // Runtime configuration and health (contracts/config.ts, contracts/health.ts)
  'config': { method: 'GET', path: '/config', auth: 'public' },
  'health': { method: 'GET', path: '/api/health', auth: 'public' },

  // Client error reports and page views (contracts/client-error.ts, contracts/analytics.ts)
  'client-error': { method: 'POST', path: '/api/ecsClientError', auth: 'public' },
  'page-view': { method: 'POST', path: '/api/page-view', auth: 'public' },

  // Drug names and formulations (contracts/drugs.ts)
  'drug-name': { method: 'GET', path: '/api/drugname', auth: 'public' },
  'similar-drug-names': { method: 'GET', path: '/api/similar-drug-names', auth: 'public' },
  'drug-search': { method: 'GET', path: '/api/drug-search', auth: 'public' },
  'drug-formulation': { method: 'GET', path: '/api/drugformulation', auth: 'public' },

  // Prices (contracts/prices.ts, contracts/featured.ts)
  'drug-details': { method: 'GET', path: '/api/ecsdosage0', auth: 'public' },
  'mail-order-pricing': { method: 'GET', path: '/api/MailOrderPricing', auth: 'public' },
  'price-comparison': { method: 'GET', path: '/api/goodrx-price-comparison', auth: 'public' },
  'ip-zip': { method: 'GET', path: '/api/ecsipapi0', auth: 'public' },
  'price-history': { method: 'GET', path: '/api/price-history', auth: 'public' },
  'featured-savings': { method: 'GET', path: '/api/featured-savings', auth: 'public' },

  // My medicines: a visitor's list priced together (contracts/basket.ts). POST: the list never sits in a URL or a log.
  'basket': { method: 'POST', path: '/api/basket', auth: 'public' },
  'basket-email': { method: 'POST', path: '/api/basket/email', auth: 'public' },

  // Messaging (contracts/messaging.ts)
  'coupon-email': { method: 'POST', path: '/api/ecsprice0', auth: 'public' },
  'coupon-sms': { method: 'POST', path: '/api/ecssms0', auth: 'public' },
  'contact-email': { method: 'GET', path: '/api/ecsprice0', auth: 'public' },
  'newsletter': { method: 'GET', path: '/api/newsletter', auth: 'public' },
  'coupon-view': { method: 'POST', path: '/api/couponview', auth: 'public' },
  'coupon-verify': { method: 'POST', path: '/api/coupon/verify', auth: 'public' },
  'newsletter-confirm': { method: 'POST', path: '/api/newsletter/confirm', auth: 'public' },
  'newsletter-unsubscribe': { method: 'POST', path: '/api/newsletter/unsubscribe', auth: 'public' },
  'list-unsubscribe': { method: 'POST', path: '/api/list-unsubscribe', auth: 'public' },
  'dev-outbox': { method: 'GET', path: '/api/dev/outbox', auth: 'public' },

  // Price-drop alerts (contracts/price-alerts.ts)
  'price-alert-subscribe': { method: 'POST', path: '/api/price-alerts', auth: 'public' },
  'price-alert-confirm': { method: 'POST', path: '/api/price-alerts/confirm', auth: 'public' },
  'price-alert-unsubscribe': { method: 'POST', path: '/api/price-alerts/unsubscribe', auth: 'public' },

  // Prescription transfer (contracts/transfer.ts)
  'prescription-transfer': { method: 'GET', path: '/api/prescription-transfer', auth: 'public' },

  // Pharmacy portal (contracts/pharmacy-portal.ts)
  // Anonymous (typed e-mail, confirmed by link) or signed in (verified); a sent token is checked.
  'pharmacy-portal': { method: 'POST', path: '/api/pharmacy-portal', auth: 'optional-sign-in' },
  // The e-mailed link: a GET changes nothing, it opens the confirmation page; only its one click (POST) applies.
  'pharmacy-portal-confirm': { method: 'GET', path: '/api/pharmacy-portal/confirm', auth: 'public' },
  'pharmacy-portal-confirm-preview': { method: 'POST', path: '/api/pharmacy-portal/confirm/preview', auth: 'public' },
  'pharmacy-portal-confirm-apply': { method: 'POST', path: '/api/pharmacy-portal/confirm/apply', auth: 'public' },
  'pharmacy-portal-fees': { method: 'GET', path: '/api/pharmacy-portal/fees', auth: 'pharmacist' },
  'pharmacy-portal-current': { method: 'GET', path: '/api/pharmacy-portal/current', auth: 'pharmacist' },
  'pharmacy-portal-admin': { method: 'GET', path: '/api/pharmacy-portal-admin', auth: 'admin' },
  'pharmacy-portal-admin-approve': { method: 'POST', path: '/api/pharmacy-portal-admin/approve', auth: 'admin' },
  'pharmacy-portal-admin-release': { method: 'POST', path: '/api/pharmacy-portal-admin/release', auth: 'admin' },

  // Admin pages (contracts/admin.ts)
  'admin-lambda-status': { method: 'GET', path: '/api/admin/lambda-status', auth: 'admin' },
  'admin-clear-cache': { method: 'POST', path: '/api/admin/clear-cache', auth: 'admin' },
  'admin-price-explainer': { method: 'GET', path: '/api/admin/price-explainer', auth: 'admin' },
  'admin-pharmacy-explainer': { method: 'GET', path: '/api/admin/pharmacy-explainer', auth: 'admin' },
  'admin-price-history': { method: 'GET', path: '/api/admin/price-history', auth: 'admin' },
  'admin-claim-analysis': { method: 'GET', path: '/api/admin/claim-analysis', auth: 'admin' },
  // contracts/competitor-prices.ts
  'admin-competitor-observation': { method: 'POST', path: '/api/admin/competitor-observations', auth: 'admin' },

  // AWS Marketplace and the marketplace / benefit-manager admin areas (contracts/marketplace.ts)
  'marketplace-register': { method: 'POST', path: '/api/marketplace/register', auth: 'public' },
  'marketplace-register-customer': { method: 'POST', path: '/api/marketplace/register-customer', auth: 'public' },
  'marketplace-admin-customers': { method: 'GET', path: '/api/marketplace-admin/customers', auth: 'marketplace-admin' },
  'marketplace-admin-key-revoke': { method: 'POST', path: '/api/marketplace-admin/keys/revoke', auth: 'marketplace-admin' },
  'marketplace-admin-key-rotate': { method: 'POST', path: '/api/marketplace-admin/keys/rotate', auth: 'marketplace-admin' },
  'marketplace-admin-usage': { method: 'GET', path: '/api/marketplace-admin/usage', auth: 'marketplace-admin' },
  'marketplace-admin-metering': { method: 'GET', path: '/api/marketplace-admin/metering', auth: 'marketplace-admin' },
  'benefit-manager-admin': { method: 'GET', path: '/api/benefit-manager-admin', auth: 'marketplace-admin' },

  // The Coupon API (contracts/coupon-api.ts)
  'coupon-api-drug-search': { method: 'GET', path: '/v1/drugs/search', auth: 'api-key' },
  'coupon-api-popular-drugs': { method: 'GET', path: '/v1/drugs/popular', auth: 'api-key' },
  'coupon-api-drug-formulations': { method: 'GET', path: '/v1/drugs/formulations', auth: 'api-key' },
  'coupon-api-prices-near': { method: 'GET', path: '/v1/prices', auth: 'api-key' },
  'coupon-api-prices-at-pharmacies': { method: 'GET', path: '/v1/prices/pharmacies', auth: 'api-key' },
  'coupon-api-mail-order-prices': { method: 'GET', path: '/v1/prices/mail-order', auth: 'api-key' },
  'coupon-api-basket': { method: 'POST', path: '/v1/basket', auth: 'api-key' },
  'openapi': { method: 'GET', path: '/v1/openapi.json', auth: 'public' },

  // Sign-ups (contracts/signups.ts)
  'signup-subscribe': { method: 'POST', path: '/api/signups', auth: 'public' },
  'signup-confirm': { method: 'POST', path: '/api/signups/confirm', auth: 'public' },
  'signup-unsubscribe': { method: 'POST', path: '/api/signups/unsubscribe', auth: 'public' },
  'signup-refilled': { method: 'POST', path: '/api/signups/refilled', auth: 'public' },
  'signup-delete-request': { method: 'POST', path: '/api/signups/delete-request', auth: 'public' },
  'signup-delete': { method: 'POST', path: '/api/signups/delete', auth: 'public' },
  'signups-dev-dispatch': { method: 'POST', path: '/api/dev/dispatch-signups', auth: 'public' },

  // iRxSavvy lookup tools (contracts/tools.ts, tools-prices.ts, tools-codes.ts, tools-part2.ts)
  'tools-drug-info': { method: 'GET', path: '/api/tools/drug-info', auth: 'public' },
  'tools-drug-classes': { method: 'GET', path: '/api/tools/drug-classes', auth: 'public' },
  'tools-ingredients': { method: 'GET', path: '/api/tools/ingredients', auth: 'public' },
  'tools-prices': { method: 'GET', path: '/api/tools/prices', auth: 'public' },
  'tools-pharmacies': { method: 'GET', path: '/api/tools/pharmacies', auth: 'public' },
  'tools-comparisons': { method: 'GET', path: '/api/tools/comparisons', auth: 'public' },
  'tools-programs': { method: 'GET', path: '/api/tools/programs', auth: 'public' },
  'tools-icd10': { method: 'GET', path: '/api/tools/icd10', auth: 'public' },
  'tools-rxnorm': { method: 'GET', path: '/api/tools/rxnorm', auth: 'public' },
  'tools-status': { method: 'GET', path: '/api/tools/status', auth: 'public' },
  'tools-supply-options': { method: 'GET', path: '/api/tools/supply-options', auth: 'public' },
  'tools-pill-packs': { method: 'GET', path: '/api/tools/pill-packs', auth: 'public' },
  'tools-schedule-options': { method: 'GET', path: '/api/tools/schedule-options', auth: 'public' },
} as const satisfies Record<string, RouteSpec>);

export type RouteId = keyof typeof API_ROUTES;

