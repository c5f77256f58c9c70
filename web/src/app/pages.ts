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
    path: '/how-it-works',
    es: 'howItWorks',
    section: 'info',
    title: `How It Works${suffix}`,
    description: `Search your drug, compare coupon prices from 12 pharmacy benefit managers at pharmacies near you, and show the free coupon at the counter.`,
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
    path: '/coupon',
    es: 'coupon',
    title: `Your Prescription Discount Coupon${suffix}`,
    description: `Show this free ${BRAND.name} discount coupon at the pharmacy counter, or e-mail, text or print it. A discount program, not insurance.`,
    messages: ['drug'],
    load: () => import('../features/coupon/CouponPage'),
    noindex: true,
  },
  {
    path: '/manufacturer-coupon',
    es: 'manufacturerCoupon',
    title: `Manufacturer Coupon${suffix}`,
    description: `How to get a drug manufacturer's copay coupon, and ${BRAND.name}'s enrollment service for a $0 copay.`,
    messages: ['mfr'],
    load: () => import('../features/manufacturer-coupon/ManufacturerCouponPage'),
    noindex: true,
  },
  {
    path: '/alternative-medication',
    es: 'alternatives',
    title: `Alternative Medication${suffix}`,
    description: `A lower-cost alternative medication to ask your prescriber about, and how ${BRAND.name} can help you switch.`,
    messages: ['alternatives'],
    load: () => import('../features/alternative-medication/AlternativeMedicationPage'),
    noindex: true,
  },
  {
    path: '/goodrx-comparison',
    es: 'goodrx',
    section: 'compare',
    title: `${BRAND.name} vs GoodRx: Prescription Price Comparison${suffix}`,
    description: `Compare ${BRAND.name} coupon prices with GoodRx at Kroger, Walgreens, CVS, Walmart, Albertsons and Costco. 12 PBM partners, no ads, no data sold.`,
    load: () => import('../features/comparison/ComparisonPage'),
  },
  // ── my medicines ──
  {
    path: '/my-medicines',
    es: 'myMedicines',
    title: `My Medicines: Price Your Whole List${suffix}`,
    description: `Keep your prescriptions on this device and find the one pharmacy with the lowest total, the cheapest split and mail order, with a free ${BRAND.name} coupon for each.`,
    messages: ['myMedicines', 'drug'],
    load: () => import('../features/my-medicines/MyMedicinesPage'),
    noindex: true,
  },
  // ── messaging forms ──
  {
    path: '/contact',
    es: 'contact',
    section: 'info',
    title: `Contact Us${suffix}`,
    description: `Questions about a coupon, a price or ${BRAND.name}? Send us a message or call ${BRAND.phoneLabel}.`,
    load: () => import('../features/contact/ContactPage'),
  },
  {
    path: '/request-a-demo',
    title: `Request a Demo${suffix}`,
    description: `Employers, health plans and benefit consultants: see how ${BRAND.name} lowers prescription costs for your members. Request a demo.`,
    load: () => import('../features/contact/RequestDemoPage'),
  },
  {
    path: '/api-contact',
    title: `Get Started with the Coupon API${suffix}`,
    description: `Ask for access to the ${BRAND.name} Coupon API: prescription coupon prices from 12 PBMs for your app or site. Our team will reach out.`,
    load: () => import('../features/contact/ApiContactPage'),
  },
  {
    path: '/subscription/:action',
    es: 'subscription',
    title: `Your subscription${suffix}`,
    description: `Confirm or stop ${BRAND.name} e-mails and texts.`,
    messages: ['subscription'],
    load: () => import('../features/subscriptions/SubscriptionPage'),
    noindex: true,
  },
  {
    // Local only: the API behind it answers 404 in every deployed stage.
    path: '/dev/outbox',
    title: `Local outbox${suffix}`,
    description: 'Messages sent by the local runtime.',
    load: () => import('../features/dev-outbox/DevOutboxPage'),
    noindex: true,
  },
  // ── identity, pharmacy portal, transfer, reimburse ──
  {
    path: '/pharmacy-portal',
    title: `Pharmacy Portal${suffix}`,
    description: `Pharmacies: opt in to ${BRAND.name}, choose your minimum payment over NADAC and see what each PBM would pay you. Sign in with Google or Microsoft for faster verification.`,
    load: () => import('../features/pharmacy-portal/PharmacyPortalPage'),
  },
  {
    // The page the opt-in e-mails link to: shows what would change, applies it on one click.
    path: '/pharmacy-portal/confirm',
    title: `Confirm your pharmacy opt-in${suffix}`,
    description: `Review a change to your pharmacy's ${BRAND.name} opt-in and confirm it.`,
    load: () => import('../features/pharmacy-portal/PharmacyPortalConfirmPage'),
    noindex: true,
  },
  {
    path: '/pharmacy-portal-admin',
    title: `Pharmacy Opt-ins${suffix}`,
    description: `Administrators: the pharmacies that opted in and whether each opt-in is verified.`,
    load: () => import('../features/pharmacy-portal/PharmacyPortalAdminPage'),
    noindex: true,
  },
  {
    path: '/prescription-transfer',
    es: 'transfer',
    section: 'info',
    title: `Transfer Your Prescription${suffix}`,
    description: `Find your pharmacy and see how to transfer a prescription to it: online as a guest, through your pharmacy account, or by phone.`,
    load: () => import('../features/prescription-transfer/PrescriptionTransferPage'),
  },
  {
    path: '/reimburse-me',
    es: 'reimburse',
    section: 'info',
    title: `Get Reimbursed by Your Insurer${suffix}`,
    description: `Paid with a discount coupon? Send your receipts and your insurer's claim form to get reimbursed. Claim forms and addresses for 12 insurers.`,
    load: () => import('../features/reimburse-me/ReimburseMePage'),
  },
  // ── admin ──
  // rules#site-shell: the shell sets no title or description on /admin paths; these name the pages for the table only.
  {
    path: '/admin/lambda-status',
    title: `Admin: Lambda Status${suffix}`,
    description: `Health of every RxSavvy API function over the last hour.`,
    load: () => import('../features/admin/LambdaStatusPage'),
    noindex: true,
  },
  {
    path: '/admin/price-explainer',
    title: `Admin: Price Explainer${suffix}`,
    description: `Every PBM's quote for a drug at one pharmacy, and how it was built.`,
    load: () => import('../features/admin/PriceExplainerPage'),
    noindex: true,
  },
  {
    path: '/admin/pharmacy-explainer',
    title: `Admin: Pharmacy Explainer${suffix}`,
    description: `Which PBMs price a pharmacy, and its opt-in and minimum payment.`,
    load: () => import('../features/admin/PharmacyExplainerPage'),
    noindex: true,
  },
  {
    path: '/admin/price-history',
    title: `Admin: Price History${suffix}`,
    description: `Daily price snapshots of a drug near a zip code.`,
    load: () => import('../features/admin/PriceHistoryPage'),
    noindex: true,
  },
  {
    path: '/admin/clear-cache',
    title: `Admin: Clear Cache${suffix}`,
    description: `Clear the price cache and invalidate CDN paths.`,
    load: () => import('../features/admin/ClearCachePage'),
    noindex: true,
  },
  {
    path: '/admin/claim-analysis',
    title: `Admin: Claim Analysis${suffix}`,
    description: `Coupon views by PBM, drug and pharmacy over time.`,
    load: () => import('../features/admin/ClaimAnalysisPage'),
    noindex: true,
  },
  {
    path: '/admin/competitor-prices',
    title: `Admin: Competitor Prices${suffix}`,
    description: `Record a competitor's price with the date and page it was seen on.`,
    load: () => import('../features/admin/CompetitorPricesPage'),
    noindex: true,
  },
  // ── coupon API and marketplace ──
  {
    path: '/coupon-api',
    title: `Coupon API: Prescription Prices for Partners${suffix}`,
    description: `Prescription coupon prices from 12 PBMs for your app: a 100% pass-through of PBM revenue plus $1 per 100 requests, or a 95% pass-through. Most requests return in under 200 ms.`,
    load: () => import('../features/coupon-api/CouponApiPage'),
  },
  {
    path: '/coupon-api/reference',
    title: `Coupon API Reference${suffix}`,
    description: `The ${BRAND.name} Coupon API reference: drug search, formulations and coupon prices near a zip code, at pharmacies by NPI and by mail order.`,
    load: () => import('../features/coupon-api/ApiReferencePage'),
  },
  {
    path: '/aws-marketplace/register-customer',
    title: `Finish Your Coupon API Registration${suffix}`,
    description: `Finish your AWS Marketplace subscription to the ${BRAND.name} Coupon API and receive your API key.`,
    load: () => import('../features/marketplace/RegisterCustomerPage'),
    noindex: true,
  },
  {
    path: '/aws-marketplace/resolve-customer-error',
    title: `Coupon API Registration Problem${suffix}`,
    description: `Your AWS Marketplace registration for the ${BRAND.name} Coupon API could not be completed: what happened and how to try again.`,
    load: () => import('../features/marketplace/ResolveCustomerErrorPage'),
    noindex: true,
  },
  {
    path: '/marketplace/admin',
    title: `Marketplace Admin${suffix}`,
    description: `Coupon API customers, subscriptions, API keys, usage and metering.`,
    load: () => import('../features/marketplace/MarketplaceAdminPage'),
    noindex: true,
  },
  {
    // rules#admin-and-marketplace-routes /marketplace/{product}-admin (the param is "{product}-admin"; the page reads the product from it).
    path: '/marketplace/:product',
    title: `Marketplace Product Admin${suffix}`,
    description: `Coupon API customers, subscriptions, API keys, usage and metering for one product.`,
    load: () => import('../features/marketplace/MarketplaceAdminPage'),
    noindex: true,
  },
  {
    // rules#admin-and-marketplace-routes /caremark/{product}-admin: one benefit manager's view.
    path: '/caremark/:product',
    title: `Benefit Manager Admin${suffix}`,
    description: `One pharmacy benefit manager's prices, coupon views and pharmacy coverage on ${BRAND.name}.`,
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
