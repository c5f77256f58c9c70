import type { Highlight } from '../../../../shared/contracts/prices';
import { readNotice } from '../../../../shared/drug-notices';
import type { Translate } from '../../i18n/use-t';

/**
 * The price answer's notices come in English (shared/drug-notices.ts); a Spanish page says the two
 * the server writes in Spanish, drug and class names as the catalog has them. Anything else is
 * shown as it came.
 */
export function localizedNotice(t: Translate, item: Highlight): Highlight {
  const notice = readNotice(item.leftText);
  if (notice?.kind === 'sameClass') {
    const { name, drugClass } = notice;
    return { ...item, leftText: t('drug.notice.sameClass', { name, drugClass }), buttonText: t('drug.notice.compare', { name }) };
  }
  if (notice?.kind === 'generic') return { ...item, leftText: t('drug.notice.generic', { name: notice.name }), buttonText: t('drug.notice.seeGeneric') };
  return item;
}
