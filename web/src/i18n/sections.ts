/**
 * Catalog sections: the long prose of a few page families, kept in the one catalog per language
 * (`catalogs/en.json`, `catalogs/es.json`) under a key prefix (`legal.…`, `faq.…`), but built into
 * a chunk of its own (`en.json?section=legal`) that loads with its page. Every other key is in
 * the catalog's main part, which for English is in the first load of every page. The build
 * (web/vite-plugins/icu-catalogs.ts) and the loader (i18n.ts) both read this table.
 */
export const CATALOG_SECTIONS = ['legal', 'faq', 'compare', 'members', 'info'] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/** The section a key belongs to (its first dotted part, when that names a section). */
export function sectionOfKey(key: string): CatalogSection | undefined {
  const prefix = key.slice(0, key.indexOf('.'));
  return (CATALOG_SECTIONS as readonly string[]).includes(prefix) ? (prefix as CatalogSection) : undefined;
}

export function isCatalogSection(name: string): name is CatalogSection {
  return (CATALOG_SECTIONS as readonly string[]).includes(name);
}

/** The messages of one section, or (no section) the main part: every key in no section. */
export function pickSection<T>(messages: Record<string, T>, section?: CatalogSection): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => sectionOfKey(key) === section));
}
