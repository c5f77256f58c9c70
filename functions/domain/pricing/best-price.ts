import { pbmDirectory } from './pbm-directory';
import type { Breakdown, ClaimCodes, PbmEntry, PbmQuote, Shipping, UcPriceSource } from './pbm-port';

/** A pharmacy's best coupon: the price the patient pays, the PBM that gives it, its claim codes and how it was built. */
export interface BestPrice extends ClaimCodes {
  npi: string;
  price: number;
  ucPrice: number;
  /** Whether the PBM observed the cash price or modelled it (absent: it did not say). */
  ucPriceSource?: UcPriceSource;
  /** A mail-order service's shipping as the winning PBM states it (absent: not said, or not mail order). */
  shipping?: Shipping;
  priceBasis: 'Coupon' | 'UC';
  pbmId: string;
  pbm: string;
  checkedAt: string;
  breakdown: Breakdown;
}

/** A cash price whose PBM did not say where it came from is shown as what it may be: an estimate. */
export const ucSourceOf = (price: Pick<BestPrice, 'ucPriceSource'>): UcPriceSource => price.ucPriceSource ?? { kind: 'modelled' };

/** A PBM's quote as a coupon: the price the patient pays (U&C when lower) and the registry's claim codes. */
export function toBest(pbm: PbmEntry, quote: PbmQuote, checkedAt: string): BestPrice {
  const uc = quote.ucPrice <= quote.price;
  return {
    npi: quote.npi, price: uc ? quote.ucPrice : quote.price, ucPrice: quote.ucPrice, ...(quote.ucPriceSource ? { ucPriceSource: quote.ucPriceSource } : {}), ...(quote.shipping ? { shipping: quote.shipping } : {}), priceBasis: uc ? 'UC' : 'Coupon',
    pbmId: pbm.id, pbm: pbm.name, ...pbmDirectory.claimCodes(pbm.id)!, checkedAt, breakdown: quote.breakdown,
  };
}

/**
 * Adds PBMs' quotes to the best prices found so far, in place: per pharmacy the lowest price wins,
 * and between equal prices the PBM earlier in `order` (the registry's order). So the result does
 * not depend on which PBMs answered first: quotes merged in any order, or twice, give what one
 * fan-out that heard every PBM at once gives.
 */
export function addQuotes(best: Map<string, BestPrice>, pbm: PbmEntry, quotes: readonly PbmQuote[], checkedAt: string, order: readonly string[]): void {
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i < 0 ? order.length : i;
  };
  for (const quote of quotes) {
    const candidate = toBest(pbm, quote, checkedAt);
    const current = best.get(quote.npi);
    if (!current || candidate.price < current.price || (candidate.price === current.price && rank(candidate.pbmId) < rank(current.pbmId))) best.set(quote.npi, candidate);
  }
}

/** The lowest effective price per pharmacy over every PBM's quotes; ties go to the PBM listed first. */
export function bestPerPharmacy(quotes: ReadonlyMap<string, readonly PbmQuote[]>, providers: readonly { pbm: PbmEntry }[], checkedAt: string): BestPrice[] {
  const best = new Map<string, BestPrice>();
  const order = providers.map((p) => p.pbm.id);
  for (const { pbm } of providers) addQuotes(best, pbm, quotes.get(pbm.id) ?? [], checkedAt, order);
  return [...best.values()];
}
