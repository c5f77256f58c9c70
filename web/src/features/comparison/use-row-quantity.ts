import { use, useCallback } from 'react';
import { translate } from '../../i18n/i18n';
import { quantityText } from '../../i18n/quantity-text';
import { loadedSection, loadSection } from '../../i18n/section-catalogs';
import { useLang } from '../../i18n/use-t';

/**
 * A row's quantity ('30 tablets') in the page's language. Its words (`units.*`) are in the drug
 * page's catalog section, which this page does not otherwise load: a Spanish page loads it here
 * (suspending once, as the drug comparison first renders), an English page shows the catalog's
 * own text and loads nothing.
 */
export function useRowQuantity(): (text: string) => string {
  const lang = useLang();
  const i18n = lang === 'en' ? undefined : (loadedSection(lang, 'drug') ?? use(loadSection(lang, 'drug')));
  return useCallback((text: string) => (i18n ? quantityText((key, values) => translate(i18n, key, values), text) : text), [i18n]);
}
