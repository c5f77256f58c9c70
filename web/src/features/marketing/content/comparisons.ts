import { BRAND } from '../../../../../shared/brand';
import type { ArticleShape } from './catalog-text';

/**
 * Feature comparisons only: we never state a competitor's price here. Competitor columns say
 * what a visitor can check on the competitor's own site; where we cannot verify a detail we say so.
 * Their words are the catalogs' `compare.` section (web/src/i18n/catalogs).
 */
const comparison = (prefix: string, competitor: string): ArticleShape => ({
  prefix,
  sections: [{ table: { columns: [BRAND.name, competitor], rows: 7 } }, { paragraphs: 1 }, { paragraphs: 1 }],
});

export const cvsComparison = comparison('compare.cvs', 'CVS Savings Finder');
export const optumComparison = comparison('compare.optum', 'Optum Perks');
