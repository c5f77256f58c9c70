import { BRAND } from '../../../../shared/brand';
import { couponHref } from '../../../../shared/coupon-link';
import type { ComparisonRow } from '../../../../shared/contracts/prices';

export const ourPrice = (row: ComparisonRow): number => Number(row[BRAND.product] ?? 0);

/** rules#validation, rules#states: a row needs our price above 0 and a competitor price; biggest gap (theirs − ours) first. */
export function comparisonRows(rows: ComparisonRow[]): ComparisonRow[] {
  const shown = rows.filter((r) => ourPrice(r) > 0 && r.goodRx !== undefined && r.goodRx !== null && Number.isFinite(r.goodRx));
  const gap = (r: ComparisonRow) => r.goodRx - ourPrice(r);
  return [...shown].sort((a, b) => gap(b) - gap(a));
}

/** The latest date any shown competitor price was observed (YYYY-MM-DD). */
export const newestObservation = (rows: ComparisonRow[]): string => rows.map((r) => r.goodRxObservedAt).sort().at(-1) ?? '';

/** Two decimals; a competitor price of 0 or less is unknown: '?'. */
export const competitorPriceText = (price: number): string => (price > 0 ? `$${price.toFixed(2)}` : '?');

/** rules#comparison-page: /{drug name with spaces as plus signs}. */
export const drugPageHref = (drugName: string): string => `/${encodeURIComponent(drugName.trim()).replace(/%20/g, '+')}`;

/** The first row's label when it is not the name searched (shown as '(prices for X)'). */
export function pricesForLabel(rows: ComparisonRow[], searched: string): string | undefined {
  const label = rows[0]?.ln;
  return label && label.trim().toLowerCase() !== searched.trim().toLowerCase() ? label : undefined;
}

export function rowCouponHref(row: ComparisonRow, returnURL: string): string {
  return couponHref(
    {
      pharmacyName: row.pharmacy, price: ourPrice(row), ln: row.ln, qty: row.qtyToDisplay, form: row.form, dosage: row.dosage,
      rxBin: row.rxBin, rxPcn: row.rxPcn, rxGroup: row.rxGroup, memberId: row.memberId, servicePhone: row.servicePhone, helpdeskPhone: row.helpdeskPhone,
      sig: row.couponSig,
    },
    returnURL,
  );
}

/** Prefix match, case-insensitive, at most 10 (rules#comparison-page). */
export function prefixMatches(names: string[], typed: string, max = 10): string[] {
  const q = typed.trim().toLowerCase();
  return q ? names.filter((n) => n.toLowerCase().startsWith(q)).slice(0, max) : [];
}
