import type { ComponentType } from 'react';
import { BRAND } from '../../../shared/brand';

/**
 * The page table: one entry per page. The router, document titles and descriptions, header and
 * footer visibility and (later) the sitemap all read it.
 *
 * chrome: 'standard' header + footer; 'revealHeader' header hidden until scrolled over 600 px
 * (spec §2.4: / and /how-it-works); 'bare' neither header nor footer (/p).
 */
export type Chrome = 'standard' | 'revealHeader' | 'bare';

export interface PageDef {
  path: string;
  title: string | ((params: Record<string, string | undefined>) => string);
  description: string;
  load: () => Promise<{ default: ComponentType }>;
  chrome?: Chrome;
  noindex?: boolean;
}

const suffix = ` | ${BRAND.name}`;
const homeDescription = `Compare prescription prices at pharmacies near you and save up to 85% with a free ${BRAND.name} discount coupon. No sign-up, no ads.`;

export const pages: PageDef[] = [
  {
    path: '/',
    title: `${BRAND.name}: Don't Overpay On Your Prescriptions`,
    description: homeDescription,
    load: () => import('../features/home/HomePage'),
    chrome: 'revealHeader',
  },
  {
    path: '/p',
    title: `${BRAND.name}: Don't Overpay On Your Prescriptions`,
    description: homeDescription,
    load: () => import('../features/home/HomePage'),
    chrome: 'bare',
  },
  {
    path: '/how-it-works',
    title: `How It Works${suffix}`,
    description: `Search your drug, compare coupon prices from 12 pharmacy benefit managers at pharmacies near you, and show the free coupon at the counter.`,
    load: () => import('../features/how-it-works/HowItWorksPage'),
    chrome: 'revealHeader',
  },
  {
    path: '/search',
    title: `Drug Discount Search${suffix}`,
    description: `Search any prescription drug and compare discount coupon prices at pharmacies near you.`,
    load: () => import('../features/search/SearchPage'),
  },
  // Each feature adds its pages under its own heading (keeps parallel work from colliding).
  // ── consumer journey (#4) ──
  // ── messaging forms (#5) ──
  // ── identity, pharmacy portal, transfer, reimburse (#6) ──
  // ── admin (#6) ──
  // ── coupon API and marketplace (#7) ──
  // ── marketing and SEO (#8) ──
  // ── iRxSavvy tools (#9, #10) ──
  {
    // Spec §2.1 catch-all (keep last: every fixed path above wins over it): /{drugName} is the drug discount search page.
    path: '/:drugName',
    title: ({ drugName }) => `${drugName ?? 'Drug'} Prescription Discount Coupon Prices${suffix}`,
    description: `Compare prescription discount coupon prices at pharmacies near you and save with a free ${BRAND.name} coupon.`,
    load: () => import('../features/search/SearchPage'),
  },
];

/** Spec §2.1 redirects (the two misspellings are ours: the spec does not list them). */
export const redirects: Record<string, string> = {
  '/portal': '/pharmacy-portal',
  '/pharmacy': '/pharmacy-portal',
  '/pharmacies': '/pharmacy-portal',
  '/portal-pharmacy': '/pharmacy-portal',
  '/pharmacy-protal': '/pharmacy-portal',
  '/pharmcy-portal': '/pharmacy-portal',
  '/admin': '/admin/price-explainer',
};

export const notFoundPage = {
  title: `Page Not Found${suffix}`,
  description: `The page you asked for is not on ${BRAND.name}. Search a drug or go back to the home page.`,
};

export function pageTitle(page: Pick<PageDef, 'title'>, params: Record<string, string | undefined>): string {
  return typeof page.title === 'function' ? page.title(params) : page.title;
}
