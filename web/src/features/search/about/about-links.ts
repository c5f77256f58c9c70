import type { MessageKey } from '../../../i18n/i18n';

/** The iRxSavvy tools that answer more about a drug, each opened with the drug filled in; `text` is said with the drug's name and class. */
export function aboutToolLinks(drugName: string, drugClass: string, hasProgram: boolean, zip: string): { href: string; text: MessageKey }[] {
  const drug = encodeURIComponent(drugName);
  const near = zip ? `&zip=${encodeURIComponent(zip)}` : '';
  return [
    { href: `/irxsavvy/diagnoses-for-a-medication?drugName=${drug}`, text: 'drug.about.usedFor' },
    ...(drugClass ? [{ href: `/irxsavvy/drug-class?drugName=${drug}`, text: 'drug.about.classmates' } as const] : []),
    { href: `/irxsavvy/drug-alternatives?drugName=${drug}${near}`, text: 'drug.about.alternatives' },
    ...(hasProgram ? [{ href: `/irxsavvy/manufacturer-coupon?drugName=${drug}`, text: 'drug.about.programs' } as const] : []),
  ];
}
