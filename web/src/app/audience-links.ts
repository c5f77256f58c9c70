/** Every audience page, once: the header names the main four, the footer lists them all. */
export interface NavLink {
  to: string;
  label: string;
}

export const HEADER_LINKS: NavLink[] = [
  // The visitor's own list (issue 31 §1), kept on the device.
  { to: '/my-medicines', label: 'My medicines' },
  { to: '/for-members', label: 'For members' },
  { to: '/for-employers', label: 'For employers' },
  { to: '/coupon-api', label: 'Coupon API' },
  { to: '/pharmacy-portal', label: 'For pharmacies' },
];

export const FOOTER_BUSINESS: NavLink[] = [
  { to: '/for-members', label: 'For members' },
  { to: '/for-employers', label: 'For employers' },
  { to: '/for-benefit-consultants', label: 'For benefit consultants' },
  { to: '/for-health-plans', label: 'For health plans' },
  { to: '/for-payers', label: 'For payers' },
  { to: '/coupon-api', label: 'Coupon API' },
  { to: '/pharmacy-portal', label: 'For pharmacies' },
  { to: '/provider-information', label: 'For prescribers' },
];

export const FOOTER_COMPARE: NavLink[] = [
  { to: '/goodrx-comparison', label: 'RxSavvy vs GoodRx' },
  { to: '/optum-perks-comparison', label: 'RxSavvy vs Optum Perks' },
  { to: '/cvs-savings-finder-comparison', label: 'RxSavvy vs CVS Savings Finder' },
  { to: '/should-i-use-a-coupon', label: 'Should I use a coupon?' },
  { to: '/do-not-overcharge-for-prescriptions', label: 'Are you overcharged?' },
  { to: '/blog', label: 'Blog' },
];
