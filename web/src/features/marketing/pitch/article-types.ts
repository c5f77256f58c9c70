import type { Paragraph } from '../../../components/RichText';

/** Typed copy for the information, legal and comparison pages. */
export type { Paragraph } from '../../../components/RichText';

export interface ComparisonTable {
  caption: string;
  /** The first column's header ("Feature"). */
  featureHeader: string;
  columns: string[];
  rows: { feature: string; values: string[] }[];
}

export interface ArticleSection {
  /** Anchor for links such as /privacy-policy#trust-center. */
  id?: string;
  heading: string;
  paragraphs?: Paragraph[];
  bullets?: Paragraph[];
  table?: ComparisonTable;
}

export interface ArticleContent {
  heading: string;
  lead: Paragraph;
  /** Shown under the lead, e.g. "Last updated: 2026-11-01". */
  meta?: string;
  /** Shown above the lead, e.g. a translation's note that the English text prevails. */
  notice?: Paragraph;
  sections: ArticleSection[];
}
