import type { DrugSummary, FormulationRow, ReferenceCostRow } from '../../../shared/contracts/tools';
import { getReferenceCosts } from '../catalog/drug-repository';
import type { DrugGroup, DrugLabel, Formulation } from '../catalog/model';
import { quantityToDisplay } from '../pricing/drug-selection';
import { referenceTotal } from '../pricing/reference-cost';

/** Shared lookups of the tools' routes: a drug's summary, its formulations and reference costs (its price range near a place, which asks the PBMs, is tool-pricing.ts). */

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

/** The quantity that lasts about 30 days at the usual dose (counted forms), else the first package. */
export function thirtyDayQuantity(f: Formulation, dosesPerDay: number | undefined): number {
  if (f.soldInAPackage || !dosesPerDay) return f.quantities[0]!.quantity;
  return 30 * dosesPerDay;
}
