import { cents } from './money';

/** 30-day retail vs 90-day retail vs 90-day mail order, per unit and per year. */
export interface SupplyOption {
  id: 'retail30' | 'retail90' | 'mail90';
  label: string;
  days: 30 | 90;
  units: number;
  price: number;
}

export interface SupplyRow extends SupplyOption {
  perUnit: number;
  fillsPerYear: number;
  perYear: number;
  /** Extra paid over a year compared with the cheapest option (0 for the cheapest). */
  overCheapest: number;
}

/** A year is 365 days: a 30-day supply is bought 365/30 ≈ 12.2 times, a 90-day one ≈ 4.1 times. */
export function compareSupplies(options: SupplyOption[]): SupplyRow[] {
  const rows = options
    .filter((o) => o.price > 0 && o.units > 0)
    .map((o) => {
      const fillsPerYear = 365 / o.days;
      return { ...o, perUnit: Math.round((o.price / o.units) * 10_000) / 10_000, fillsPerYear: Math.round(fillsPerYear * 10) / 10, perYear: cents(o.price * fillsPerYear), overCheapest: 0 };
    });
  const cheapest = Math.min(...rows.map((r) => r.perYear));
  return rows.map((r) => ({ ...r, overCheapest: cents(r.perYear - cheapest) })).sort((a, b) => a.perYear - b.perYear);
}
