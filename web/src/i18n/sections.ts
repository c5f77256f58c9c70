/**
 * Catalog sections: the long prose of a few page families, kept in the one catalog per language
 * (`catalogs/en.json`, `catalogs/es.json`) under a key prefix (`legal.…`, `faq.…`), but built into
 * a chunk of its own (`en.json?section=legal`) that loads with its page. Every other key is in
 * the catalog's main part, which for English is in the first load of every page. The build
 * (web/vite-plugins/icu-catalogs.ts) and the loader (i18n.ts) both read this table.
 */
export const CATALOG_SECTIONS = ['legal', 'faq', 'compare', 'members', 'drug', 'myMedicines', 'mfr', 'alternatives', 'subscription'] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/**
 * Other key prefixes a section also holds, besides its own name: the drug page's words (`units.`,
 * `prices.`, `priceAlert.` …), used by no page of the first load (the home page), so that they load
 * with the pages that show them (pages.ts `messages`).
 */
const SECTION_PREFIXES: Partial<Record<CatalogSection, readonly string[]>> = {
  drug: ['units', 'prices', 'mail', 'errorCard', 'priceAlert', 'coupon'],
};

/** The section a key belongs to (its first dotted part, when that names a section or is one of a section's prefixes). */
export function sectionOfKey(key: string): CatalogSection | undefined {
  const prefix = key.slice(0, key.indexOf('.'));
  if ((CATALOG_SECTIONS as readonly string[]).includes(prefix)) return prefix as CatalogSection;
  return CATALOG_SECTIONS.find((section) => SECTION_PREFIXES[section]?.includes(prefix));
}

export function isCatalogSection(name: string): name is CatalogSection {
  return (CATALOG_SECTIONS as readonly string[]).includes(name);
}

/** The messages of one section, or (no section) the main part: every key in no section. */
export function pickSection<T>(messages: Record<string, T>, section?: CatalogSection): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => sectionOfKey(key) === section));
}
