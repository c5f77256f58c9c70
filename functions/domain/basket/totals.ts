import type { BasketPharmacy, BasketPricedItem } from '../../../shared/contracts/basket';

/**
 * The basket's arithmetic (pure): given each item's priced rows, the totals per pharmacy, the
 * cheapest split and the mail-order plan. Money is added in integer cents, so a total is exactly
 * the sum of the prices shown beside it.
 */

/** A pharmacy as the basket shows it. */
export interface BasketStore {
  npi: string;
  pharmacyName: string;
  chain: string;
  address: string;
  distance: number;
}

/** One item's priced rows: the drug page's row at each pharmacy that prices it. */
export interface ItemRows {
  ndc: string;
  rows: { store: BasketStore; item: BasketPricedItem }[];
}

const cents = (dollars: number): number => Math.round(dollars * 100);
/** Adds dollar amounts in cents (0.1 + 0.2 is 0.3 here). */
export const addPrices = (prices: readonly number[]): number => prices.reduce((sum, p) => sum + cents(p), 0) / 100;

/**
 * Every pharmacy that prices at least one item, with its total and the items it misses: those that
 * price every item first (cheapest total, then nearest, then NPI), then the others (fewest missing,
 * then cheapest, then nearest). Items keep the list's order.
 */
export function pharmacyTotals(items: readonly ItemRows[]): BasketPharmacy[] {
  const stores = new Map<string, { store: BasketStore; byNdc: Map<string, BasketPricedItem> }>();
  for (const { ndc, rows } of items) {
    for (const { store, item } of rows) {
      let entry = stores.get(store.npi);
      if (!entry) stores.set(store.npi, (entry = { store, byNdc: new Map() }));
      if (!entry.byNdc.has(ndc)) entry.byNdc.set(ndc, item);
    }
  }
  const out = [...stores.values()].map(({ store, byNdc }) => {
    const priced = items.flatMap(({ ndc }) => byNdc.get(ndc) ?? []);
    return { ...store, total: addPrices(priced.map((i) => i.price)), items: priced, missing: items.filter(({ ndc }) => !byNdc.has(ndc)).map(({ ndc }) => ndc) };
  });
  return out.sort((a, b) => a.missing.length - b.missing.length || a.total - b.total || a.distance - b.distance || a.npi.localeCompare(b.npi));
}

export interface Split {
  total: number;
  items: (BasketPricedItem & Pick<BasketStore, 'npi' | 'pharmacyName' | 'address' | 'distance'>)[];
  saving: number | null;
}

/**
 * The cheapest pharmacy for each item any pharmacy prices (equal prices: the nearer, then the
 * lower NPI), and how much that saves against the cheapest pharmacy that prices every item.
 */
export function cheapestSplit(items: readonly ItemRows[], pharmacies: readonly BasketPharmacy[]): Split {
  const chosen = items.flatMap(({ rows }) => {
    const best = [...rows].sort((a, b) => a.item.price - b.item.price || a.store.distance - b.store.distance || a.store.npi.localeCompare(b.store.npi))[0];
    return best ? [{ ...best.item, npi: best.store.npi, pharmacyName: best.store.pharmacyName, address: best.store.address, distance: best.store.distance }] : [];
  });
  const total = addPrices(chosen.map((i) => i.price));
  const oneStop = pharmacies.find((p) => p.missing.length === 0);
  return { total, items: chosen, saving: oneStop ? addPrices([oneStop.total, -total]) : null };
}

/** The mail-order service with the lowest total among those that price every item (none: undefined). */
export function mailOrderPlan(items: readonly ItemRows[]): { npi: string; pharmacyName: string; total: number; items: BasketPricedItem[] } | undefined {
  const complete = pharmacyTotals(items).filter((p) => p.missing.length === 0);
  const best = complete[0];
  return best ? { npi: best.npi, pharmacyName: best.pharmacyName, total: best.total, items: best.items } : undefined;
}

/** NDCs no pharmacy prices. */
export const unpricedItems = (items: readonly ItemRows[]): string[] => items.filter((i) => i.rows.length === 0).map((i) => i.ndc);
