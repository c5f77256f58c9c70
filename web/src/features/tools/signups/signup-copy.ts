import type { SignupKind } from '../../../../../shared/contracts/signups';

/** What each sign-up is, in the visitor's words. The programme design is described in the README. */
export interface SignupCopy {
  title: string;
  description: string;
  purpose: string;
  /** What the visitor will receive, shown above the form. */
  what: string;
  related: string[];
}

export const SIGNUP_COPY: Record<SignupKind, SignupCopy> = {
  'medication-reminders': {
    title: 'Sign Up for Medication Reminders', purpose: 'Reminders at the times you choose.',
    description: 'Free e-mail or text reminders to take your medication at the times you choose, in your time zone. Unsubscribe with one click.',
    what: 'A short message at each time you choose, every day, in your time zone.',
    related: ['list-common-routine-triggers', 'sign-up-for-refill-notifications', 'able-to-adhere-to-treatment-plan'],
  },
  'medication-check-in': {
    title: 'Sign Up for Medication Check-ins', purpose: 'A check-in every week or month.',
    description: 'A short check-in by e-mail or text every week or month: is cost, a side effect or timing getting in the way? With links to tools that help.',
    what: 'A short "how is it going?" message at the interval you choose, with links to help if something gets in the way.',
    related: ['able-to-adhere-to-treatment-plan', 'sign-up-for-educational-contact-to-discuss-medications'],
  },
  'thank-yous': {
    title: 'Sign Up for Thank-Yous', purpose: 'A thank-you after each on-time refill.',
    description: 'A thank-you after each refill you pick up on time. The day after a refill is due we ask whether you picked it up; one click tells us.',
    what: 'The day after each refill is due, one question ("did you pick it up?"); a thank-you when you did, on time.',
    related: ['sign-up-for-personalized-thank-yous', 'sign-up-for-monetary-incentives', 'sign-up-for-refill-notifications'],
  },
  'personalized-thank-yous': {
    title: 'Sign Up for Personalized Thank-Yous', purpose: 'Thank-yous with your name and medication.',
    description: 'Like thank-yous, but addressed to you by name and naming the medication you choose to share.',
    what: 'The same refill question and thank-you, addressed to you by your first name, naming your medication if you share it.',
    related: ['sign-up-for-thank-yous', 'sign-up-for-monetary-incentives'],
  },
  'monetary-incentives': {
    title: 'Sign Up for Monetary Incentives', purpose: 'Points for on-time refills.',
    description: 'Earn points for each refill picked up on time, recorded in a ledger with clear terms. Points are worth what a sponsoring employer or plan offers.',
    what: 'The refill question after each due date; 10 points for each on-time refill, with your running total.',
    related: ['sign-up-for-thank-yous', 'sign-up-for-refill-notifications'],
  },
  'family-notifications': {
    title: 'Sign Up for Family Notifications', purpose: 'Tell a family member when a refill is due.',
    description: 'Let a family member or caregiver know when your refill is due. They must confirm too, and they never see the drug name.',
    what: 'Three days before each refill is due, a notice to the family member you name (only after they confirm; without the drug name).',
    related: ['sign-up-for-refill-notifications', 'sign-up-for-medication-reminders'],
  },
  'educational-contact-to-discuss-medications': {
    title: 'Sign Up for Educational Contact to Discuss Medications', purpose: 'An invitation to talk with a pharmacist.',
    description: 'A periodic invitation to go over your medications with a pharmacist: what each is for, how to take them, and cheaper options to ask about.',
    what: 'At the interval you choose, an invitation to call our pharmacy team at a time that suits you.',
    related: ['sign-up-for-medication-check-in', 'drug-alternatives', 'medguide'],
  },
  'refill-notifications': {
    title: 'Sign Up for Refill Notifications', purpose: 'A notice 3 days before each refill is due.',
    description: 'A notice three days before each refill is due, computed from your last fill date and days’ supply, with a link to compare prices.',
    what: 'Three days before each refill is due (from your fill date and days’ supply), a notice with a price-comparison link.',
    related: ['sign-up-for-medication-reminders', 'use-90-or-30-day-supply', 'expected-cost'],
  },
};
