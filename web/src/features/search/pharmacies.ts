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

const nameKey = (p: Pick<PharmacyPrice, 'pharmacyName'>): string => p.pharmacyName.trim().toLowerCase();

/** Nearest first; at the same distance the answer's order (priced before checking before unavailable). */
const byDistance = (prices: PharmacyPrice[]): PharmacyPrice[] => [...prices].sort((a, b) => a.distance - b.distance);

/**
 * One entry per pharmacy name, and the entry is the visitor's own store: the nearest of that name
 * (a chain's cheapest store may be in another state; the nearest is the one they would walk into).
 */
function uniqueByName(prices: PharmacyPrice[], skip: Set<string> = new Set()): PharmacyPrice[] {
  const seen = new Set(skip);
  return byDistance(prices).filter((p) => {
    const key = nameKey(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** rules#states: popular and unpopular pharmacies, one entry per name (its nearest store), after the filter. */
export function splitPharmacies(prices: PharmacyPrice[], filter: string): { popular: PharmacyPrice[]; unpopular: PharmacyPrice[] } {
  const kept = prices.filter((p) => pharmacyMatchesFilter(p.pharmacyName, filter));
  const popular = uniqueByName(kept.filter((p) => p.isPopular));
  const unpopular = uniqueByName(kept.filter((p) => !p.isPopular), new Set(popular.map(nameKey)));
  return { popular, unpopular };
}

/**
 * The entries a list shows: the popular ones, and the others once asked for (Show More). Where no
 * store nearby is popular (Honolulu: its only pharmacies are independents) the others are the list:
 * there are pharmacies within the radius, so the list is never empty.
 */
export function listedPharmacies(split: { popular: PharmacyPrice[]; unpopular: PharmacyPrice[] }, showUnpopular: boolean): { listed: PharmacyPrice[]; hidden: number } {
  if (showUnpopular || split.popular.length === 0) return { listed: [...split.popular, ...split.unpopular], hidden: 0 };
  return { listed: split.popular, hidden: split.unpopular.length };
}

/** Every store of each pharmacy name other than the entry's own (nearest) one, nearest first: "N more locations nearby". */
export function otherLocations(prices: PharmacyPrice[]): (entry: PharmacyPrice) => PharmacyPrice[] {
  const byName = new Map<string, PharmacyPrice[]>();
  for (const p of byDistance(prices)) {
    const list = byName.get(nameKey(p));
    if (list) list.push(p);
    else byName.set(nameKey(p), [p]);
  }
  return (entry) => (byName.get(nameKey(entry)) ?? []).filter((p) => p.pharmacyId !== entry.pharmacyId);
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
