import type { ContentItem, StatGroup } from '../pitch/types';
import { CLAIMS } from './claims';

const REPORT_DATE = 'report dated July 2022';

export const technologyPitches: ContentItem[] = [
  {
    title: 'Parallel fan-out',
    summary: 'All 12 PBMs are asked at the same moment under one deadline; a slow or failing one is left out and the answer says which ones replied.',
    icon: 'swap',
  },
  {
    title: 'Prices you can check',
    summary: 'Every price shows when it was checked, and a price explanation shows how each PBM built it.',
    icon: 'clock',
    moreDetailsLink: { to: '/how-it-works', label: 'How it works' },
  },
  {
    title: 'Private by design',
    summary: 'No ads, no trackers, no third-party scripts, and no drug names, e-mails or phone numbers in our logs.',
    icon: 'shield',
    moreDetailsLink: { to: '/privacy-policy#trust-center', label: 'Trust Center' },
  },
];

const winRate = (stat: string, pharmacy: string) => ({ stat, description: `of compared drugs cheaper with us than GoodRx at ${pharmacy}`, date: REPORT_DATE });

export const technologyStats: [StatGroup, StatGroup, StatGroup, StatGroup] = [
  {
    label: 'Coverage',
    stats: [CLAIMS.pbmPrices, { stat: '50 miles', description: 'search radius around your zip code' }],
  },
  {
    label: 'Speed',
    stats: [{ stat: 'Under 200 ms', description: 'for most price requests' }],
  },
  {
    label: 'Versus GoodRx',
    stats: [
      { stat: '310', description: 'drugs in the comparison set', date: REPORT_DATE },
      winRate('97%', 'Kroger'),
      winRate('71%', 'Walgreens'),
      winRate('61%', 'CVS'),
    ],
  },
  {
    label: 'Savings',
    stats: [CLAIMS.averageSavings, CLAIMS.maxSavings],
  },
];
