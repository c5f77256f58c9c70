import type { Highlight } from '../../../../shared/contracts/prices';
import type { Translate } from '../../i18n/use-t';

/**
 * The price answer's notices are written in English by the server (functions/domain/pricing/
 * drug-details.ts notices()); a Spanish page says the two it writes in Spanish, drug and class names as
 * the catalog has them. Anything else is shown as it came.
 */
const SAME_CLASS = /^(.+) is in the same class \((.+)\)\. Switching needs a new prescription from your prescriber\.$/;
const GENERIC = /^A generic version, (.+), is available and usually costs much less\. Ask your pharmacist\.$/;

export function localizedNotice(t: Translate, item: Highlight): Highlight {
  const sameClass = SAME_CLASS.exec(item.leftText);
  if (sameClass) {
    const [, name = '', drugClass = ''] = sameClass;
    return { ...item, leftText: t('drug.notice.sameClass', { name, drugClass }), buttonText: t('drug.notice.compare', { name }) };
  }
  const generic = GENERIC.exec(item.leftText);
  if (generic) return { ...item, leftText: t('drug.notice.generic', { name: generic[1] }), buttonText: t('drug.notice.seeGeneric') };
  return item;
}
