import { CLAIMS, DEMO } from './claims';
import type { PitchPageContent } from '../pitch/types';

export const payersContent: PitchPageContent = {
  banner: {
    eyebrow: 'For payers',
    heading: 'Claim-level prescription savings for self-funded payers, TPAs and unions',
    lead: 'We find lower-cost drugs and pharmacies in your pharmacy claims, get the member’s approval, and work each change through with the prescriber. You pay nothing until monthly savings exceed the program cost.',
    cta: DEMO,
    secondary: { label: 'Contact us', to: '/contact' },
    image: { illustration: 'savingsChart', alt: 'A chart of pharmacy claim costs falling month by month' },
  },
  highlight: {
    heading: 'Priced from a real benchmark',
    text: 'We compare what you pay with what pharmacies actually charge.',
    stat: CLAIMS.perClaimCharge,
  },
  pitchesHeading: 'What payers get',
  pitches: [
    { title: 'Claim-by-claim savings', summary: 'Generic substitution, therapeutic alternatives, pharmacy choice and days supply, found in your data.', icon: 'chart' },
    { title: 'Prices from 12 sources', summary: 'We benchmark against discount-card prices from 12 issuers or PBMs.', icon: 'savings' },
    { title: 'Fee after savings', summary: 'No charge until monthly savings exceed the program cost.', icon: 'shield' },
  ],
  detailsHeading: 'How savings are found',
  details: [
    {
      title: 'Price benchmarking',
      summary: 'Each paid claim is compared with the best discount-card price at nearby pharmacies.',
      details: ['When a member would have paid less with a coupon than the plan paid for the claim, we flag it.'],
      image: { illustration: 'savingsChart', alt: 'Claim prices compared with discount-card prices' },
    },
    {
      title: 'Therapeutic alternatives',
      summary: 'Pharmacists suggest equivalent drugs that cost less, for the member to approve.',
      details: ['We never change a prescription without the member’s yes and the prescriber’s agreement.'],
      image: { illustration: 'teamReview', alt: 'Pharmacists discussing therapeutic alternatives' },
    },
    {
      title: 'Pharmacy steering, gently',
      summary: 'Members hear when the same fill costs much less at another in-network pharmacy.',
      details: ['Our prescription transfer helper makes moving a prescription a few minutes’ work.'],
      image: { illustration: 'pharmacyCounter', alt: 'A pharmacy counter' },
      moreDetailsLink: { to: '/prescription-transfer', label: 'The prescription transfer helper' },
    },
  ],
  statsHeading: 'Figures for payers',
  statGroups: [
    { label: 'Targets', stats: [CLAIMS.employerSavings, CLAIMS.returnTarget] },
    { label: 'Benchmarks', stats: [CLAIMS.perClaimCharge, CLAIMS.pbmPrices] },
    { label: 'Consumer savings', stats: [CLAIMS.averageSavings, CLAIMS.maxSavings] },
    { label: 'Fees and trust', stats: [CLAIMS.noChargeUntilSavings, CLAIMS.noDataSales] },
  ],
  imagePitch: {
    title: 'Members who want to save, helped to save',
    summary: 'Members get plain-language suggestions and a pharmacy team to call. Nobody is switched without saying yes.',
    image: { illustration: 'phoneCoupon', alt: 'A member reading a savings suggestion on a phone' },
    moreDetailsLink: { to: '/for-members', label: 'The member experience' },
  },
  prosConsHeading: 'Fee models compared',
  prosCons: {
    prosHeader: 'Our fee model',
    consHeader: 'Per-member-per-month fees',
    pros: ['Nothing to pay until monthly savings exceed the program cost', 'Fees fall when savings fall', 'Return target of 3:1 after 24 months'],
    cons: ['Paid whether or not anything is saved', 'Budget risk sits with the payer', 'Hard to compare with results'],
  },
  stepsHeading: 'Getting started',
  steps: [
    { title: 'Request a demo', text: 'Tell us about your plan, members and PBM.' },
    { title: 'Claims review', text: 'We estimate savings from a de-identified claims sample.' },
    { title: 'Go live', text: 'Outreach starts once the PBM feed is connected.' },
  ],
  closing: {
    heading: 'Find the savings in your pharmacy claims',
    text: 'A demo includes a walk-through of the monthly report and a savings estimate.',
    cta: DEMO,
  },
};
