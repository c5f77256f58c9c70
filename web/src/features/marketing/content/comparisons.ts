import { BRAND } from '../../../../../shared/brand';
import type { ArticleContent, ComparisonTable } from '../pitch/article-types';

/**
 * Feature comparisons only: we never state a competitor's price here. Competitor columns say
 * what a visitor can check on the competitor's own site; where we cannot verify a detail we say so.
 */
function featureTable(competitor: string, rows: [string, string, string][]): ComparisonTable {
  return {
    caption: `${BRAND.name} and ${competitor}, feature by feature`,
    columns: [BRAND.name, competitor],
    rows: rows.map(([feature, ours, theirs]) => ({ feature, values: [ours, theirs] })),
  };
}

const ourStrengths: [string, string][] = [
  ['Price sources compared', '12 PBM partners asked at once'],
  ['Ads', 'No ads'],
  ['Selling user data', 'Never'],
  ['When each price was checked', 'Shown with every price'],
  ['Why a price is what it is', 'Price explanation for every result'],
  ['Account needed', 'No'],
  ['Third-party trackers', 'None'],
];

export const cvsComparison: ArticleContent = {
  heading: `${BRAND.name} vs CVS Savings Finder`,
  lead: `CVS's own savings tools show prices at CVS pharmacies. ${BRAND.name} compares 12 PBM partners at every pharmacy near you, including CVS.`,
  sections: [
    {
      heading: 'Feature comparison',
      table: featureTable('CVS Savings Finder', [
        [...ourStrengths[0]!, 'CVS pricing programs'],
        ['Pharmacies covered', 'Every participating pharmacy within 50 miles', 'CVS Pharmacy locations'],
        [...ourStrengths[1]!, 'Check CVS’s site'],
        [...ourStrengths[2]!, 'See CVS’s privacy policy'],
        [...ourStrengths[3]!, 'Not stated'],
        [...ourStrengths[4]!, 'Not stated'],
        [...ourStrengths[5]!, 'Some programs need sign-up'],
      ]),
    },
    {
      heading: 'Why compare beyond one chain',
      paragraphs: [
        [
          `A chain’s tool can only show its own stores, and the cheapest discount program changes from drug to drug. In our comparison of 310 drugs (report dated July 2022), ${BRAND.name}'s price beat GoodRx's at CVS for 61% of them — see the `,
          { text: 'GoodRx comparison', to: '/goodrx-comparison#betterPrices' },
          '. If another pharmacy near you is cheaper than CVS, we show that too.',
        ],
      ],
    },
    {
      heading: 'Check for yourself',
      paragraphs: [[{ text: 'Search your drug', to: '/' }, ' and look at the CVS row next to the other pharmacies near you. We do not show prices we have not checked.']],
    },
  ],
};

export const optumComparison: ArticleContent = {
  heading: `${BRAND.name} vs Optum Perks`,
  lead: `Optum Perks is a discount card from one PBM family. ${BRAND.name} asks 12 PBM partners for their price at each pharmacy and shows the lowest.`,
  sections: [
    {
      heading: 'Feature comparison',
      table: featureTable('Optum Perks', [
        [...ourStrengths[0]!, 'One PBM family’s network prices'],
        ['Pharmacies covered', 'Every participating pharmacy within 50 miles', 'Pharmacies in its network'],
        [...ourStrengths[1]!, 'Check Optum Perks’ site'],
        [...ourStrengths[2]!, 'See Optum Perks’ privacy policy'],
        [...ourStrengths[3]!, 'Not stated'],
        [...ourStrengths[4]!, 'Not stated'],
        [...ourStrengths[6]!, 'See Optum Perks’ privacy policy'],
      ]),
    },
    {
      heading: 'One card or twelve',
      paragraphs: [
        'A single PBM’s card is sometimes the cheapest for a given drug at a given pharmacy, and often not. Because we ask 12 PBM partners for every search, you get the best of them without carrying twelve cards. Every price shows when it was checked and how it was built.',
      ],
    },
    {
      heading: 'Check for yourself',
      paragraphs: [[{ text: 'Search your drug', to: '/' }, ' to see today’s prices near you, or read ', { text: 'how discount cards work', to: '/consumer-discount-cards' }, '.']],
    },
  ],
};
