import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { isCatalogSection, pickSection } from '../src/i18n/sections.ts';

const CATALOG = /\/web\/src\/i18n\/catalogs\/[a-z]{2}\.json$/;

/**
 * Compiles the message catalogs (web/src/i18n/catalogs/*.json, ICU MessageFormat) into Lingui's
 * compiled form while building, so the browser gets ready-to-format messages and never the ICU
 * parser. A message that does not parse fails the build, naming its key.
 *
 * A catalog imported as it is (`./catalogs/en.json`) holds only its main part; with a section
 * query (`./catalogs/en.json?section=legal`) it holds only that section's keys (see
 * web/src/i18n/sections.ts), so a section's prose is a chunk of its own.
 */
export function icuCatalogs(): Plugin {
  return {
    name: 'rxsavvy-icu-catalogs',
    enforce: 'pre',
    transform(source, id) {
      const [file = id, query = ''] = id.split('?');
      if (!CATALOG.test(file)) return null;
      const section = new URLSearchParams(query).get('section') ?? undefined;
      if (section !== undefined && !isCatalogSection(section)) this.error(`${file}: no catalog section "${section}"`);
      const compiled = JSON.stringify(compileCatalog(pickSection(JSON.parse(source) as Record<string, string>, section)));
      // With a query Vite no longer takes the file for JSON, so a section is handed over as a module.
      return section ? { code: `export default ${compiled};`, map: null, moduleType: 'js' } : { code: compiled, map: null };
    },
  };
}

export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`message ${key} is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
}
