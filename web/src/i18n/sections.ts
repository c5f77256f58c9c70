/**
 * Catalog sections: the long prose of a few page families, kept in the one catalog per language
 * (`catalogs/en.json`, `catalogs/es.json`) under a key prefix (`legal.…`, `faq.…`), but built into
 * a chunk of its own (`en.json?section=legal`) that loads with its page. Every other key is in
 * the catalog's main part, which for English is in the first load of every page. The build
 * (web/vite-plugins/icu-catalogs.ts) and the loader (i18n.ts) both read this table.
 */
export const CATALOG_SECTIONS = ['legal', 'faq', 'compare', 'members', 'drug', 'drugLater', 'myMedicines', 'mfr', 'alternatives', 'subscription', 'info', 'meta'] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/**
 * Other keys a section also holds, besides those under its own name: a prefix (`units`, or
 * `drug.about`) holds the keys under it, and a key may be named whole. The longest match wins, so
 * `drug.about.…` is in `drugLater`, not `drug`. The drug page's words (`units.`, `prices.` …) are
 * used by no page of the first load (the home page): they load with the pages that show them
 * (pages.ts `messages`); its later sections' words load with those sections.
 */
const SECTION_PREFIXES: Partial<Record<CatalogSection, readonly string[]>> = {
  drug: ['units', 'prices', 'mail', 'errorCard', 'coupon', 'myMedicines.add', 'myMedicines.update', 'myMedicines.full', 'myMedicines.updated', 'myMedicines.added', 'myMedicines.seeList'],
  drugLater: ['drug.about', 'drug.history', 'drug.supply', 'priceAlert'],
};

/** The section a key belongs to: the one whose name or listed prefix is the longest start of the key (see above). */
export function sectionOfKey(key: string): CatalogSection | undefined {
  let found: CatalogSection | undefined;
  let length = 0;
  for (const section of CATALOG_SECTIONS) {
    for (const prefix of [section, ...(SECTION_PREFIXES[section] ?? [])]) {
      if ((key === prefix || key.startsWith(`${prefix}.`)) && prefix.length > length) [found, length] = [section, prefix.length];
    }
  }
  return found;
}

export function isCatalogSection(name: string): name is CatalogSection {
  return (CATALOG_SECTIONS as readonly string[]).includes(name);
}

/** The messages of one section, or (no section) the main part: every key in no section. */
export function pickSection<T>(messages: Record<string, T>, section?: CatalogSection): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => sectionOfKey(key) === section));
}
