import { CLAIMS, DEMO } from './claims';
import type { PitchPageContent } from '../pitch/types';

export const healthPlansContent: PitchPageContent = {
  banner: {
    eyebrow: 'For health plans',
    heading: 'Lower pharmacy trend for your members and your plan',
    lead: 'We partner with your pharmacy benefit manager to suggest clinically equivalent, lower-cost drugs to members, with their approval, and our pharmacy team works the changes through with prescribers.',
    cta: DEMO,
    secondary: { label: 'Contact our plan team', to: '/contact' },
    image: { illustration: 'handshake', alt: 'Two hands meeting in a handshake, a health plan and its pharmacy partner' },
  },
  highlight: {
    heading: 'Aligned with your budget',
    text: 'Our fee follows the savings.',
    stat: CLAIMS.noChargeUntilSavings,
  },
  pitchesHeading: 'What your plan gets',
  pitches: [
    {
      title: 'Works with your PBM',
      summary: 'No carve-out and no new network: we use your PBM’s formulary and claims feed to find savings inside your benefit design.',
      icon: 'swap',
    },
    {
      title: 'Clinical review first',
      summary: 'Pharmacists review every suggestion for therapeutic equivalence before a member is contacted.',
      icon: 'doctor',
    },
    {
      title: 'Member-friendly',
      summary: 'Members choose whether to switch, and keep a help line to our pharmacy team.',
      icon: 'phone',
      moreDetailsLink: { to: '/for-members', label: 'The member experience' },
    },
  ],
  detailsHeading: 'Built for plan operations',
  details: [
    {
      title: 'Formulary-aware suggestions',
      summary: 'Suggestions respect your tiers, prior-authorization rules and step therapy.',
      details: ['We suggest generics, therapeutic alternatives on a lower tier, splitting a combination product, or a 90-day supply where your benefit allows it.'],
      image: { illustration: 'teamReview', alt: 'Pharmacists checking suggestions against a formulary' },
    },
    {
      title: 'Prescriber outreach',
      summary: 'Our pharmacy team contacts prescribers and pharmacies, so members do not have to.',
      details: ['Every change a member accepts is confirmed with the prescriber before the next fill.'],
      image: { illustration: 'pharmacyCounter', alt: 'A pharmacy counter with a prescription being prepared' },
    },
    {
      title: 'Cash-price safety net',
      summary: 'For fills outside the benefit, members see discount-card prices from 12 issuers or PBMs.',
      details: ['Members who pay cash for an excluded drug can compare prices at nearby pharmacies and use a free coupon.'],
      image: { illustration: 'phoneCoupon', alt: 'A phone showing a pharmacy discount coupon' },
    },
    {
      title: 'Transparent reporting',
      summary: 'Monthly savings, switches accepted and declined, and the program cost, side by side.',
      details: ['Reports are built from your own claims so your actuaries can check every number.'],
      image: { illustration: 'savingsChart', alt: 'A chart of monthly plan savings' },
    },
  ],
  statsHeading: 'Program figures for health plans',
  statGroups: [
    { label: 'Plan savings', stats: [CLAIMS.employerSavings, CLAIMS.returnTarget] },
    { label: 'Fees', stats: [CLAIMS.noChargeUntilSavings, CLAIMS.perClaimCharge] },
    { label: 'Member prices', stats: [CLAIMS.pbmPrices, CLAIMS.averageSavings, CLAIMS.maxSavings] },
    { label: 'Privacy', stats: [CLAIMS.noAds, CLAIMS.noDataSales] },
  ],
  imagePitch: {
    title: 'Member data stays in the plan',
    summary: 'We use claims data only to find savings for your members. We show no ads and never sell user data.',
    details: ['Our consumer site runs without trackers or third-party scripts.'],
    image: { illustration: 'dataPrivacy', alt: 'A shield with a padlock protecting member data' },
    moreDetailsLink: { to: '/privacy-policy#trust-center', label: 'Visit the Trust Center' },
  },
  prosConsHeading: 'Savings programs compared',
  prosCons: {
    prosHeader: `Our program`,
    consHeader: 'Typical cost-containment vendor',
    pros: [
      'Fee only after monthly savings exceed the program cost',
      'Works inside your PBM relationship',
      'Pharmacist review of every suggestion',
      'Members approve each change',
    ],
    cons: [
      'Fixed per-member fees whether or not savings appear',
      'Carve-outs that disrupt the pharmacy network',
      'Automated letters with no clinical follow-through',
      'Changes that members learn about at the counter',
    ],
  },
  stepsHeading: 'From demo to first savings',
  steps: [
    { title: 'Demo and data review', text: 'We walk through the program and review a de-identified claims sample.' },
    { title: 'PBM connection', text: 'We agree the claims feed and formulary rules with your PBM.' },
    { title: 'Member outreach', text: 'Members get suggestions, say yes or no, and our team works with prescribers.' },
    { title: 'Monthly reporting', text: 'You see savings against program cost every month.' },
  ],
  closing: {
    heading: 'Bring the program to your members',
    text: 'Book a demo with our health plan team to see the reports and a savings estimate.',
    cta: DEMO,
  },
};
