import type { ArticleShape } from './catalog-text';

/** The legal summaries: their words are the catalogs' `legal.` section (web/src/i18n/catalogs). */
export const privacyPolicy: ArticleShape = {
  prefix: 'legal.privacy',
  updated: true,
  sections: [
    { id: 'trust-center', paragraphs: 1, bullets: 6 },
    { bullets: 7 },
    { paragraphs: 1 },
    { bullets: 7 },
    { paragraphs: 1 },
    { paragraphs: 1 },
    { paragraphs: 1 },
    { paragraphs: 1 },
    { paragraphs: 1 },
  ],
};

export const termsOfUse: ArticleShape = {
  prefix: 'legal.terms',
  updated: true,
  sections: [{ paragraphs: 2 }, { paragraphs: 1 }, { paragraphs: 1 }, { paragraphs: 1, bullets: 3 }, { paragraphs: 1 }, { paragraphs: 1 }, { paragraphs: 1 }, { paragraphs: 1 }],
};
