import type { ComponentType } from 'react';
import { BRAND } from '../../../shared/brand';
import { TECH_LANDING_PATH } from '../../../shared/seo';
import { toolPages } from '../features/tools/tool-pages';
import type { CatalogSection } from '../i18n/sections';

/**
 * The page table: one entry per page. The router, document titles and descriptions, header and
 * footer visibility and (later) the sitemap all read it.
 *
 * chrome: 'standard' header + footer; 'revealHeader' header hidden until scrolled over 600 px
 * (rules#site-shell: / and /how-it-works); 'bare' neither header nor footer (/p).
 */
export type Chrome = 'standard' | 'revealHeader' | 'bare';

export interface PageMeta {
  /** Replaces the page's title when present. */
  title?: string;
  description: string;
  noindex?: boolean;
}

export interface PageDef {
  path: string;
  title: string | ((params: Record<string, string | undefined>) => string);
  description: string;
  load: () => Promise<{ default: ComponentType }>;
  chrome?: Chrome;
  noindex?: boolean;
  /**
   * For pages whose title, description or indexing depends on the path's parameters (a blog post,
   * a tool). It may be a promise, so a family of pages can keep its data out of the first load.
   */
  dynamicMeta?: (params: Record<string, string | undefined>) => PageMeta | Promise<PageMeta>;
  /**
   * The page also exists in Spanish, at `/es` + path: its Spanish title and description are the
   * catalog's `meta.<es>.title` and `meta.<es>.description` (web/src/i18n/catalogs), with the
   * path's parameters as values (`<section>.meta.<es>.…` for a page with a `section`).
   */
  es?: string;
  /** The catalog section (web/src/i18n/sections.ts) with the page's prose: loaded with its chunk. */
  section?: CatalogSection;
  /**
   * Catalog sections the page's components read with the plain `useT` (the drug page's words):
   * the router loads them beside the page's chunk and shows the page only once they are in.
   */
  messages?: CatalogSection[];
}

/** The catalog key of a translated page's title or description. */
export function pageMetaKey(page: Pick<PageDef, 'es' | 'section'>, field: 'title' | 'description'): string {
  return `${page.section ? `${page.section}.` : ''}meta.${page.es}.${field}`;
}

const suffix = ` | ${BRAND.name}`;
const homeDescription = `Compare prescription prices at pharmacies near you and save up to 85% with a free ${BRAND.name} discount coupon. No sign-up, no ads.`;

/**
 * A marketing page: its title and description are in features/marketing/page-meta.ts, fetched
 * beside the page's chunk, so that the first load of the price pages does not carry the words of
 * twenty pitch and information pages. The brand name and the home description stand in only if
 * that file cannot be loaded.
 */
function marketingPage(path: string, load: PageDef['load'], spanish?: Pick<PageDef, 'es' | 'section'>): PageDef {
  return {
    path,
    ...spanish,
    title: BRAND.name,
    description: homeDescription,
    load,
    dynamicMeta: async () => (await import('../features/marketing/page-meta')).MARKETING_PAGE_META[path] ?? { description: homeDescription },
  };
}

/**
 * A page outside the first view of the price pages: its title and description are in
 * later-page-meta.ts, fetched beside the page's chunk, as the marketing pages' are (above).
 */
function laterMeta(path: string): Pick<PageDef, 'title' | 'description' | 'dynamicMeta'> {
  return {
    title: BRAND.name,
    description: homeDescription,
    dynamicMeta: async () => (await import('./later-page-meta')).LATER_PAGE_META[path] ?? { description: homeDescription },
  };
}

export const pages: PageDef[] = [
  {
    path: '/',
    es: 'home',
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
    ...laterMeta('/how-it-works'),
    path: '/how-it-works',
    es: 'howItWorks',
    section: 'info',
    load: () => import('../features/how-it-works/HowItWorksPage'),
    chrome: 'revealHeader',
  },
  {
    path: '/search',
    es: 'search',
    title: `Drug Discount Search${suffix}`,
    description: `Search any prescription drug and compare discount coupon prices at pharmacies near you.`,
    messages: ['drug'],
    load: () => import('../features/search/SearchPage'),
  },
  // Each feature adds its pages under its own heading (keeps parallel work from colliding).
  // ── consumer journey ──
  {
    ...laterMeta('/coupon'),
    path: '/coupon',
    es: 'coupon',
    messages: ['drug'],
    load: () => import('../features/coupon/CouponPage'),
    noindex: true,
  },
  {
    ...laterMeta('/manufacturer-coupon'),
    path: '/manufacturer-coupon',
    es: 'manufacturerCoupon',
    messages: ['mfr'],
    load: () => import('../features/manufacturer-coupon/ManufacturerCouponPage'),
    noindex: true,
  },
  {
    ...laterMeta('/alternative-medication'),
    path: '/alternative-medication',
    es: 'alternatives',
    messages: ['alternatives'],
    load: () => import('../features/alternative-medication/AlternativeMedicationPage'),
    noindex: true,
  },
  {
    ...laterMeta('/goodrx-comparison'),
    path: '/goodrx-comparison',
    es: 'goodrx',
    section: 'compare',
    load: () => import('../features/comparison/ComparisonPage'),
  },
  // ── my medicines ──
  {
    ...laterMeta('/my-medicines'),
    path: '/my-medicines',
    es: 'myMedicines',
    messages: ['myMedicines', 'drug'],
    load: () => import('../features/my-medicines/MyMedicinesPage'),
    noindex: true,
  },
  // ── messaging forms ──
  {
    ...laterMeta('/contact'),
    path: '/contact',
    es: 'contact',
    section: 'info',
    load: () => import('../features/contact/ContactPage'),
  },
  {
    ...laterMeta('/request-a-demo'),
    path: '/request-a-demo',
    load: () => import('../features/contact/RequestDemoPage'),
  },
  {
    ...laterMeta('/api-contact'),
    path: '/api-contact',
    load: () => import('../features/contact/ApiContactPage'),
  },
  {
    ...laterMeta('/subscription/:action'),
    path: '/subscription/:action',
    es: 'subscription',
    messages: ['subscription'],
    load: () => import('../features/subscriptions/SubscriptionPage'),
    noindex: true,
  },
  {
    ...laterMeta('/dev/outbox'),
    // Local only: the API behind it answers 404 in every deployed stage.
    path: '/dev/outbox',
    load: () => import('../features/dev-outbox/DevOutboxPage'),
    noindex: true,
  },
  // ── identity, pharmacy portal, transfer, reimburse ──
  {
    ...laterMeta('/pharmacy-portal'),
    path: '/pharmacy-portal',
    load: () => import('../features/pharmacy-portal/PharmacyPortalPage'),
  },
  {
    ...laterMeta('/pharmacy-portal/confirm'),
    // The page the opt-in e-mails link to: shows what would change, applies it on one click.
    path: '/pharmacy-portal/confirm',
    load: () => import('../features/pharmacy-portal/PharmacyPortalConfirmPage'),
    noindex: true,
  },
  {
    ...laterMeta('/pharmacy-portal-admin'),
    path: '/pharmacy-portal-admin',
    load: () => import('../features/pharmacy-portal/PharmacyPortalAdminPage'),
    noindex: true,
  },
  {
    ...laterMeta('/prescription-transfer'),
    path: '/prescription-transfer',
    es: 'transfer',
    section: 'info',
    load: () => import('../features/prescription-transfer/PrescriptionTransferPage'),
  },
  {
    ...laterMeta('/reimburse-me'),
    path: '/reimburse-me',
    es: 'reimburse',
    section: 'info',
    load: () => import('../features/reimburse-me/ReimburseMePage'),
  },
  // ── admin ──
  // rules#site-shell: the shell sets no title or description on /admin paths; these name the pages for the table only.
  {
    ...laterMeta('/admin/lambda-status'),
    path: '/admin/lambda-status',
    load: () => import('../features/admin/LambdaStatusPage'),
    noindex: true,
  },
  {
    ...laterMeta('/admin/price-explainer'),
    path: '/admin/price-explainer',
    load: () => import('../features/admin/PriceExplainerPage'),
    noindex: true,
  },
  {
    ...laterMeta('/admin/pharmacy-explainer'),
    path: '/admin/pharmacy-explainer',
    load: () => import('../features/admin/PharmacyExplainerPage'),
    noindex: true,
  },
  {
    ...laterMeta('/admin/price-history'),
    path: '/admin/price-history',
    load: () => import('../features/admin/PriceHistoryPage'),
    noindex: true,
  },
  {
    ...laterMeta('/admin/clear-cache'),
    path: '/admin/clear-cache',
    load: () => import('../features/admin/ClearCachePage'),
    noindex: true,
  },
  {
    ...laterMeta('/admin/claim-analysis'),
    path: '/admin/claim-analysis',
    load: () => import('../features/admin/ClaimAnalysisPage'),
    noindex: true,
  },
  {
    ...laterMeta('/admin/competitor-prices'),
    path: '/admin/competitor-prices',
    load: () => import('../features/admin/CompetitorPricesPage'),
    noindex: true,
  },
  // ── coupon API and marketplace ──
  {
    ...laterMeta('/coupon-api'),
    path: '/coupon-api',
    load: () => import('../features/coupon-api/CouponApiPage'),
  },
  {
    ...laterMeta('/coupon-api/reference'),
    path: '/coupon-api/reference',
    load: () => import('../features/coupon-api/ApiReferencePage'),
  },
  {
    ...laterMeta('/aws-marketplace/register-customer'),
    path: '/aws-marketplace/register-customer',
    load: () => import('../features/marketplace/RegisterCustomerPage'),
    noindex: true,
  },
  {
    ...laterMeta('/aws-marketplace/resolve-customer-error'),
    path: '/aws-marketplace/resolve-customer-error',
    load: () => import('../features/marketplace/ResolveCustomerErrorPage'),
    noindex: true,
  },
  {
    ...laterMeta('/marketplace/admin'),
    path: '/marketplace/admin',
    load: () => import('../features/marketplace/MarketplaceAdminPage'),
    noindex: true,
  },
  {
    ...laterMeta('/marketplace/:product'),
    // rules#admin-and-marketplace-routes /marketplace/{product}-admin (the param is "{product}-admin"; the page reads the product from it).
    path: '/marketplace/:product',
    load: () => import('../features/marketplace/MarketplaceAdminPage'),
    noindex: true,
  },
  {
    ...laterMeta('/caremark/:product'),
    // rules#admin-and-marketplace-routes /caremark/{product}-admin: one benefit manager's view.
    path: '/caremark/:product',
    load: () => import('../features/marketplace/BenefitManagerAdminPage'),
    noindex: true,
  },
  // ── marketing and SEO ──
  marketingPage('/for-members', () => import('../features/marketing/pages/PitchPages').then((m) => ({ default: m.ForMembersPage })), { es: 'forMembers', section: 'members' }),
  marketingPage('/for-employers', () => import('../features/marketing/pages/PitchPages').then((m) => ({ default: m.ForEmployersPage }))),
  marketingPage('/for-benefit-consultants', () => import('../features/marketing/pages/PitchPages').then((m) => ({ default: m.ForBenefitConsultantsPage }))),
  marketingPage('/for-health-plans', () => import('../features/marketing/pages/PitchPages').then((m) => ({ default: m.ForHealthPlansPage }))),
  marketingPage('/for-payers', () => import('../features/marketing/pages/PitchPages').then((m) => ({ default: m.ForPayersPage }))),
  marketingPage('/about', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.AboutPage })), { es: 'about', section: 'info' }),
  marketingPage('/careers', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.CareersPage }))),
  marketingPage('/privacy-policy', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.PrivacyPolicyPage })), { es: 'privacy', section: 'legal' }),
  marketingPage('/terms-of-use', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.TermsOfUsePage })), { es: 'terms', section: 'legal' }),
  marketingPage('/consumer-discount-cards', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.ConsumerDiscountCardsPage })), { es: 'discountCards', section: 'info' }),
  marketingPage('/pharmacist-information', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.PharmacistInformationPage }))),
  marketingPage('/provider-information', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.ProviderInformationPage }))),
  marketingPage('/local', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.LocalPage })), { es: 'local', section: 'info' }),
  marketingPage('/cvs-savings-finder-comparison', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.CvsComparisonPage })), { es: 'cvs', section: 'compare' }),
  marketingPage('/optum-perks-comparison', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.OptumComparisonPage })), { es: 'optum', section: 'compare' }),
  marketingPage('/should-i-use-a-coupon', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.ShouldIUseACouponPage })), { es: 'shouldIUseACoupon', section: 'info' }),
  marketingPage('/mobile-app', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.MobileAppPage })), { es: 'mobileApp', section: 'info' }),
  marketingPage('/do-not-overcharge-for-prescriptions', () => import('../features/marketing/pages/InfoPages').then((m) => ({ default: m.DoNotOverchargePage })), { es: 'overcharged', section: 'info' }),
  marketingPage('/faq', () => import('../features/marketing/pages/FaqPage'), { es: 'faq', section: 'faq' }),
    // rules#pitch-pages's tech-oriented landing page; the spec gives no path, /technology is ours.
  marketingPage(TECH_LANDING_PATH, () => import('../features/marketing/pages/TechnologyPage')),
  {
    path: '/blog',
    title: `Blog${suffix}`,
    description: `Plain-language guides to prescription prices, discount cards, generics and saving at the pharmacy from the ${BRAND.name} pharmacy team.`,
    load: () => import('../features/blog/BlogIndexPage'),
  },
  {
    path: '/blog/:id',
    title: `Blog${suffix}`,
    description: `An article from the ${BRAND.name} blog.`,
    // The posts' titles and descriptions come with the post page's chunk (they are in it anyway),
    // not with every page's first load.
    dynamicMeta: async ({ id }) => {
      const { BLOG_POST_META, isBlogPostId } = await import('../../../shared/blog-posts');
      return isBlogPostId(id)
        ? { title: `${BLOG_POST_META[id].title}${suffix}`, description: BLOG_POST_META[id].description }
        : { title: `Post Not Found${suffix}`, description: `That article is not on the ${BRAND.name} blog.`, noindex: true };
    },
    load: () => import('../features/blog/BlogPostPage'),
  },
  // ── iRxSavvy tools ──
  ...toolPages,
  {
    // rules#routes catch-all (keep last: every fixed path above wins over it): /{drugName} is the drug discount search page.
    path: '/:drugName',
    es: 'drug',
    title: ({ drugName }) => `${drugName ?? 'Drug'} Prescription Discount Coupon Prices${suffix}`,
    description: `Compare prescription discount coupon prices at pharmacies near you and save with a free ${BRAND.name} coupon.`,
    messages: ['drug'],
    load: () => import('../features/search/SearchPage'),
  },
];

/** rules#routes redirects (the two misspellings are ours: the spec does not list them). */
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
