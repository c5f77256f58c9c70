import { BRAND } from '../../../../../shared/brand';
import type { ArticleContent } from '../pitch/article-types';

const phone = { text: BRAND.phone, href: `tel:${BRAND.phoneE164}` };

export const pharmacistInformation: ArticleContent = {
  heading: 'Information for Pharmacists',
  lead: `How to process a ${BRAND.name} coupon, how pharmacies are paid, and how to choose how your pharmacy takes part.`,
  sections: [
    {
      heading: 'Processing a coupon',
      bullets: [
        'Each coupon carries a BIN, PCN, group and member ID. Submit the claim to that BIN/PCN as a cash-discount claim, primary, with no other coverage.',
        'The adjudicated price is the patient’s price. The coupon names the PBM whose network price applies.',
        'If the claim rejects, call the pharmacist help line printed on the coupon.',
      ],
    },
    {
      heading: 'How pharmacies are paid',
      paragraphs: [
        'The PBM reimburses the pharmacy at its network discount rate; the patient pays that price at the counter. PBMs charge a per-claim administration fee — typically $2 to $3 — and the average pharmacy charge per claim is about $3.45.',
      ],
    },
    {
      heading: 'Choose how you take part',
      paragraphs: [
        [
          'Through the ',
          { text: 'pharmacy portal', to: '/pharmacy-portal' },
          ' you can set a minimum payment over NADAC of $0, $3 or $6 per claim, or opt out. Sign in with Google or Microsoft for faster verification, or use your e-mail address.',
        ],
      ],
    },
    {
      heading: 'Transfers and patient questions',
      paragraphs: [
        ['Patients moving a prescription to you can use our ', { text: 'prescription transfer helper', to: '/prescription-transfer' }, '. Pharmacists can reach us at ', phone, '.'],
      ],
    },
  ],
};

export const providerInformation: ArticleContent = {
  heading: 'Information for Prescribers and Providers',
  lead: 'How your patients use discount coupons, and how our pharmacy team may contact you about a lower-cost option.',
  sections: [
    {
      heading: 'Helping patients afford their prescriptions',
      paragraphs: [
        'Cost is one of the main reasons patients do not fill a prescription or stop taking it. A patient can look up the discount price of a drug at nearby pharmacies before leaving your office, with no account or sign-up.',
        'Our savings of 72% on average and up to 85% are based on 2019 data and assume a 30-day supply.',
      ],
    },
    {
      heading: 'Calls from our pharmacy team',
      paragraphs: [
        'For members of employer and health plan programs, our pharmacists may contact you to suggest a clinically equivalent, lower-cost drug — a generic, a lower-tier alternative, or a different days supply. We only do this after the patient has agreed, and you decide whether to change the prescription.',
      ],
    },
    {
      heading: 'Tools for your practice',
      bullets: [
        [{ text: 'iRxSavvy drug tools', to: '/irxsavvy/' }, ': drug classes, equivalents, NADAC prices and more.'],
        [{ text: 'Compare prices', to: '/' }, ' for any drug at pharmacies near a zip code.'],
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [['Provider line: ', phone, '. Or write to us through the ', { text: 'contact form', to: '/contact' }, '.']],
    },
  ],
};
