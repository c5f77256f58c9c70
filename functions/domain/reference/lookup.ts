import type { DrugSummary, FormulationRow, PriceRange, ReferenceCostRow } from '../../../shared/contracts/tools';
import { cents } from '../../../shared/calculators/money';
import { getReferenceCosts } from '../catalog/drug-repository';
import type { DrugGroup, DrugLabel, Formulation } from '../catalog/model';
import { quantityToDisplay, quoteNear, type Place, type QuoteOptions, type Selection } from '../pricing/quote';
import { referenceTotal } from '../pricing/reference-cost';

/** Shared lookups of the tools' routes: a drug's summary, its formulations and reference costs, its price range near a place. */

export function summarise(group: DrugGroup): DrugSummary {
  return {
    id: group.id, generic: group.generic, brand: group.brand, drugClass: group.drugClass, ingredients: group.ingredients, rx: group.rx,
    labels: group.labels.map((l) => ({ name: l.name, brandGeneric: l.brandGeneric })),
  };
}

export function formulationRows(group: DrugGroup): FormulationRow[] {
  return group.labels.flatMap((label) =>
    label.formulations.map((f) => ({
      label: label.name, brandGeneric: label.brandGeneric, form: f.form, strength: f.strength, ndc: f.ndc, gsn: f.gsn, labeler: f.labeler,
      rxcui: f.rxcui ?? null, packages: f.quantities.map((q) => q.quantityToDisplay), soldInAPackage: f.soldInAPackage,
    })),
  );
}

export async function referenceCostRows(group: DrugGroup, pick?: { label: DrugLabel; formulation: Formulation; quantity: number }): Promise<ReferenceCostRow[]> {
  const items = pick ? [{ label: pick.label, f: pick.formulation, qty: pick.quantity }] : group.labels.flatMap((label) => label.formulations.map((f) => ({ label, f, qty: f.quantities[0]!.quantity })));
  const costs = await getReferenceCosts(items.map((i) => i.f.ndc));
  return items.flatMap(({ label, f, qty }) => {
    const cost = costs.get(f.ndc);
    if (!cost) return [];
    return [{
      label: label.name, strength: f.strength, form: f.form, ndc: f.ndc, unitCost: cost.unitCost, pricingUnit: cost.pricingUnit, quantity: qty,
      quantityToDisplay: quantityToDisplay(f, qty), quantityCost: referenceTotal(cost.unitCost, qty), effectiveDate: cost.effectiveDate, source: cost.source,
      ...(cost.asOf ? { asOf: cost.asOf } : {}),
    }];
  });
}

const TOOL_DEADLINE_MS = 2_000;

/**
 * Tools price several fills per answer: a longer deadline than the search page's keeps a busy
 * moment from counting as PBM failures (which would open their breakers for everyone).
 */
export const TOOL_PRICING: QuoteOptions = { deadlineMs: TOOL_DEADLINE_MS };

/** Runs `fn` over `items` at most `limit` at a time, keeping order (bounded fan-out of fan-outs). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

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

/** The quantity that lasts about 30 days at the usual dose (counted forms), else the first package. */
export function thirtyDayQuantity(f: Formulation, dosesPerDay: number | undefined): number {
  if (f.soldInAPackage || !dosesPerDay) return f.quantities[0]!.quantity;
  return 30 * dosesPerDay;
}
