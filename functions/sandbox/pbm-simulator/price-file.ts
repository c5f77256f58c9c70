import type { DrugGroup, ReferenceCost } from '../../domain/catalog/model';
import { queryPartition } from '../../domain/catalog/store';
import type { ReferenceCostOf } from './answer';

/**
 * The simulator's price file: the catalog's reference costs as stored (seed or imported NADAC),
 * whether each NDC is a brand, and which generic drug a generic NDC is (the low-price programs
 * list drugs by name: programs.ts), read from the drugs table in one pass.
 */
export async function loadPriceFile(): Promise<ReferenceCostOf> {
  const costs = new Map((await queryPartition<ReferenceCost & { sk: string }>('drugs', 'cost')).map((c) => [c.sk, c]));
  const brandOf = new Map<string, 'G' | 'B'>();
  const drugOf = new Map<string, string>();
  for (const group of await queryPartition<DrugGroup>('drugs', 'group')) {
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
