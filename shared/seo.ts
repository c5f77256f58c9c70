import { BRAND } from './brand';

/** Canonical URLs and the sitemap always name the production host, whatever host served the page. */
export const SITE_ORIGIN = `https://${BRAND.domain}`;

/** The tech-oriented landing page of rules#pitch-pages (the spec gives it no path). */
export const TECH_LANDING_PATH = '/technology';

/**
 * rules#calls: page views are counted only for this fixed set of marketing paths and the blog posts.
 * Drug pages, tool pages, coupons and anything with visitor input are never on it.
 */
export const TRACKED_MARKETING_PATHS = [
  '/',
  '/how-it-works',
  '/for-members',
  '/for-employers',
  '/for-benefit-consultants',
  '/for-health-plans',
  '/for-payers',
  '/request-a-demo',
  '/coupon-api',
  '/about',
  '/careers',
  '/faq',
  '/consumer-discount-cards',
  '/pharmacist-information',
  '/provider-information',
  '/local',
  '/blog',
  '/goodrx-comparison',
  '/cvs-savings-finder-comparison',
  '/optum-perks-comparison',
  '/should-i-use-a-coupon',
  '/mobile-app',
  '/do-not-overcharge-for-prescriptions',
  TECH_LANDING_PATH,
] as const;

/** The canonical URL of a page: production host, no query, no hash, no trailing slash (but `/`). */
export function canonicalUrl(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${SITE_ORIGIN}${trimmed || '/'}`;
}
