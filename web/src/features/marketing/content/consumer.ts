import type { ArticleShape } from './catalog-text';

/**
 * The consumer information pages. Their words are the catalogs' `info.` section
 * (web/src/i18n/catalogs), in English and Spanish; these are their shapes.
 */
export const consumerDiscountCards: ArticleShape = {
  prefix: 'info.cards',
  sections: [{ paragraphs: 1 }, { paragraphs: 1 }, { bullets: 3 }, { bullets: 3 }],
};

export const shouldIUseACoupon: ArticleShape = {
  prefix: 'info.coupon',
  sections: [{ bullets: 4 }, { bullets: 3 }, { paragraphs: 1 }, { bullets: 3 }],
};

export const doNotOvercharge: ArticleShape = {
  prefix: 'info.overcharged',
  sections: [{ bullets: 5 }, { bullets: 3 }, { paragraphs: 1 }, { paragraphs: 1 }],
};

export const local: ArticleShape = {
  prefix: 'info.local',
  sections: [{ paragraphs: 1 }, { paragraphs: 1 }, { paragraphs: 1 }],
};

export const mobileApp: ArticleShape = {
  prefix: 'info.app',
  sections: [{ bullets: 4 }, { paragraphs: 1 }],
};
