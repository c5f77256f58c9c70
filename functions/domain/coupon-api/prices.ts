import { LIMITS } from '../../../shared/brand';
import type { ResponseOf } from '../../../shared/contract';
import type { couponApiMailOrderPricesContract, couponApiPricesAtPharmaciesContract, couponApiPricesNearContract } from '../../../shared/contracts/coupon-api';
import type { Pharmacy } from '../catalog/model';
import { ucSourceOf, type BestPrice } from '../pricing/engine';
import {
  describeDrug, locate, pharmacyAddress, quoteAtPharmacies, quoteMailOrder, quoteNear, resolveDrug, shownMiles, siteOrder, type Quote, type QuoteRow, type ResolvedDrug,
} from '../pricing/quote';

/** Dollars (the engine's unit) to integer cents, the Coupon API's money unit (not a rounding of dollars: an integer). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

export interface PriceInput {
  drugName: string;
  ndc?: string;
  quantity?: number;
}

type CouponApiPrice = ResponseOf<typeof couponApiPricesAtPharmaciesContract>['prices'][number];
type CouponApiPriced = Extract<CouponApiPrice, { priceStatus: 'priced' }>;

/** The drug as the Coupon API names it. */
function drugOf(drug: ResolvedDrug) {
  const { drugName, ...rest } = describeDrug(drug);
  return { name: drugName, ...rest };
}

const pharmacyOf = (pharmacy: Pharmacy) => ({ npi: pharmacy.npi, pharmacyName: pharmacy.name, chain: pharmacy.chain, address: pharmacyAddress(pharmacy) });

export function couponApiPrice(price: BestPrice, pharmacy: Pharmacy): CouponApiPriced {
  return {
    priceStatus: 'priced', ...pharmacyOf(pharmacy),
    priceCents: toCents(price.price), retailPriceCents: toCents(price.ucPrice), retailPriceSource: ucSourceOf(price), priceBasis: price.priceBasis, pbm: price.pbm,
    coupon: { rxBin: price.rxBin, rxPcn: price.rxPcn, rxGroup: price.rxGroup, memberId: price.memberId, servicePhone: price.servicePhone, helpdeskPhone: price.helpdeskPhone },
    checkedAt: price.checkedAt,
  };
}

/** Every pharmacy asked about, priced or not (the site's rows in the Coupon API's shape), in the quote's order. */
function couponApiRows<P extends Pharmacy>(rows: readonly QuoteRow<P>[]): (CouponApiPrice & { pharmacy: P })[] {
  return rows.map((row) => ({
    ...(row.status === 'priced' ? couponApiPrice(row, row.pharmacy) : { priceStatus: row.status, ...pharmacyOf(row.pharmacy), priceCents: null }),
    pharmacy: row.pharmacy,
  }));
}

/** What every price answer says about the PBMs. */
const answerMeta = (quote: Quote<Pharmacy>) => ({
  checkedAt: quote.checkedAt,
  providersAsked: quote.providersAsked,
  providersAnswered: quote.providersAnswered,
  providersChecking: quote.providersChecking,
});

/** As the contracts promise: priced rows first (cheapest first), then 'checking', then 'unavailable'. */
export function pricedFirst(rows: CouponApiPrice[]): CouponApiPrice[] {
  const priced = rows.filter((r): r is CouponApiPriced => r.priceStatus === 'priced').sort((a, b) => a.priceCents - b.priceCents || a.npi.localeCompare(b.npi));
  return [...priced, ...rows.filter((r) => r.priceStatus === 'checking'), ...rows.filter((r) => r.priceStatus === 'unavailable')];
}

/** An API customer names a label and, optionally, one of its NDCs: an NDC of another label is a 404. */
const select = (input: PriceInput) => resolveDrug({ drugName: input.drugName, ndc: input.ndc, qty: input.quantity }, 'required');

/** The consumer search's answer (same engine, same priced set, same cache, same order), in the Coupon API's shape. */
export async function pricesNear(input: PriceInput & { zip: string; popularOnly?: boolean; page?: number }): Promise<ResponseOf<typeof couponApiPricesNearContract>> {
  const drug = await select(input);
  const place = locate({ zip: input.zip });
  const quote = await quoteNear(drug, place, { popularOnly: input.popularOnly, page: input.page ?? 1 });
  const priced = [...quote.prices].sort(siteOrder).map((p) => ({ ...couponApiPrice(p, p.pharmacy), distanceMiles: shownMiles(p.pharmacy.distance) }));
  const unpriced = couponApiRows(quote.rows.filter((r) => r.status !== 'priced')).map(({ pharmacy, ...row }) => ({ ...row, distanceMiles: shownMiles(pharmacy.distance) }));
  return {
    drug: { ...describeDrug(drug), name: drug.label.name },
    zip: place.zip,
    radiusMiles: LIMITS.radiusMiles,
    page: quote.page,
    pageSize: quote.pageSize,
    nextPage: quote.nextPage,
    ...answerMeta(quote),
    prices: [...priced, ...unpriced],
  };
}

/** Prices at the API customer's own list of pharmacies (up to 50 NPIs): a row for each one the directory knows. */
export async function pricesAtPharmacies(input: PriceInput & { npis: string[] }): Promise<ResponseOf<typeof couponApiPricesAtPharmaciesContract>> {
  const drug = await select(input);
  const quote = await quoteAtPharmacies(drug, input.npis);
  return {
    drug: drugOf(drug),
    ...answerMeta(quote),
    prices: pricedFirst(couponApiRows(quote.rows).map(({ pharmacy: _p, ...row }) => row)),
    unknownNpis: quote.unknownNpis,
  };
}

export async function mailOrder(input: PriceInput): Promise<ResponseOf<typeof couponApiMailOrderPricesContract>> {
  const drug = await select(input);
  const quote = await quoteMailOrder(drug);
  return {
    drug: drugOf(drug),
    ...answerMeta(quote),
    prices: pricedFirst(couponApiRows(quote.rows).map(({ pharmacy: _p, ...row }) => row)),
  };
}
