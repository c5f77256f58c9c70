import type { PharmacyPrice } from '../../../../shared/contracts/prices';

const base = (name: string) => name.trim().toLowerCase().replace(/\s+pharmacy$/, '');

/**
 * rules#validation pharmacy filter: 'CVS' matches both 'CVS' and 'CVS inside Target'; otherwise an exact,
 * case-insensitive name match (a trailing 'Pharmacy' is ignored on both sides, as in the logo rules).
 */
export function pharmacyMatchesFilter(name: string, filter: string): boolean {
  const wanted = base(filter);
  if (!wanted) return true;
  const have = base(name);
  if (wanted === 'cvs') return have === 'cvs' || have === 'cvs inside target';
  return have === wanted;
}

/** One entry per pharmacy name: the first, i.e. the cheapest (the answer lists priced rows first, cheapest first, then the rows still being checked). */
function uniqueByName(prices: PharmacyPrice[], skip: Set<string> = new Set()): PharmacyPrice[] {
  const seen = new Set(skip);
  return prices.filter((p) => {
    const key = p.pharmacyName.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** rules#states: popular and unpopular pharmacies, one entry per name, after the filter. */
export function splitPharmacies(prices: PharmacyPrice[], filter: string): { popular: PharmacyPrice[]; unpopular: PharmacyPrice[] } {
  const kept = prices.filter((p) => pharmacyMatchesFilter(p.pharmacyName, filter));
  const popular = uniqueByName(kept.filter((p) => p.isPopular));
  const unpopular = uniqueByName(kept.filter((p) => !p.isPopular), new Set(popular.map((p) => p.pharmacyName.trim().toLowerCase())));
  return { popular, unpopular };
}

export type PriceSort = 'price' | 'distance';

/** Cheapest (rows without a price after every priced one) or nearest first; ties keep the server's order (price, then distance). */
export function sortPharmacies(prices: PharmacyPrice[], sort: PriceSort): PharmacyPrice[] {
  const key = sort === 'price' ? (p: PharmacyPrice) => p.price ?? Number.POSITIVE_INFINITY : (p: PharmacyPrice) => p.distance;
  return [...prices].sort((a, b) => key(a) - key(b));
}

/** The chains among the listed pharmacies, for the chain filter (alphabetical). */
export function chainsOf(prices: PharmacyPrice[]): string[] {
  return [...new Set(prices.map((p) => p.chain))].sort((a, b) => a.localeCompare(b));
}

/** '' keeps every chain. */
export const inChain = (prices: PharmacyPrice[], chain: string): PharmacyPrice[] => (chain ? prices.filter((p) => p.chain === chain) : prices);
