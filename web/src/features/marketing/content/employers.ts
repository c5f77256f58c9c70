import { CLAIMS, DEMO } from './claims';
import type { PitchPageContent } from '../pitch/types';

export const employersContent: PitchPageContent = {
  banner: {
    eyebrow: 'For employers',
    heading: 'Cut prescription costs without cutting benefits',
    lead: 'We work with your pharmacy benefit manager to find lower-cost drugs your employees can switch to with their approval. Our savings target is up to 30% of your prescription spend, and you pay nothing until your monthly savings exceed the program cost.',
    cta: DEMO,
    secondary: { label: 'Talk to us', to: '/contact' },
    image: { illustration: 'savingsChart', alt: 'Bar chart: each month the prescription bill after switching is lower than before' },
  },
  highlight: {
    heading: 'A return you can measure',
    text: 'We hold ourselves to a target you can check against your own claims data.',
    stat: CLAIMS.returnTarget,
  },
  pitchesHeading: 'Why employers choose us',
  pitches: [
    {
      title: 'Savings target up to 30%',
      summary: 'Cheaper equivalents, better-priced pharmacies and the right days supply, found claim by claim in your own data.',
      icon: 'savings',
    },
    {
      title: 'No charge until you save',
      summary: 'We charge nothing until your monthly savings exceed the program cost, so the program pays for itself before it costs you.',
      icon: 'shield',
    },
    {
      title: 'Employees stay in control',
      summary: 'Nobody is switched without saying yes. Our pharmacy team handles the paperwork with prescribers.',
      icon: 'people',
      moreDetailsLink: { to: '/for-members', label: 'What your employees see' },
    },
  ],
  detailsHeading: 'How the program works for your plan',
  details: [
    {
      title: 'Claims review',
      summary: 'We read your pharmacy claims with your PBM and flag every fill where a lower-cost option exists.',
      details: [
        'Typical finds: a brand drug with an AB-rated generic, a combination pill that costs more than its two parts, a 30-day fill that is cheaper as a 90-day fill, or a pharmacy that charges far more than the one down the road.',
        'You see each opportunity with its annual saving before anything changes.',
      ],
      image: { illustration: 'savingsChart', alt: 'Chart comparing current and lower-cost prescription spend' },
    },
    {
      title: 'Clinical review',
      summary: 'Our pharmacy team checks every suggested change for clinical fit before an employee hears about it.',
      details: [
        'Pharmacists look at dose, form, interactions and the condition being treated. A change that is cheaper but not clinically equivalent is never suggested.',
      ],
      image: { illustration: 'teamReview', alt: 'Two pharmacists reviewing a checklist of prescription changes' },
    },
    {
      title: 'Member approval',
      summary: 'Employees get a plain-language message with the saving and choose whether to switch.',
      details: [
        'If they say yes, our team contacts the prescriber and the pharmacy. If they say no, nothing changes. Members can call us at any time.',
      ],
      image: { illustration: 'phoneCoupon', alt: 'A phone showing a message about a lower-cost prescription' },
    },
    {
      title: 'Reporting',
      summary: 'Monthly reports show savings achieved against the program cost, so you know exactly when billing starts.',
      details: ['Reports cover switches accepted, declined and pending, and the savings each one produced.'],
      image: { illustration: 'savingsChart', alt: 'Monthly savings report chart' },
    },
  ],
  statsHeading: 'The numbers behind the program',
  statGroups: [
    { label: 'Savings', stats: [CLAIMS.employerSavings, CLAIMS.returnTarget] },
    { label: 'Cost', stats: [CLAIMS.noChargeUntilSavings, CLAIMS.perClaimCharge] },
    { label: 'Prices', stats: [CLAIMS.pbmPrices, CLAIMS.averageSavings, CLAIMS.maxSavings] },
    { label: 'Trust', stats: [CLAIMS.noAds, CLAIMS.noDataSales] },
  ],
  imagePitch: {
    title: 'A pharmacy team, not just software',
    summary: 'Our pharmacists do the clinical reviews and make the calls to prescribers, so your HR team does not have to.',
    details: ['Employees who want to move a prescription to a cheaper pharmacy can do it in minutes with our transfer helper.'],
    image: { illustration: 'teamReview', alt: 'Pharmacists reviewing prescription changes together' },
    moreDetailsLink: { to: '/prescription-transfer', label: 'See the prescription transfer helper' },
  },
  prosConsHeading: 'Our program compared with doing nothing',
  prosCons: {
    prosHeader: 'With the program',
    consHeader: 'Without it',
    pros: [
      'Lower-cost equivalents found in your own claims',
      'Clinical review by pharmacists before any change',
      'No charge until monthly savings exceed the program cost',
      'Employees approve every switch',
    ],
    cons: [
      'Brand drugs filled where a generic would do',
      'Fills at the most expensive pharmacy in town',
      'Plan costs and employee copays rising every year',
      'No one watching claim-level prices',
    ],
  },
  stepsHeading: 'Getting started',
  steps: [
    { title: 'Request a demo', text: 'Tell us about your plan and your PBM. We reply within one business day.' },
    { title: 'Savings estimate', text: 'We review a sample of de-identified claims and estimate your savings.' },
    { title: 'Launch', text: 'We connect with your PBM and start member outreach. No charge until your monthly savings exceed the program cost.' },
  ],
  closing: {
    heading: 'See what your plan could save',
    text: 'A short demo shows the program, the reports and a savings estimate for a plan like yours.',
    cta: DEMO,
  },
};
