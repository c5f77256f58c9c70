import type { MessageKey } from '../i18n/i18n';

/** Every audience page, once: the header names the main four, the footer lists them all. */
export interface NavLink {
  to: string;
  label: string;
  /** The label in the message catalogs (web/src/i18n/catalogs). */
  key: MessageKey;
}

export const HEADER_LINKS: NavLink[] = [
  // The visitor's own list (issue 31 §1), kept on the device.
  { to: '/my-medicines', label: 'My medicines', key: 'nav.myMedicines' },
  { to: '/for-members', label: 'For members', key: 'nav.forMembers' },
  { to: '/for-employers', label: 'For employers', key: 'nav.forEmployers' },
  { to: '/coupon-api', label: 'Coupon API', key: 'nav.couponApi' },
  { to: '/pharmacy-portal', label: 'For pharmacies', key: 'nav.forPharmacies' },
];

export const FOOTER_BUSINESS: NavLink[] = [
  { to: '/for-members', label: 'For members', key: 'nav.forMembers' },
  { to: '/for-employers', label: 'For employers', key: 'nav.forEmployers' },
  { to: '/for-benefit-consultants', label: 'For benefit consultants', key: 'nav.forBenefitConsultants' },
  { to: '/for-health-plans', label: 'For health plans', key: 'nav.forHealthPlans' },
  { to: '/for-payers', label: 'For payers', key: 'nav.forPayers' },
  { to: '/coupon-api', label: 'Coupon API', key: 'nav.couponApi' },
  { to: '/pharmacy-portal', label: 'For pharmacies', key: 'nav.forPharmacies' },
  { to: '/provider-information', label: 'For prescribers', key: 'nav.forPrescribers' },
];

export const FOOTER_COMPARE: NavLink[] = [
  { to: '/goodrx-comparison', label: 'RxSavvy vs GoodRx', key: 'nav.vsGoodRx' },
  { to: '/optum-perks-comparison', label: 'RxSavvy vs Optum Perks', key: 'nav.vsOptum' },
  { to: '/cvs-savings-finder-comparison', label: 'RxSavvy vs CVS Savings Finder', key: 'nav.vsCvs' },
  { to: '/should-i-use-a-coupon', label: 'Should I use a coupon?', key: 'nav.shouldIUseACoupon' },
  { to: '/do-not-overcharge-for-prescriptions', label: 'Are you overcharged?', key: 'nav.overcharged' },
  { to: '/blog', label: 'Blog', key: 'nav.blog' },
];
