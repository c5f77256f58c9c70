import { CLAIMS, DEMO } from './claims';
import type { PitchPageContent } from '../pitch/types';

export const benefitConsultantsContent: PitchPageContent = {
  banner: {
    eyebrow: 'For benefit consultants',
    heading: 'A pharmacy savings program you can put in front of every client',
    lead: 'Bring your employer clients a program with a savings target of up to 30%, a 3:1 return target after 24 months, and no charge until monthly savings exceed the program cost.',
    cta: DEMO,
    secondary: { label: 'Ask a question', to: '/contact' },
    image: { illustration: 'handshake', alt: 'A handshake between a benefit consultant and a partner' },
  },
  highlight: {
    heading: 'Low risk for your clients',
    text: 'Clients see savings before they see a bill.',
    stat: CLAIMS.noChargeUntilSavings,
  },
  pitchesHeading: 'Why consultants recommend us',
  pitches: [
    { title: 'Works with any PBM', summary: 'Your clients keep their PBM contract; we work alongside it.', icon: 'swap' },
    { title: 'Numbers you can defend', summary: 'Savings are measured claim by claim from your client’s own data.', icon: 'chart' },
    {
      title: 'Employees approve changes',
      summary: 'No forced switches, no member disruption, and a pharmacy team to call.',
      icon: 'people',
      moreDetailsLink: { to: '/for-employers', label: 'What employers get' },
    },
  ],
  detailsHeading: 'Support for your practice',
  details: [
    {
      title: 'Savings estimates for renewals',
      summary: 'Send us a de-identified claims sample and get a savings estimate for the renewal meeting.',
      details: ['Estimates list each opportunity type: generic substitution, therapeutic alternative, pharmacy choice and days supply.'],
      image: { illustration: 'savingsChart', alt: 'A savings estimate chart for a renewal meeting' },
    },
    {
      title: 'Client reporting',
      summary: 'Monthly reports you can forward to clients as they are.',
      details: ['Each report shows savings achieved, the program cost and the return to date against the 3:1 target after 24 months.'],
      image: { illustration: 'savingsChart', alt: 'A monthly report of savings and return' },
    },
    {
      title: 'Clinical oversight',
      summary: 'Every suggested change is reviewed by a pharmacist before a member hears about it.',
      details: ['Our pharmacy team handles prescriber outreach, so your clients’ HR teams are not involved in clinical questions.'],
      image: { illustration: 'teamReview', alt: 'Pharmacists reviewing suggested changes' },
    },
  ],
  statsHeading: 'Figures for your client presentations',
  statGroups: [
    { label: 'Targets', stats: [CLAIMS.employerSavings, CLAIMS.returnTarget] },
    { label: 'Fees', stats: [CLAIMS.noChargeUntilSavings, CLAIMS.perClaimCharge] },
    { label: 'Consumer prices', stats: [CLAIMS.pbmPrices, CLAIMS.averageSavings, CLAIMS.maxSavings] },
    { label: 'Privacy', stats: [CLAIMS.noAds, CLAIMS.noDataSales] },
  ],
  imagePitch: {
    title: 'Cash prices for the gaps in coverage',
    summary: 'When a drug is excluded or a member is in a deductible, our consumer site compares discount-card prices from 12 issuers or PBMs at nearby pharmacies.',
    image: { illustration: 'phoneCoupon', alt: 'A phone showing coupon prices at nearby pharmacies' },
    moreDetailsLink: { to: '/consumer-discount-cards', label: 'How consumer discount cards work' },
  },
  prosConsHeading: 'What to weigh for a client',
  prosCons: {
    prosHeader: 'Strengths',
    consHeader: 'Things to plan for',
    pros: ['No fee until monthly savings exceed the program cost', 'No PBM change needed', 'Member approval for every change', 'Pharmacist-led clinical review'],
    cons: [
      'Savings depend on how many members accept a suggestion',
      'A claims feed from the PBM is needed before outreach starts',
      'Results build over months; the return target is measured at 24 months',
    ],
  },
  stepsHeading: 'Working with us',
  steps: [
    { title: 'Request a demo', text: 'See the program and the reports your clients will get.' },
    { title: 'Share a claims sample', text: 'De-identified data is enough for a savings estimate.' },
    { title: 'Introduce the client', text: 'We handle PBM coordination, launch and member outreach.' },
  ],
  closing: {
    heading: 'Add a no-risk savings program to your toolkit',
    text: 'Book a demo and bring a client’s claims sample for a live estimate.',
    cta: DEMO,
  },
};
