import type { PriceRange } from '../../../shared/contracts/tools';
import { cents } from '../../../shared/calculators/money';
import { quantityToDisplay, quoteNear, type Place, type QuoteOptions, type Selection } from '../pricing/quote';

/**
 * What the tools' routes ask the PBMs (through quote.ts). Apart from lookup.ts, so a tool that only
 * looks drugs up bundles no PBM client and holds no PBM grant.
 */

const TOOL_DEADLINE_MS = 2_000;

/**
 * Tools price several fills per answer: a longer deadline than the search page's keeps a busy
 * moment from counting as PBM failures (which would open their breakers for everyone).
 */
export const TOOL_PRICING: QuoteOptions = { deadlineMs: TOOL_DEADLINE_MS };

const median = (sorted: number[]): number => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function priceRange({ label, formulation: f, quantity }: Selection, place: Place): Promise<PriceRange | null> {
  const quote = await quoteNear({ ndc: f.ndc, quantity }, place, TOOL_PRICING);
  const sorted = quote.prices.map((p) => p.price).sort((a, b) => a - b);
  if (!sorted.length) return null;
  return {
    zip: place.zip, label: label.name, strength: f.strength, quantity, quantityToDisplay: quantityToDisplay(f, quantity),
    low: cents(sorted[0]!), median: cents(median(sorted)), high: cents(sorted.at(-1)!), pharmacies: sorted.length, checkedAt: quote.checkedAt,
  };
}

