import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../../shared/brand';
import { pageMetaKey, pages, pageTitle } from '../../../web/src/app/pages';
import { MARKETING_PAGE_META } from '../../../web/src/features/marketing/page-meta';
import { LATER_PAGE_META } from '../../../web/src/app/later-page-meta';
import { matchPage, pageRoutes, type RouteHandle } from '../../../web/src/app/route-table';
import en from '../../../web/src/i18n/catalogs/en.json';
import { loadedCatalog } from '../../../web/src/i18n/i18n';
import { sectionLoader } from '../../../web/src/i18n/section-catalogs';
import es from '../../../web/src/i18n/catalogs/es.json';
import { englishPath, homeRedirectFor, langOfPath, pathIn } from '../../../web/src/i18n/lang';
import { CATALOG_SECTIONS, pickSection, sectionOfKey, type CatalogSection } from '../../../web/src/i18n/sections';
import { localizedPath } from '../../../web/src/i18n/use-t';
import { compileCatalog, icuCatalogs } from '../../../web/vite-plugins/icu-catalogs';

/** The argument names a message uses ({name}, {count, plural, …}), nested ones included. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const choices = token[2];
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices as object)) if (Array.isArray(choice)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('message catalogs (web/src/i18n/catalogs)', () => {
  const catalogs = { en: en as Record<string, string>, es: es as Record<string, string> };

  it('every key is in both catalogs', () => {
    const enKeys = Object.keys(catalogs.en);
    const esKeys = Object.keys(catalogs.es);
    expect(enKeys.filter((key) => !(key in catalogs.es)), 'keys missing from es.json').toEqual([]);
    expect(esKeys.filter((key) => !(key in catalogs.en)), 'keys missing from en.json').toEqual([]);
    expect(enKeys.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(catalogs))('every %s message is valid ICU MessageFormat and not empty', (_lang, catalog) => {
    for (const [key, message] of Object.entries(catalog)) {
      expect(() => compileMessageOrThrow(message), key).not.toThrow();
      expect(message.trim(), key).not.toBe('');
    }
    expect(() => compileCatalog(catalog)).not.toThrow();
  });

  it('the build refuses a message that does not parse, naming its key', () => {
    expect(() => compileCatalog({ 'home.broken': 'Save {percent' })).toThrow(/home\.broken/);
  });

  it('a Spanish message uses the same arguments as the English one', () => {
    for (const [key, message] of Object.entries(catalogs.en)) {
      expect(argumentNames(catalogs.es[key] ?? ''), key).toEqual(argumentNames(message));
    }
  });

  it('the English page titles and descriptions of the catalog are the page table\'s', () => {
    const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? `{${name}}`);
    const translated = pages.filter((page) => page.es);
    expect(translated.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/search', '/coupon', '/:drugName']));
    for (const page of translated) {
      const params = { drugName: 'Lisinopril' };
      // A marketing page's (features/marketing/page-meta.ts) or a later page's (app/later-page-meta.ts) English title and description load with it.
      const english = MARKETING_PAGE_META[page.path] ?? LATER_PAGE_META[page.path] ?? { title: pageTitle(page, params), description: page.description };
      expect(fill(catalogs.en[pageMetaKey(page, 'title')] ?? '', { brand: BRAND.name, ...params }), page.path).toBe(english.title);
      expect(fill(catalogs.en[pageMetaKey(page, 'description')] ?? '', { brand: BRAND.name, phone: BRAND.phoneLabel }), page.path).toBe(english.description);
      expect(catalogs.es[pageMetaKey(page, 'title')], page.path).toBeDefined();
    }
  });
});

describe('catalog sections (web/src/i18n/sections.ts)', () => {
  const messages = { 'nav.home': 'Home', 'legal.lead': 'Our terms', 'faq.q1': 'Is it free?', 'legalese.x': 'not a section' };
  const plugin = icuCatalogs();
  const transform = (query: string) => {
    const hook = plugin.transform as (this: { error: (m: string) => never }, source: string, id: string) => { code: string } | null;
    const error = (message: string): never => {
      throw new Error(message);
    };
    const result = hook.call({ error }, JSON.stringify(messages), `/repo/web/src/i18n/catalogs/en.json${query}`);
    return Object.keys(JSON.parse(result?.code.replace(/^export default |;$/g, '') ?? '{}') as object);
  };

  it('a key is in the section its first part names, or that holds its prefix, and only then', () => {
    expect(sectionOfKey('drug.heading')).toBe('drug');
    expect(sectionOfKey('units.tablet')).toBe('drug');
    expect(sectionOfKey('drug.about.heading')).toBe('drugLater');
    expect(sectionOfKey('myMedicines.add')).toBe('drug');
    expect(sectionOfKey('myMedicines.addHeading')).toBe('myMedicines');
    expect(sectionOfKey('meta.drug.title')).toBe('meta');
    expect(sectionOfKey('legal.privacy.lead')).toBe('legal');
    expect(sectionOfKey('legalese.x')).toBeUndefined();
    expect(sectionOfKey('nav.home')).toBeUndefined();
    expect(Object.keys(pickSection(messages))).toEqual(['nav.home', 'legalese.x']);
    expect(Object.keys(pickSection(messages, 'faq'))).toEqual(['faq.q1']);
  });

  it('the build keeps sections out of the main catalog and makes each its own module', () => {
    expect(transform('')).toEqual(['nav.home', 'legalese.x']);
    expect(transform('?section=legal')).toEqual(['legal.lead']);
    expect(() => transform('?section=nope')).toThrow(/no catalog section "nope"/);
  });

  it('a section loads on request, once per language, into that language\'s catalog', async () => {
    const requests: string[] = [];
    const fake = (section: string): Record<string, () => Promise<Record<string, unknown>>> => ({
      './catalogs/en.json': () => (requests.push(`en:${section}`), Promise.resolve({ [`${section}.x`]: `${section} in English` })),
      './catalogs/es.json': () => (requests.push(`es:${section}`), Promise.resolve({ [`${section}.x`]: `${section} en español` })),
    });
    const imports = Object.fromEntries(CATALOG_SECTIONS.map((section) => [section, fake(section)])) as Record<CatalogSection, ReturnType<typeof fake>>;
    const es = setupI18n({ locale: 'es', messages: { es: {} } });
    const { loadSection, loadedSection } = sectionLoader(imports, async (lang) => (lang === 'es' ? es : loadedCatalog('en')!));
    expect(loadedSection('es', 'legal')).toBeUndefined();
    const loading = loadSection('es', 'legal');
    expect(loadSection('es', 'legal'), 'one request for two callers').toBe(loading);
    expect(await loading).toBe(es);
    expect(loadedSection('es', 'legal')).toBe(es);
    expect(es._('legal.x')).toBe('legal en español');
    expect(await loadSection('en', 'faq')).toBe(loadedCatalog('en'));
    await loadSection('es', 'legal');
    expect(requests).toEqual(['es:legal', 'en:faq']);
  });
});

describe('languages in the path', () => {
  it('Spanish pages live under /es', () => {
    expect(langOfPath('/es')).toBe('es');
    expect(langOfPath('/es/Lisinopril')).toBe('es');
    expect(langOfPath('/Lisinopril')).toBe('en');
    expect(langOfPath('/estradiol'), 'a drug that starts with "es" is English').toBe('en');
    expect(englishPath('/es/coupon')).toBe('/coupon');
    expect(englishPath('/es')).toBe('/');
    expect(pathIn('es', '/')).toBe('/es');
    expect(pathIn('es', '/Lisinopril')).toBe('/es/Lisinopril');
  });

  it('the router serves the Spanish pages, and sends a page with no Spanish version to its English page', () => {
    expect(matchPage('/es/Lisinopril')).toMatchObject({ page: { path: '/:drugName' }, params: { drugName: 'Lisinopril' }, lang: 'es' });
    expect(matchPage('/es')).toMatchObject({ page: { path: '/' }, lang: 'es' });
    expect(matchPage('/es/coupon')).toMatchObject({ page: { path: '/coupon' }, lang: 'es' });
    expect(matchPage('/Lisinopril')).toMatchObject({ page: { path: '/:drugName' }, lang: 'en' });
    expect(matchPage('/es/no/such/page'), 'the not-found page, in Spanish').toMatchObject({ page: undefined, lang: 'es' });
    expect(matchPage('/no/such/page')).toMatchObject({ page: undefined, lang: 'en' });
    const handle = (path: string) => matchRoutes(pageRoutes, path)?.at(-1)?.route.handle as RouteHandle | undefined;
    expect(handle('/es/careers')?.redirectTo).toBe('/careers');
    expect(handle('/es/portal')?.redirectTo).toBe('/pharmacy-portal');
  });

  it('links on a Spanish page go to the Spanish page where there is one', () => {
    expect(localizedPath('es', '/Lisinopril?z=92101')).toBe('/es/Lisinopril?z=92101');
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('es', '/careers')).toBe('/careers');
    expect(localizedPath('en', '/coupon')).toBe('/coupon');
  });

  it('the remembered choice sends only the bare home page to Spanish', () => {
    expect(homeRedirectFor('/', 'es')).toBe('/es');
    expect(homeRedirectFor('/', 'en')).toBeUndefined();
    expect(homeRedirectFor('/', undefined)).toBeUndefined();
    expect(homeRedirectFor('/Lisinopril', 'es')).toBeUndefined();
  });
});
