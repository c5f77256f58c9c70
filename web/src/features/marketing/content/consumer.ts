import { BRAND } from '../../../../../shared/brand';
import type { ArticleContent } from '../pitch/article-types';

export const consumerDiscountCards: ArticleContent = {
  heading: 'Consumer Discount Cards',
  lead: `A prescription discount card gives you a negotiated cash price at the pharmacy. ${BRAND.name} compares the prices of 12 card issuers and PBMs at once, so you don't have to carry twelve cards.`,
  sections: [
    {
      heading: 'How a discount card works',
      paragraphs: [
        'Pharmacy benefit managers (PBMs) negotiate prices with pharmacies. A discount card is a set of codes — BIN, PCN, group and member ID — that tells the pharmacy which PBM’s negotiated price to charge you. You pay that price yourself; there is no premium, deductible or claim form.',
      ],
    },
    {
      heading: 'Why one card is not enough',
      paragraphs: [
        'Each PBM negotiates different prices with each pharmacy, so the best card for one drug at one pharmacy is often not the best for another. We ask 12 issuers or PBMs for the price at every pharmacy near you and show the lowest, with the time it was checked.',
      ],
    },
    {
      heading: 'Using our card',
      bullets: [
        [{ text: 'Search your drug', to: '/' }, ' and choose the pharmacy with the best price.'],
        'Show the coupon on your phone, or e-mail, text or print it.',
        'The pharmacist enters the codes and charges the discount price.',
      ],
    },
    {
      heading: 'Good to know',
      bullets: [
        `${BRAND.name} is a discount program, NOT insurance; the pharmacy gives the exact price.`,
        'Average savings of 72%, up to 85% (2019 data, assuming a 30-day supply).',
        'No ads, no sign-up, and we never sell user data.',
      ],
    },
  ],
};

export const shouldIUseACoupon: ArticleContent = {
  heading: 'Should I Use a Coupon or My Insurance?',
  lead: 'Often a discount coupon is cheaper than your copay — but not always. Here is how to tell in under a minute.',
  sections: [
    {
      heading: 'When a coupon usually wins',
      bullets: [
        'You have a high-deductible plan and have not met the deductible yet.',
        'The drug is a common generic: cash prices for many generics are lower than a typical copay.',
        'Your plan does not cover the drug, or needs a prior authorization you are still waiting for.',
        'You have no prescription coverage.',
      ],
    },
    {
      heading: 'When insurance usually wins',
      bullets: [
        'Expensive brand-name drugs with a fixed copay.',
        'You have already met your deductible or out-of-pocket maximum.',
        'Your plan pays in full for preventive drugs such as some contraceptives or statins.',
      ],
    },
    {
      heading: 'What to watch out for',
      paragraphs: [
        'A coupon and insurance cannot be used on the same fill. When you pay with a coupon, the amount may not count toward your deductible or out-of-pocket maximum; if you expect to reach it this year, that matters. Some plans accept a receipt for credit — ask yours.',
      ],
    },
    {
      heading: 'The one-minute check',
      bullets: [
        [{ text: 'Look up the coupon price', to: '/' }, ' at your pharmacy.'],
        'Ask the pharmacist for your insurance price.',
        'Pay the lower one. If the coupon wins every month, consider a 90-day supply.',
      ],
    },
  ],
};

export const doNotOvercharge: ArticleContent = {
  heading: "Don't Get Overcharged for Prescriptions",
  lead: 'Patients are overcharged every day — not by fraud, but by not knowing the lower price exists. These checks cost nothing and take a minute.',
  sections: [
    {
      heading: 'Five ways people overpay',
      bullets: [
        'Paying a copay that is higher than the pharmacy’s cash or coupon price.',
        'Filling at the nearest pharmacy when one a mile away charges a fraction of the price.',
        'Taking a brand-name drug when an equivalent generic exists.',
        'Buying a 30-day supply every month when a 90-day fill costs less per pill.',
        'Paying for a combination pill that costs more than its two generic parts.',
      ],
    },
    {
      heading: 'Ask these questions at the counter',
      bullets: [
        '“What is the cash price with this coupon, and what is my insurance price?”',
        '“Is there a generic, or a lower-cost drug in the same class?” (your prescriber decides)',
        '“Is a 90-day supply cheaper?”',
      ],
    },
    {
      heading: 'For pharmacies',
      paragraphs: [
        [
          'Pharmacies can tell us how they want to take part in discount programs — including a minimum payment over NADAC — through the ',
          { text: 'pharmacy portal', to: '/pharmacy-portal' },
          '. Patients who paid too much can find out whether their plan reimburses them on ',
          { text: 'Reimburse Me', to: '/reimburse-me' },
          '.',
        ],
      ],
    },
    {
      heading: 'Need help?',
      paragraphs: [['Call ', { text: BRAND.phone, href: `tel:${BRAND.phoneE164}` }, ' and we will check the price with you.']],
    },
  ],
};

export const local: ArticleContent = {
  heading: 'Prescription Prices at Pharmacies Near You',
  lead: 'Enter a drug name to see discount coupon prices at every pharmacy within 50 miles, with the cheapest first.',
  sections: [
    {
      heading: 'Why local prices matter',
      paragraphs: [
        'Two pharmacies on the same street can charge very different amounts for the same prescription, because each one has its own contract with each discount program. Grocery and big-box pharmacies are often cheaper than the closest one — but not for every drug.',
      ],
    },
    {
      heading: 'How we find the pharmacies',
      paragraphs: [
        'We use the zip code you type, or your location if you allow it, to find pharmacies within 50 miles. Your zip code stays in a cookie on your own device so the next search is faster; we do not keep your location.',
      ],
    },
    {
      heading: 'Moving a prescription',
      paragraphs: [['Found a cheaper pharmacy? The ', { text: 'prescription transfer helper', to: '/prescription-transfer' }, ' gives you what the new pharmacy needs to move it for you.']],
    },
  ],
};

export const mobileApp: ArticleContent = {
  heading: `The ${BRAND.name} App`,
  lead: 'The same prices as the website, with your coupons and recent searches kept on your phone.',
  sections: [
    {
      heading: 'What the app does',
      bullets: [
        'Compare discount prices from 12 issuers or PBMs at pharmacies near you.',
        'Keep coupons on your phone and show them at the counter, even with a weak signal.',
        'See recent searches and the pharmacy you picked last time.',
        'No ads and no trackers, and we never sell user data — same as the website.',
      ],
    },
    {
      heading: 'Help',
      paragraphs: [['Questions about the app? Call ', { text: BRAND.phone, href: `tel:${BRAND.phoneE164}` }, '.']],
    },
  ],
};
