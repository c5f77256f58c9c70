import { readCatalog } from '../../domain/catalog/catalog-version';
import type { ReferenceCostOf } from './answer';

/**
 * The simulator's price file: the live catalog's reference costs (seed or imported NADAC), whether
 * each NDC is a brand, and which generic drug a generic NDC is (the low-price programs list drugs
 * by name: programs.ts), read from the drugs table in one pass.
 */
export async function loadPriceFile(): Promise<ReferenceCostOf> {
  const catalog = await readCatalog();
  const costs = new Map(catalog.costs.map((c) => [c.ndc, c]));
  const brandOf = new Map<string, 'G' | 'B'>();
  const drugOf = new Map<string, string>();
  for (const group of catalog.groups) {
    for (const label of group.labels) {
      for (const f of label.formulations) {
        brandOf.set(f.ndc, label.brandGeneric);
        if (label.brandGeneric === 'G') drugOf.set(f.ndc, group.generic);
      }
    }
  }
  return (ndc) => {
    const cost = costs.get(ndc);
    if (!cost) return undefined;
    return {
      unitCost: cost.unitCost,
      pricingUnit: cost.pricingUnit,
      brandGeneric: brandOf.get(ndc) ?? 'G',
      ...(drugOf.has(ndc) ? { drug: drugOf.get(ndc)! } : {}),
      ...(cost.asOf ? { asOf: cost.asOf } : {}),
      ...(cost.genericUnitCost ? { genericUnitCost: cost.genericUnitCost } : {}),
    };
  };
}
