import { readCatalog } from '../../domain/catalog/catalog-version';
import type { ReferenceCostOf } from './answer';

/**
 * The simulator's price file: the live catalog's reference costs (seed or imported NADAC) and
 * whether each NDC is a brand, read from the drugs table in one pass.
 */
export async function loadPriceFile(): Promise<ReferenceCostOf> {
  const catalog = await readCatalog();
  const costs = new Map(catalog.costs.map((c) => [c.ndc, c]));
  const brandOf = new Map<string, 'G' | 'B'>();
  for (const group of catalog.groups) {
    for (const label of group.labels) for (const f of label.formulations) brandOf.set(f.ndc, label.brandGeneric);
  }
  return (ndc) => {
    const cost = costs.get(ndc);
    if (!cost) return undefined;
    return {
      unitCost: cost.unitCost,
      pricingUnit: cost.pricingUnit,
      brandGeneric: brandOf.get(ndc) ?? 'G',
      ...(cost.asOf ? { asOf: cost.asOf } : {}),
      ...(cost.genericUnitCost ? { genericUnitCost: cost.genericUnitCost } : {}),
    };
  };
}
