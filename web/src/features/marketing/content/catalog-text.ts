import { BRAND } from '../../../../../shared/brand';
import type { MessageKey } from '../../../i18n/i18n';
import type { Translate } from '../../../i18n/use-t';
import { richText, type Paragraph } from '../../../components/RichText';
import type { ArticleContent, ArticleSection } from '../pitch/article-types';

/**
 * Prose from the message catalogs. A message links words with a named tag, `<contact>contact
 * form</contact>`, the tag naming one of these targets (components/RichText.tsx); links to our
 * pages are localized where they are shown.
 */
const LINKS = {
  email: { href: `mailto:${BRAND.email}` },
  phone: { href: `tel:${BRAND.phoneE164}` },
  search: { to: '/' },
  contact: { to: '/contact' },
  couponApi: { to: '/coupon-api' },
  privacyPolicy: { to: '/privacy-policy' },
  trustCenter: { to: '/privacy-policy#trust-center' },
  goodrxComparison: { to: '/goodrx-comparison#betterPrices' },
  discountCards: { to: '/consumer-discount-cards' },
  shouldIUseACoupon: { to: '/should-i-use-a-coupon' },
  priceDifferences: { to: '/blog/why-prescription-prices-differ-between-pharmacies' },
  pharmacyPortal: { to: '/pharmacy-portal' },
  reimburseMe: { to: '/reimburse-me' },
  transfer: { to: '/prescription-transfer' },
} satisfies Record<string, { to: string } | { href: string }>;

/** A catalog message as a paragraph, its tags linking to these targets. */
export const richLinks = (message: string): Paragraph => richText(message, LINKS);

/** The phone number as a link's words (`{phoneNumber}`); `{phone}` is the number with its note. */
const VALUES = { phoneNumber: BRAND.phone };

/** One catalog message as a paragraph with links. */
export const paragraph = (t: Translate, key: string): Paragraph => richLinks(t(key as MessageKey, VALUES));

/** The shape of an article whose words are catalog messages `<prefix>.heading`, `.lead`, `.s1.heading`, `.s1.p1`, `.s1.b1`, … */
export interface ArticleShape {
  prefix: string;
  /** A `<prefix>.updated` line under the lead. */
  updated?: boolean;
  sections: { id?: string; paragraphs?: number; bullets?: number; table?: { columns: string[]; rows: number } }[];
}

const count = (n = 0) => Array.from({ length: n }, (_, i) => i + 1);

export function catalogArticle(t: Translate, shape: ArticleShape): ArticleContent {
  const text = (key: string) => t(key as MessageKey, VALUES);
  const { prefix } = shape;
  return {
    heading: text(`${prefix}.heading`),
    lead: paragraph(t, `${prefix}.lead`),
    ...(shape.updated ? { meta: text(`${prefix}.updated`) } : {}),
    sections: shape.sections.map((section, i): ArticleSection => {
      const at = `${prefix}.s${i + 1}`;
      const { table } = section;
      return {
        ...(section.id ? { id: section.id } : {}),
        heading: text(`${at}.heading`),
        ...(section.paragraphs ? { paragraphs: count(section.paragraphs).map((n) => paragraph(t, `${at}.p${n}`)) } : {}),
        ...(section.bullets ? { bullets: count(section.bullets).map((n) => paragraph(t, `${at}.b${n}`)) } : {}),
        ...(table
          ? {
              table: {
                caption: text(`${at}.caption`),
                featureHeader: text('compare.feature'),
                columns: table.columns,
                rows: count(table.rows).map((r) => ({ feature: text(`${at}.r${r}.feature`), values: table.columns.map((_c, v) => text(`${at}.r${r}.v${v + 1}`)) })),
              },
            }
          : {}),
      };
    }),
  };
}
