import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/web\/src\/i18n\/catalogs\/[a-z]{2}\.json$/;

/**
 * Compiles the message catalogs (web/src/i18n/catalogs/*.json, ICU MessageFormat) into Lingui's
 * compiled form while building, so the browser gets ready-to-format messages and never the ICU
 * parser. A message that does not parse fails the build, naming its key.
 */
export function icuCatalogs(): Plugin {
  return {
    name: 'rxsavvy-icu-catalogs',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOG.test(id.split('?')[0] ?? id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(source) as Record<string, string>)), map: null };
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
