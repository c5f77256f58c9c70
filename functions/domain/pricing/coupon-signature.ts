import { createHmac, timingSafeEqual } from 'node:crypto';
import { BRAND } from '../../../shared/brand';
import type { SelectedDrug } from '../../../shared/contracts/common';
import { COUPON_SIGNING_KEY, type Coupon } from '../../../shared/contracts/coupon';
import { HttpError } from '../../lib/errors';
import { requireSecret } from '../../lib/secrets';

/**
 * Coupons are issued by the pricing engine: every coupon the price, mail-order and comparison
 * routes hand out carries `sig`, an HMAC-SHA256 (base64url) over all the fields a message or a
 * coupon view would repeat. The messaging and coupon-view routes accept a coupon only with a
 * matching signature, so nobody can make the site mail or text words of their own, or count
 * views of coupons it never issued.
 *
 * The key is the secret COUPON_SIGNING_KEY (lib/secrets.ts). It may hold several keys separated by
 * commas: the first signs, any verifies, so a rotation puts the new key first and drops the old
 * one a few weeks later (coupon links live in e-mails and bookmarks).
 */
export type CouponFields = Omit<Coupon, 'sig'>;

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * The signed text: every field, normalised the way couponSchema parses it (trimmed; price to the cent).
 * The store's address and the check time are appended only when the coupon has them, so coupons
 * issued before they existed (and mail-order coupons, which have no store) verify as they did.
 * A coupon that names its product (`nd`, the NDC) is signed under its own tag with the NDC first,
 * so an NDC can be neither added to, changed in nor dropped from a signed link (issue 29): a link
 * signed before `nd` was signed, with an `nd` of any value, no longer verifies.
 */
function signingInput(c: CouponFields): string {
  const where = c.addr !== undefined || c.at !== undefined ? [c.addr?.trim() ?? '', c.at?.trim() ?? ''] : [];
  const head = c.nd === undefined ? ['coupon/v1'] : ['coupon/v2', c.nd.trim()];
  return JSON.stringify([
    ...head, c.pharmacyName.trim(), Math.round(c.price * 100), c.ln.trim(), c.qty.trim(), c.form.trim(), c.dosage.trim(),
    c.rxBin.trim(), c.rxPcn.trim().toUpperCase(), c.rxGroup.trim().toUpperCase(), c.memberId.trim().toUpperCase(),
    digits(c.servicePhone), digits(c.helpdeskPhone), ...where,
  ]);
}

const mac = (key: string, c: CouponFields) => createHmac('sha256', key).update(signingInput(c)).digest('base64url');

async function keys(): Promise<string[]> {
  const list = (await requireSecret(COUPON_SIGNING_KEY)).split(',').map((k) => k.trim()).filter(Boolean);
  if (!list.length) throw new Error(`Secret ${COUPON_SIGNING_KEY} holds no key`);
  return list;
}

/** A signer for one request: the key is read once (cached by lib/secrets), then signing is synchronous. */
export async function couponSigner(): Promise<(coupon: CouponFields) => string> {
  const [current] = await keys();
  return (coupon) => mac(current!, coupon);
}

/** What a priced row holds of its coupon: the price and the PBM's claim codes (a BestPrice has them all). */
type PricedRow = Pick<CouponFields, 'price' | 'rxBin' | 'rxPcn' | 'rxGroup' | 'memberId' | 'servicePhone' | 'helpdeskPhone'>;
/**
 * The drug as the coupon shows it (a price answer's `selected`), with the NDC priced when the
 * answer gives the page that NDC for the link (`nd`: the drug page and the basket do).
 */
type CouponDrug = Pick<SelectedDrug, 'drugName' | 'quantityToDisplay' | 'form' | 'strength'> & Partial<Pick<SelectedDrug, 'ndc'>>;

/**
 * Signs the coupon one priced row makes: its price and claim codes, the pharmacy name the row
 * shows, and the drug as shown. Every price answer that hands out coupons (the price page, mail
 * order, the comparison) signs its rows through this, so they all sign the same fields.
 */
export type CouponRowSigner = (row: PricedRow, pharmacyName: string, drug: CouponDrug, where?: CouponWhere) => string;

/** A store's row also signs where the store is and when its price was checked (the coupon's `addr` and `at`). */
export type CouponWhere = Required<Pick<CouponFields, 'addr' | 'at'>>;

export async function couponRowSigner(): Promise<CouponRowSigner> {
  const sign = await couponSigner();
  return (row, pharmacyName, drug, where) => sign({
    pharmacyName, price: row.price, ln: drug.drugName, qty: drug.quantityToDisplay, form: drug.form, dosage: drug.strength,
    rxBin: row.rxBin, rxPcn: row.rxPcn, rxGroup: row.rxGroup, memberId: row.memberId, servicePhone: row.servicePhone, helpdeskPhone: row.helpdeskPhone,
    ...(drug.ndc !== undefined ? { nd: drug.ndc } : {}), ...where,
  });
}

/** True when `sig` is what one of the keys gives for exactly these fields. */
async function isIssuedCoupon(coupon: CouponFields, sig: string): Promise<boolean> {
  const given = Buffer.from(sig, 'base64url');
  return (await keys()).some((key) => {
    const expected = Buffer.from(mac(key, coupon), 'base64url');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** 400 unless the coupon is one the engine issued, unchanged (the e-mail, SMS and coupon-view routes). */
export async function assertIssuedCoupon(coupon: CouponFields & { sig: string }): Promise<void> {
  const { sig, ...fields } = coupon;
  if (!(await isIssuedCoupon(fields, sig))) {
    throw new HttpError(400, 'invalid_coupon', `This coupon was not issued by ${BRAND.name}, or was changed since: open it again from the price list.`);
  }
}
