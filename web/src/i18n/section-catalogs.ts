import { use, useCallback } from 'react';
import { loadCatalog, translate, type MessageKey, type MessageValues } from './i18n';
import type { Lang } from './lang';
import type { CatalogSection } from './sections';
import { useLang, type Translate } from './use-t';

/**
 * The loader of the catalog sections (sections.ts). Only the pages that use a section import this
 * module (and the shell, lazily, for a Spanish page's title), so none of it is in the first load.
 */
type Messages = Record<string, unknown>;
type SectionImports = Record<string, () => Promise<Messages>>;

/**
 * Each section's chunk per language (`./catalogs/en.json?section=legal`). Vite needs a literal
 * query for each, hence one line per section; `satisfies` keeps them in step with the table.
 */
const sectionImports = {
  legal: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=legal', import: 'default' }),
  faq: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=faq', import: 'default' }),
  compare: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=compare', import: 'default' }),
  members: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=members', import: 'default' }),
  drug: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=drug', import: 'default' }),
  drugLater: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=drugLater', import: 'default' }),
  myMedicines: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=myMedicines', import: 'default' }),
  mfr: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=mfr', import: 'default' }),
  alternatives: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=alternatives', import: 'default' }),
  subscription: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=subscription', import: 'default' }),
  info: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=info', import: 'default' }),
  meta: import.meta.glob<Messages>('./catalogs/*.json', { query: '?section=meta', import: 'default' }),
} satisfies Record<CatalogSection, SectionImports>;

type I18nOf = Awaited<ReturnType<typeof loadCatalog>>;

/** A loader over the given section imports (the real ones below; a test passes its own). */
export function sectionLoader(imports: Record<CatalogSection, SectionImports>, catalog: (lang: Lang) => Promise<I18nOf> = loadCatalog) {
  const loaded = new Map<string, I18nOf>();
  const pending = new Map<string, Promise<I18nOf>>();
  /** The language's catalog with this section in it, once loaded. */
  const loadedSection = (lang: Lang, section: CatalogSection): I18nOf | undefined => loaded.get(`${lang}:${section}`);
  /** Loads the language's catalog and one of its sections (one request each, shared by every caller). */
  function loadSection(lang: Lang, section: CatalogSection): Promise<I18nOf> {
    const id = `${lang}:${section}`;
    const ready = loaded.get(id);
    if (ready) return Promise.resolve(ready);
    let loading = pending.get(id);
    if (!loading) {
      const load = imports[section][`./catalogs/${lang}.json`];
      loading = Promise.all([catalog(lang), load ? load() : Promise.reject(new Error(`no ${lang} catalog`))]).then(([i18n, messages]) => {
        i18n.load(lang, messages as never);
        loaded.set(id, i18n);
        return i18n;
      });
      pending.set(id, loading);
    }
    return loading;
  }
  return { loadedSection, loadSection };
}

export const { loadedSection, loadSection } = sectionLoader(sectionImports);

/** `useT` for a page whose prose is in a catalog section: suspends until the section is loaded. */
export function useSectionT(section: CatalogSection): Translate {
  const lang = useLang();
  const i18n = loadedSection(lang, section) ?? use(loadSection(lang, section));
  return useCallback((key: MessageKey, values?: MessageValues) => translate(i18n, key, values), [i18n]);
}
