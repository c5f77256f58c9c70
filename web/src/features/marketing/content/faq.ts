import { BRAND } from '../../../../../shared/brand';
import type { Paragraph } from '../pitch/article-types';

export interface FaqItem {
  question: string;
  answer: Paragraph;
}

export interface FaqGroup {
  heading: string;
  items: FaqItem[];
}

export const faqGroups: FaqGroup[] = [
  {
    heading: 'Using coupons',
    items: [
      {
        question: `Is ${BRAND.name} free?`,
        answer: 'Yes. Searching, comparing and using our coupons costs you nothing, and there is no account to create.',
      },
      {
        question: `Is ${BRAND.name} insurance?`,
        answer: 'No. It is a prescription discount program, not insurance. Discounts are available only at participating pharmacies, and the pharmacy gives the exact price at the counter.',
      },
      {
        question: 'How do I use a coupon?',
        answer: 'Search your drug, pick the form, dosage and quantity on your prescription, and choose a pharmacy. Show the coupon on your phone at the counter, or e-mail, text or print it. The pharmacist enters the BIN, PCN, group and member ID on it.',
      },
      {
        question: 'How much can I save?',
        answer: 'Our users save 72% on average and up to 85% off the pharmacy’s retail price (2019 data, assuming a 30-day supply). Savings depend on the drug, the pharmacy and the day.',
      },
      {
        question: 'Can I use a coupon with my insurance?',
        answer: [
          'Not on the same fill: the pharmacy runs either your insurance or the coupon. Ask for both prices and pay the lower one. Read ',
          { text: 'should I use a coupon?', to: '/should-i-use-a-coupon' },
          ' for when each one wins.',
        ],
      },
    ],
  },
  {
    heading: 'Prices',
    items: [
      {
        question: 'Where do the prices come from?',
        answer: 'We ask 12 discount card issuers and pharmacy benefit managers (PBMs) at once and show the best price at each pharmacy. Every price says when it was checked, and you can see how it was built.',
      },
      {
        question: 'Why was the price at the pharmacy different?',
        answer: 'Pharmacies and PBMs change prices often, sometimes daily. Check the price just before you go, and make sure the quantity and dosage match your prescription.',
      },
      {
        question: 'Why do prices differ so much between pharmacies?',
        answer: ['Each pharmacy negotiates different rates with each PBM. Our blog explains it: ', { text: 'why prescription prices differ between pharmacies', to: '/blog/why-prescription-prices-differ-between-pharmacies' }, '.'],
      },
    ],
  },
  {
    heading: 'Privacy and help',
    items: [
      {
        question: 'Do you sell my data or show ads?',
        answer: ['No. We show no ads, use no trackers and never sell user data. See our ', { text: 'Trust Center', to: '/privacy-policy#trust-center' }, '.'],
      },
      {
        question: 'How do I stop text messages?',
        answer: 'Reply STOP to any text from us. E-mails have an unsubscribe link.',
      },
      {
        question: 'How do I reach a person?',
        answer: ['Call ', { text: BRAND.phone, href: `tel:${BRAND.phoneE164}` }, ' or use the ', { text: 'contact form', to: '/contact' }, '.'],
      },
    ],
  },
];

/** Plain text of an answer, for the FAQPage structured data. */
export function answerText(answer: Paragraph): string {
  return typeof answer === 'string' ? answer : answer.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
