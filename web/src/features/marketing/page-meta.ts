import { BRAND } from '../../../../shared/brand';
import { TECH_LANDING_PATH } from '../../../../shared/seo';
import type { PageMeta } from '../../app/pages';

const suffix = ` | ${BRAND.name}`;

/**
 * The marketing pages' titles and descriptions (the page table's `marketingPage` entries): loaded
 * with the page, so the first load of every other page leaves them out.
 */
export const MARKETING_PAGE_META: Record<string, PageMeta & { title: string }> = {
  '/for-members': {
    title: `For Plan Members${suffix}`,
    description: `Pay less for the same prescriptions: our pharmacists find lower-cost options, you approve every change, and we handle the calls to your doctor.`,
  },
  '/for-employers': {
    title: `For Employers${suffix}`,
    description: `Cut prescription costs without cutting benefits: a savings target up to 30%, a 3:1 return target after 24 months, and no charge until monthly savings exceed the program cost.`,
  },
  '/for-benefit-consultants': {
    title: `For Benefit Consultants${suffix}`,
    description: `A pharmacy savings program for your employer clients: savings target up to 30%, works with any PBM, and no charge until monthly savings exceed the program cost.`,
  },
  '/for-health-plans': {
    title: `For Health Plans${suffix}`,
    description: `Lower pharmacy trend with your PBM: pharmacist-reviewed, member-approved switches to lower-cost drugs, with no charge until monthly savings exceed the program cost.`,
  },
  '/for-payers': {
    title: `For Payers${suffix}`,
    description: `Claim-level prescription savings for self-funded payers, TPAs and unions, benchmarked against discount-card prices from 12 PBMs.`,
  },
  '/about': {
    title: `About Us${suffix}`,
    description: `${BRAND.name} shows what a prescription costs at every pharmacy near you, from 12 PBMs at once, with no ads and no selling of user data.`,
  },
  '/careers': {
    title: `Careers${suffix}`,
    description: `Join ${BRAND.name}'s pharmacists, engineers and benefits specialists making prescription prices fair and clear.`,
  },
  '/privacy-policy': {
    title: `Privacy Policy${suffix}`,
    description: `What ${BRAND.name} stores and why: no ads, no trackers, no third-party scripts, no selling of data; retention periods and how to ask for deletion.`,
  },
  '/terms-of-use': {
    title: `Terms of Use${suffix}`,
    description: `The terms for using ${BRAND.name}: a prescription discount program, not insurance; prices from PBMs that can change; not medical advice.`,
  },
  '/consumer-discount-cards': {
    title: `Consumer Discount Cards${suffix}`,
    description: `How prescription discount cards work and why ${BRAND.name} compares 12 card issuers and PBMs at once to find your lowest price.`,
  },
  '/pharmacist-information': {
    title: `Information for Pharmacists${suffix}`,
    description: `How to process a ${BRAND.name} coupon, how pharmacies are paid, and how to set your minimum payment over NADAC in the pharmacy portal.`,
  },
  '/provider-information': {
    title: `Information for Prescribers${suffix}`,
    description: `How your patients use ${BRAND.name} discount coupons and how our pharmacy team may contact you about lower-cost alternatives.`,
  },
  '/local': {
    title: `Prescription Prices Near You${suffix}`,
    description: `Compare discount coupon prices for your prescription at every pharmacy within 50 miles of your zip code.`,
  },
  '/cvs-savings-finder-comparison': {
    title: `${BRAND.name} vs CVS Savings Finder${suffix}`,
    description: `A feature-by-feature comparison of ${BRAND.name} and CVS Savings Finder: 12 PBM partners, every nearby pharmacy, no ads, no selling of data.`,
  },
  '/optum-perks-comparison': {
    title: `${BRAND.name} vs Optum Perks${suffix}`,
    description: `A feature-by-feature comparison of ${BRAND.name} and Optum Perks: 12 PBM partners asked at once, prices with checked-at times, no ads.`,
  },
  '/should-i-use-a-coupon': {
    title: `Should I Use a Coupon or My Insurance?${suffix}`,
    description: `When a prescription discount coupon is cheaper than your insurance copay, when it is not, and what to know about deductibles.`,
  },
  '/mobile-app': {
    title: `Mobile App${suffix}`,
    description: `Get the ${BRAND.name} app for Android and iPhone: compare prescription prices and keep your discount coupons on your phone.`,
  },
  '/do-not-overcharge-for-prescriptions': {
    title: `Don't Get Overcharged for Prescriptions${suffix}`,
    description: `Five common ways people overpay for prescriptions and the questions to ask at the pharmacy counter to pay the lowest price.`,
  },
  '/faq': {
    title: `Help and FAQ${suffix}`,
    description: `Answers about ${BRAND.name} discount coupons: how to use them, where prices come from, insurance, privacy and how to reach us.`,
  },
  [TECH_LANDING_PATH]: {
    title: `Technology${suffix}`,
    description: `How ${BRAND.name} asks 12 PBMs at once and explains every price, with a search bar, our GoodRx comparison and the app.`,
  },
};
