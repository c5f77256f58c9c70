import { METROS } from '../../functions/domain/catalog/seed/pharmacies';
import { expandSeed } from '../../functions/domain/catalog/seed/expand';
import { zipToPoint } from '../../functions/domain/catalog/geo';

/** Requests for the benchmarks: drug-name typeahead, and the consumer and Coupon API price routes over the seed's drugs and metros. */
const DRUGS = expandSeed().groups.slice(0, 60).map((g) => g.labels[0]!.name);

export type PricePath = (drug: string, zip: string, qty: number) => string;

export const consumerPath: PricePath = (drug, zip, qty) => `/api/ecsdosage0?drugName=${encodeURIComponent(drug)}&zip=${zip}&qty=${qty}`;
export const couponApiPath: PricePath = (drug, zip, qty) => `/v1/prices?drugName=${encodeURIComponent(drug)}&zip=${zip}&quantity=${qty}`;

/** Paths that are all different (drug, zip, quantity), from `offset` on, so none is served from the cache. */
export function coldPaths(offset: number, format: PricePath = consumerPath): () => string {
  let i = offset;
  return () => {
    i += 1;
    const drug = DRUGS[i % DRUGS.length]!;
    const zip = METROS[Math.floor(i / DRUGS.length) % METROS.length]!.zip;
    return format(drug, zip, 30 + Math.floor(i / (DRUGS.length * METROS.length)));
  };
}

const PREFIXES = ['a', 'li', 'met', 'ator', 'gab', 'sil', 'lev', 'amo', 'pre', 'ser', 'om', 'hyd', 'lisnopril'];

/** Typeahead lookups cycling through prefixes a visitor types (and one misspelling). */
export function typeaheadPaths(): () => string {
  let i = 0;
  return () => `/api/drugname?q=${encodeURIComponent(PREFIXES[i++ % PREFIXES.length]!)}&limit=10`;
}

/** Featured Savings for zips nobody asked for before (answered with the nearest priced zip's cards): every real zip from `from` up. */
export function newZipFeaturedPaths(from: number): () => string {
  let n = from;
  return () => {
    for (;;) {
      n += 1;
      const zip = String(n % 100_000).padStart(5, '0');
      if (zipToPoint(zip)) return `/api/featured-savings?zip=${zip}`;
    }
  };
}
