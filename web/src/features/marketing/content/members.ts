import { BRAND } from '../../../../../shared/brand';
import { CLAIMS, DEMO } from './claims';
import type { PitchPageContent } from '../pitch/types';

export const membersContent: PitchPageContent = {
  banner: {
    eyebrow: 'For plan members',
    heading: 'Pay less for the same prescriptions',
    lead: 'If your employer or health plan offers our program, our pharmacists look for lower-cost options for your prescriptions. You decide whether to switch, and we handle the calls to your doctor and pharmacy.',
    cta: { label: 'Ask your employer to request a demo', to: '/request-a-demo' },
    secondary: { label: 'Search a drug price now', to: '/' },
    image: { illustration: 'phoneCoupon', alt: 'A phone showing a lower price for a prescription' },
  },
  highlight: {
    heading: 'Savings at the pharmacy counter',
    text: 'Even without a plan program, our free coupons lower what you pay at the counter.',
    stat: CLAIMS.averageSavings,
  },
  pitchesHeading: 'What the program means for you',
  pitches: [
    { title: 'You approve every change', summary: 'We suggest; you decide. Saying no changes nothing.', icon: 'check' },
    { title: 'We talk to your doctor', summary: 'Our pharmacy team contacts your prescriber and pharmacy for you.', icon: 'doctor' },
    {
      title: 'Help by phone',
      summary: `Questions about a suggestion? Call ${BRAND.phoneLabel}.`,
      icon: 'phone',
      moreDetailsLink: { to: '/faq', label: 'Read the FAQ' },
    },
  ],
  detailsHeading: 'Ways we help you save',
  details: [
    {
      title: 'Generic instead of brand',
      summary: 'A generic has the same active ingredient, strength and form as the brand, and usually costs far less.',
      details: ['We only suggest a generic your pharmacist and prescriber agree is equivalent.'],
      image: { illustration: 'pharmacyCounter', alt: 'A pharmacist handing over a generic prescription' },
      moreDetailsLink: { to: '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings', label: 'Brand name vs generic drugs' },
    },
    {
      title: 'A cheaper pharmacy',
      summary: 'The same fill can cost very different amounts at pharmacies on the same street.',
      details: ['If you want to move a prescription, the transfer helper gives you the new pharmacy’s details in minutes.'],
      image: { illustration: 'pharmacyCounter', alt: 'Two pharmacies with different prices' },
      moreDetailsLink: { to: '/prescription-transfer', label: 'Transfer a prescription' },
    },
    {
      title: 'A 90-day supply',
      summary: 'For medicines you take every day, a 90-day fill often costs less per pill and means fewer trips.',
      image: { illustration: 'savingsChart', alt: 'A chart comparing 30-day and 90-day costs' },
      moreDetailsLink: { to: '/blog/90-day-vs-30-day-supply-savings', label: '90-day vs 30-day supply' },
    },
  ],
  statsHeading: 'What members save',
  statGroups: [
    { label: 'Coupons', stats: [CLAIMS.averageSavings, CLAIMS.maxSavings] },
    { label: 'Prices', stats: [CLAIMS.pbmPrices] },
    { label: 'Plan program', stats: [CLAIMS.employerSavings] },
    { label: 'Privacy', stats: [CLAIMS.noAds, CLAIMS.noDataSales] },
  ],
  imagePitch: {
    title: 'Your data is not for sale',
    summary: 'We show no ads and never sell user data. Our site has no trackers and no third-party scripts.',
    image: { illustration: 'dataPrivacy', alt: 'A shield with a padlock' },
    moreDetailsLink: { to: '/privacy-policy', label: 'Read our privacy policy' },
  },
  prosConsHeading: 'Switching: what to expect',
  prosCons: {
    prosHeader: 'What gets better',
    consHeader: 'What to keep in mind',
    pros: ['Lower copays or cash prices', 'Fewer pharmacy trips with 90-day fills', 'A pharmacist checks every suggestion'],
    cons: ['A generic pill may look different from the brand', 'A new pharmacy needs your insurance details once', 'Your prescriber has the final say on any change'],
  },
  stepsHeading: 'How it works for you',
  steps: [
    { title: 'We review', text: 'Our pharmacists look at your prescriptions for lower-cost options.' },
    { title: 'You decide', text: 'You get a message with the saving and choose yes or no.' },
    { title: 'We handle it', text: 'We contact your prescriber and pharmacy; you pick up as usual.' },
  ],
  closing: {
    heading: 'Want this through your job?',
    text: 'Tell your HR or benefits team about us; they can request a demo in a minute.',
    cta: DEMO,
  },
};
