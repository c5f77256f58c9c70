import type { ResponseOf } from '../../../shared/contract';
import type { adminPriceHistoryContract } from '../../../shared/contracts/admin';
import type { DrugGroup } from '../catalog/model';
import { quantityToDisplay, resolveDrug, type Selection } from './drug-selection';
import { locate } from './place';
import { readPriceHistory } from './price-history';

/**
 * The admin price history: the drug, formulation and quantity resolved as the search page does, and
 * the stored daily snapshots. It asks no PBM, so it is apart from the price explainer (explain.ts):
 * its function's bundle holds no PBM client and its role no PBM grant.
 */
export interface AdminDrugQuery {
  drugName: string;
  ndc?: string;
  qty?: number;
}

export function describeSelection({ label, formulation, quantity }: Selection) {
  return { drugName: label.name, ndc: formulation.ndc, form: formulation.form, strength: formulation.strength, quantity, quantityToDisplay: quantityToDisplay(formulation, quantity) };
}

/** Every formulation of the drug, to pick another from. */
export function formulationChoices(group: DrugGroup): { ndc: string; label: string }[] {
  return group.labels.flatMap((label) =>
    label.formulations.map((f) => ({ ndc: f.ndc, label: `${label.name} (${label.brandGeneric === 'B' ? 'brand' : 'generic'}) ${f.form} ${f.strength}` })),
  );
}

/** Daily price snapshots near a zip for a drug picked by name (the public route needs its NDC). */
export async function explainPriceHistory(query: AdminDrugQuery & { zip: string; days: number }): Promise<ResponseOf<typeof adminPriceHistoryContract>> {
  const drug = await resolveDrug(query);
  const place = locate({ zip: query.zip });
  return {
    selected: describeSelection(drug),
    formulations: formulationChoices(drug.group),
    zip: query.zip,
    days: query.days,
    points: await readPriceHistory(drug.formulation.ndc, drug.quantity, place.area, query.days),
  };
}
