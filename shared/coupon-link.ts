import type { Coupon } from './contracts/coupon';
import type { DrugDetails, PricedPharmacyPrice } from './contracts/prices';

/** Links to the coupon page, without zod: the search page builds them without loading the coupon schema. */

/**
 * The coupon page's query keys (rules#coupon-page): the coupon plus the page to go back to. `addr`
 * and `at` (the store's address and when the price was checked) are ours: they let the e-mail and
 * SMS say where and how fresh, and are signed like the rest; so is `nd`, the product (NDC) the
 * price assumes.
 */
export const COUPON_QUERY_KEYS = [
  'qty', 'form', 'dosage', 'ln', 'price', 'pharmacyName', 'servicePhone', 'helpdeskPhone', 'rxBin', 'rxPcn', 'memberId', 'rxGroup', 'addr', 'at', 'nd', 'sig', 'returnURL',
] as const;

/**
 * returnURL must stay on this site (no open redirect): a path starting with a single '/',
 * no scheme, no protocol-relative '//' or '/\', no control characters.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v) || v.length > 2000) return undefined;
  return v;
}

/** Builds `/coupon?...` from a coupon (its signed fields, unchanged) and the results page to return to. */
export function couponHref(coupon: Coupon, returnURL: string): string {
  const params = new URLSearchParams();
  for (const key of COUPON_QUERY_KEYS) {
    if (key === 'returnURL') continue;
    const value = coupon[key];
    if (value === undefined) continue;
    params.set(key, key === 'price' ? Number(value).toFixed(2) : String(value));
  }
  const back = safeReturnPath(returnURL);
  if (back) params.set('returnURL', back);
  return `/coupon?${params.toString()}`;
}

/**
 * The coupon of a priced row, exactly as the price engine signed it (the drug page's Get Coupon
 * link; the canary and the tests make theirs the same way): the row's pharmacy, price and PBM
 * fields, and the selected product.
 */
export function couponOfRow(row: PricedPharmacyPrice, selected: DrugDetails['selected']): Coupon {
  return {
    pharmacyName: row.pharmacyName, price: row.price, ln: row.ln, qty: selected.quantityToDisplay, form: selected.form, dosage: selected.strength,
    rxBin: row.rxBin, rxPcn: row.rxPcn, rxGroup: row.rxGroup, memberId: row.memberId, servicePhone: row.servicePhone, helpdeskPhone: row.helpdeskPhone,
    addr: row.address, at: row.checkedAt, nd: selected.ndc, sig: row.couponSig,
  };
}
