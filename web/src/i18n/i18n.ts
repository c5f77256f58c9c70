import { setupI18n, type I18n } from '@lingui/core';
import { BRAND } from '../../../shared/brand';
import en from './catalogs/en.json';
import type { Lang } from './lang';

/**
 * Message catalogs: one per language (`catalogs/en.json`, `catalogs/es.json`), ICU MessageFormat
 * with plurals, formatted by Lingui's runtime (@lingui/core, about 3.7 KB gzip). The build compiles
 * every message beforehand (web/vite-plugins/icu-catalogs.ts), so no ICU parser ships. English
 * is in the first load; Spanish is its own chunk, loaded only for a page under /es. The long prose
 * of a few page families is in catalog sections (sections.ts, section-catalogs.ts): each
 * language's its own chunk, loaded by its page.
 */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | undefined>;

/** Filled in every message, as `{brand}`, `{phone}` (the help line, its note in the page's language) and `{email}`. */
const globals = (i18n: I18n) => ({ brand: BRAND.name, phone: i18n._('brand.phoneLabel'), email: BRAND.email });

const loaded: Partial<Record<Lang, I18n>> = {};
const pending: Partial<Record<Lang, Promise<I18n>>> = {};

function make(lang: Lang, messages: Record<string, unknown>): I18n {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages as never } });
  loaded[lang] = i18n;
  return i18n;
}

make('en', en);

/** The language's catalog, once loaded (English always is). */
export function loadedCatalog(lang: Lang): I18n | undefined {
  return loaded[lang];
}

/** Loads the language's catalog (one request, shared by every caller). */
export function loadCatalog(lang: Lang): Promise<I18n> {
  const ready = loaded[lang];
  if (ready) return Promise.resolve(ready);
  pending[lang] ??= import('./catalogs/es.json').then((m) => make('es', m.default));
  return pending[lang];
}

export function translate(i18n: I18n, key: MessageKey, values?: MessageValues): string {
  return i18n._(key, { ...globals(i18n), ...values });
}
