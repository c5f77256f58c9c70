import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages, pageTitle } from '../../web/src/app/pages';
import { matchPage, pageRoutes, type RouteHandle } from '../../web/src/app/route-table';

/**
 * The routes the product rules name, as they write them (`{id}` is a path parameter). This is the
 * repository's one copy of the list: the spec itself lives outside the repository.
 */
const RULES = {
  /** rules#routes "Public routes". */
  publicRoutes: [
    '/', '/p', '/how-it-works', '/for-members', '/for-employers', '/for-benefit-consultants', '/for-health-plans', '/for-payers',
    '/request-a-demo', '/coupon-api', '/api-contact', '/about', '/careers', '/privacy-policy', '/terms-of-use', '/faq',
    '/consumer-discount-cards', '/pharmacist-information', '/provider-information', '/contact', '/search', '/coupon',
    '/manufacturer-coupon', '/alternative-medication', '/local', '/blog', '/blog/{id}', '/goodrx-comparison',
    '/cvs-savings-finder-comparison', '/optum-perks-comparison', '/should-i-use-a-coupon', '/mobile-app',
    '/do-not-overcharge-for-prescriptions', '/reimburse-me', '/prescription-transfer', '/pharmacy-portal', '/pharmacy-portal-admin',
  ],
  /** rules#admin-and-marketplace-routes. */
  adminRoutes: [
    '/admin/lambda-status', '/admin/price-explainer', '/admin/pharmacy-explainer', '/admin/price-history', '/admin/clear-cache',
    '/admin/claim-analysis', '/aws-marketplace/register-customer', '/aws-marketplace/resolve-customer-error',
    '/marketplace/{product}-admin', '/marketplace/admin', '/caremark/{product}-admin',
  ],
  /** rules#routes redirects (the rules' two misspelt variants are the page table's own choice, not listed here). */
  redirects: {
    '/portal': '/pharmacy-portal',
    '/pharmacy': '/pharmacy-portal',
    '/pharmacies': '/pharmacy-portal',
    '/portal-pharmacy': '/pharmacy-portal',
    '/admin': '/admin/price-explainer',
  },
} as const;

const CATCH_ALL = '/:drugName';

/** A concrete path for a rules route: each `{param}` becomes a real-looking value. */
const example = (route: string) => route.replace(/\{[^}]+\}/g, 'example');
/** The page-table path that should serve it: react-router parameters are whole segments, so `{product}-admin` is `:product`. */
const pagePath = (route: string) => route.replace(/\{(\w+)\}[^/]*/g, ':$1');

describe.each([
  ['rules#routes public routes', RULES.publicRoutes],
  ['rules#admin-and-marketplace-routes', RULES.adminRoutes],
])('%s', (_section, routes) => {
  it.each(routes)('%s is served by its own page of the route table (not the catch-all, a redirect or not-found), with a title and description', (route) => {
    const { page, params } = matchPage(example(route));
    expect(page?.path, `the page the router shows for ${route}`).toBe(pagePath(route));
    expect(pageTitle(page!, params).trim()).not.toBe('');
    expect(page!.description.trim()).not.toBe('');
  });
});

describe('rules#routes redirects and catch-all', () => {
  it.each(Object.entries(RULES.redirects))('%s redirects to %s', (from, to) => {
    const handle = matchRoutes(pageRoutes, from)?.at(-1)?.route.handle as RouteHandle | undefined;
    expect(handle?.redirectTo, `where the router sends ${from}`).toBe(to);
  });

  it('the catch-all /{drugName} stays the last page, and serves a drug name', () => {
    expect(pages.at(-1)?.path).toBe(CATCH_ALL);
    expect(matchPage('/Lisinopril').page?.path).toBe(CATCH_ALL);
  });
});
