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

/**
 * Claims mailing addresses differ by plan and change over time, and a wrong one delays a
 * refund by weeks, so we print none we cannot vouch for: each card sends the member to the
 * address on the insurer's claim form or the back of the member ID card.
 */
const insurer = (InsurerName: string, FormLink: string): ReimbursementInsurer => ({
  InsurerName,
  AddressRow0: `${InsurerName} pharmacy claims`,
  AddressRow1: 'Mail to the address printed on the claim form',
  AddressRow2: 'or on the back of your member ID card',
  FormLink,
});

export const INSURERS: readonly ReimbursementInsurer[] = [
  insurer('Aetna', 'https://www.aetna.com/'),
  insurer('Anthem', 'https://www.anthem.com/'),
  insurer('BlueCross California', 'https://www.anthem.com/ca/'),
  insurer('BlueCross Blue Shield', 'https://www.bcbs.com/'),
  insurer('Cigna', 'https://www.cigna.com/'),
  insurer('CVS / Caremark', 'https://www.caremark.com/'),
  insurer('Express Scripts', 'https://www.express-scripts.com/'),
  insurer('Health Net', 'https://www.healthnet.com/'),
  insurer('Humana', 'https://www.humana.com/'),
  insurer('Kaiser Permanente', 'https://healthy.kaiserpermanente.org/'),
  insurer('Optum', 'https://www.optumrx.com/'),
  insurer('UnitedHealthcare', 'https://www.uhc.com/'),
];
