import type { Stat } from '../pitch/types';

/**
 * The spec's marketing claims (rules#what-it-is, rules#constants), worded once. Claims with a date carry it, and every
 * place that shows a claim shows the date with it.
 */
export const CLAIMS = {
  employerSavings: { stat: 'Up to 30%', description: 'savings target on prescription drug spend' },
  returnTarget: { stat: '3:1', description: 'employer return target after 24 months' },
  noChargeUntilSavings: { stat: '$0', description: 'charged until your monthly savings exceed the program cost' },
  pbmPrices: { stat: '12', description: 'discount card issuers or PBMs whose prices we compare' },
  perClaimCharge: { stat: 'About $3.45', description: 'average pharmacy charge per claim' },
  averageSavings: { stat: '72%', description: 'average savings with a discount coupon', date: '2019 data, 30-day supply' },
  maxSavings: { stat: 'Up to 85%', description: 'savings on a prescription', date: '2019 data, 30-day supply' },
  noAds: { stat: 'No ads', description: 'on our site, in our app and in our e-mails' },
  noDataSales: { stat: 'Never', description: 'do we sell user data' },
} as const satisfies Record<string, Stat>;

export const DEMO = { label: 'Request a demo', to: '/request-a-demo' } as const;
