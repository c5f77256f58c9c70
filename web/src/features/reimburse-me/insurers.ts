import type { Translate } from '../../i18n/use-t';

/** rules#data-shapes reimbursement insurer entry. */
export interface ReimbursementInsurer {
  InsurerName: string;
  AddressRow0: string;
  AddressRow1: string;
  AddressRow2: string;
  FaxNumber?: string;
  /** The insurer's public site, where its member pharmacy claim form is published. */
  FormLink: string;
}

/** Each insurer's public site, where its member pharmacy claim form is published. */
const FORM_LINKS: readonly (readonly [name: string, formLink: string])[] = [
  ['Aetna', 'https://www.aetna.com/'],
  ['Anthem', 'https://www.anthem.com/'],
  ['BlueCross California', 'https://www.anthem.com/ca/'],
  ['BlueCross Blue Shield', 'https://www.bcbs.com/'],
  ['Cigna', 'https://www.cigna.com/'],
  ['CVS / Caremark', 'https://www.caremark.com/'],
  ['Express Scripts', 'https://www.express-scripts.com/'],
  ['Health Net', 'https://www.healthnet.com/'],
  ['Humana', 'https://www.humana.com/'],
  ['Kaiser Permanente', 'https://healthy.kaiserpermanente.org/'],
  ['Optum', 'https://www.optumrx.com/'],
  ['UnitedHealthcare', 'https://www.uhc.com/'],
];

/**
 * The insurer cards in the page's language. Claims mailing addresses differ by plan and change
 * over time, and a wrong one delays a refund by weeks, so we print none we cannot vouch for: each
 * card sends the member to the address on the insurer's claim form or the back of the member ID card.
 */
export function insurers(t: Translate): ReimbursementInsurer[] {
  return FORM_LINKS.map(([InsurerName, FormLink]) => ({
    InsurerName,
    AddressRow0: t('info.reimburse.claimsOf', { insurer: InsurerName }),
    AddressRow1: t('info.reimburse.mailTo'),
    AddressRow2: t('info.reimburse.orCard'),
    FormLink,
  }));
}
