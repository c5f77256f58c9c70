import { BRAND } from '../../../shared/brand';
import type { PageMeta } from './pages';

const suffix = ` | ${BRAND.name}`;

/**
 * The titles and descriptions of the pages outside the first view of the price pages (the page
 * table's `laterMeta` entries): loaded with the page, so the first load of / and /{drug} leaves them out.
 */
export const LATER_PAGE_META: Record<string, PageMeta & { title: string }> = {
  '/how-it-works': {
    title: `How It Works${suffix}`,
    description: `Search your drug, compare coupon prices from 12 pharmacy benefit managers at pharmacies near you, and show the free coupon at the counter.`,
  },
  '/coupon': {
    title: `Your Prescription Discount Coupon${suffix}`,
    description: `Show this free ${BRAND.name} discount coupon at the pharmacy counter, or e-mail, text or print it. A discount program, not insurance.`,
  },
  '/manufacturer-coupon': {
    title: `Manufacturer Coupon${suffix}`,
    description: `How to get a drug manufacturer's copay coupon, and ${BRAND.name}'s enrollment service for a $0 copay.`,
  },
  '/alternative-medication': {
    title: `Alternative Medication${suffix}`,
    description: `A lower-cost alternative medication to ask your prescriber about, and how ${BRAND.name} can help you switch.`,
  },
  '/goodrx-comparison': {
    title: `${BRAND.name} vs GoodRx: Prescription Price Comparison${suffix}`,
    description: `Compare ${BRAND.name} coupon prices with GoodRx at Kroger, Walgreens, CVS, Walmart, Albertsons and Costco. 12 PBM partners, no ads, no data sold.`,
  },
  '/my-medicines': {
    title: `My Medicines: Price Your Whole List${suffix}`,
    description: `Keep your prescriptions on this device and find the one pharmacy with the lowest total, the cheapest split and mail order, with a free ${BRAND.name} coupon for each.`,
  },
  '/contact': {
    title: `Contact Us${suffix}`,
    description: `Questions about a coupon, a price or ${BRAND.name}? Send us a message or call ${BRAND.phoneLabel}.`,
  },
  '/request-a-demo': {
    title: `Request a Demo${suffix}`,
    description: `Employers, health plans and benefit consultants: see how ${BRAND.name} lowers prescription costs for your members. Request a demo.`,
  },
  '/api-contact': {
    title: `Get Started with the Coupon API${suffix}`,
    description: `Ask for access to the ${BRAND.name} Coupon API: prescription coupon prices from 12 PBMs for your app or site. Our team will reach out.`,
  },
  '/subscription/:action': {
    title: `Your subscription${suffix}`,
    description: `Confirm or stop ${BRAND.name} e-mails and texts.`,
  },
  '/dev/outbox': {
    title: `Local outbox${suffix}`,
    description: 'Messages sent by the local runtime.',
  },
  '/pharmacy-portal': {
    title: `Pharmacy Portal${suffix}`,
    description: `Pharmacies: opt in to ${BRAND.name}, choose your minimum payment over NADAC and see what each PBM would pay you. Sign in with Google or Microsoft for faster verification.`,
  },
  '/pharmacy-portal/confirm': {
    title: `Confirm your pharmacy opt-in${suffix}`,
    description: `Review a change to your pharmacy's ${BRAND.name} opt-in and confirm it.`,
  },
  '/pharmacy-portal-admin': {
    title: `Pharmacy Opt-ins${suffix}`,
    description: `Administrators: the pharmacies that opted in and whether each opt-in is verified.`,
  },
  '/prescription-transfer': {
    title: `Transfer Your Prescription${suffix}`,
    description: `Find your pharmacy and see how to transfer a prescription to it: online as a guest, through your pharmacy account, or by phone.`,
  },
  '/reimburse-me': {
    title: `Get Reimbursed by Your Insurer${suffix}`,
    description: `Paid with a discount coupon? Send your receipts and your insurer's claim form to get reimbursed. Claim forms and addresses for 12 insurers.`,
  },
  '/admin/lambda-status': {
    title: `Admin: Lambda Status${suffix}`,
    description: `Health of every RxSavvy API function over the last hour.`,
  },
  '/admin/price-explainer': {
    title: `Admin: Price Explainer${suffix}`,
    description: `Every PBM's quote for a drug at one pharmacy, and how it was built.`,
  },
  '/admin/pharmacy-explainer': {
    title: `Admin: Pharmacy Explainer${suffix}`,
    description: `Which PBMs price a pharmacy, and its opt-in and minimum payment.`,
  },
  '/admin/price-history': {
    title: `Admin: Price History${suffix}`,
    description: `Daily price snapshots of a drug near a zip code.`,
  },
  '/admin/clear-cache': {
    title: `Admin: Clear Cache${suffix}`,
    description: `Clear the price cache and invalidate CDN paths.`,
  },
  '/admin/claim-analysis': {
    title: `Admin: Claim Analysis${suffix}`,
    description: `Coupon views by PBM, drug and pharmacy over time.`,
  },
  '/admin/competitor-prices': {
    title: `Admin: Competitor Prices${suffix}`,
    description: `Record a competitor's price with the date and page it was seen on.`,
  },
  '/coupon-api': {
    title: `Coupon API: Prescription Prices for Partners${suffix}`,
    description: `Prescription coupon prices from 12 PBMs for your app: a 100% pass-through of PBM revenue plus $1 per 100 requests, or a 95% pass-through. Most requests return in under 200 ms.`,
  },
  '/coupon-api/reference': {
    title: `Coupon API Reference${suffix}`,
    description: `The ${BRAND.name} Coupon API reference: drug search, formulations and coupon prices near a zip code, at pharmacies by NPI and by mail order.`,
  },
  '/aws-marketplace/register-customer': {
    title: `Finish Your Coupon API Registration${suffix}`,
    description: `Finish your AWS Marketplace subscription to the ${BRAND.name} Coupon API and receive your API key.`,
  },
  '/aws-marketplace/resolve-customer-error': {
    title: `Coupon API Registration Problem${suffix}`,
    description: `Your AWS Marketplace registration for the ${BRAND.name} Coupon API could not be completed: what happened and how to try again.`,
  },
  '/marketplace/admin': {
    title: `Marketplace Admin${suffix}`,
    description: `Coupon API customers, subscriptions, API keys, usage and metering.`,
  },
  '/marketplace/:product': {
    title: `Marketplace Product Admin${suffix}`,
    description: `Coupon API customers, subscriptions, API keys, usage and metering for one product.`,
  },
  '/caremark/:product': {
    title: `Benefit Manager Admin${suffix}`,
    description: `One pharmacy benefit manager's prices, coupon views and pharmacy coverage on ${BRAND.name}.`,
  },
};
