import type { Coupon } from '../../../shared/contracts/coupon';
import { findDrugByLabel } from '../catalog/drug-repository';
import { HttpError } from '../../lib/errors';
import { pbmDirectory } from '../pricing/pbm-directory';

/**
 * The coupon routes relay only what a real coupon holds: the claim codes and phone lines of one
 * of our twelve PBMs, a drug label from the catalog, and short plain texts. Anything else is a
 * 400, so the e-mail and SMS routes cannot carry a stranger's words to a stranger.
 */
const digits = (s: string) => s.replace(/\D/g, '');
/** Names, quantities, forms and strengths: letters, digits and a little punctuation; no links. */
const PLAIN = /^[\p{L}\p{N} &'(),./%+-]+$/u;
const LINK = /(https?:|www\.|\/\/|\.(com|net|org|io|ru|xyz|info|biz|co|us|ly)\b)/i;

const invalid = (message: string) => new HttpError(400, 'invalid_coupon', message);

export function isPlainText(value: string): boolean {
  return PLAIN.test(value) && !LINK.test(value);
}

export async function checkCoupon(coupon: Coupon): Promise<void> {
  const pbm = pbmDirectory.list().find((p) => p.rxBin === coupon.rxBin && p.rxPcn.toUpperCase() === coupon.rxPcn.toUpperCase() && p.rxGroup.toUpperCase() === coupon.rxGroup.toUpperCase());
  if (!pbm) throw invalid('The coupon\'s BIN, PCN and group are not those of a PBM we work with.');
  if (!coupon.memberId.toUpperCase().startsWith(pbm.memberPrefix)) throw invalid('The coupon\'s member id does not belong to its PBM.');
  if (digits(coupon.servicePhone) !== digits(pbm.servicePhone) || digits(coupon.helpdeskPhone) !== digits(pbm.helpdeskPhone)) {
    throw invalid('The coupon\'s phone lines are not its PBM\'s.');
  }
  for (const [field, value] of [['pharmacyName', coupon.pharmacyName], ['qty', coupon.qty], ['form', coupon.form], ['dosage', coupon.dosage], ['ln', coupon.ln]] as const) {
    if (!isPlainText(value)) throw invalid(`The coupon's ${field} may hold letters, digits and simple punctuation only.`);
  }
  if (!(await findDrugByLabel(coupon.ln))) throw invalid('The coupon\'s drug is not in our catalog.');
}
