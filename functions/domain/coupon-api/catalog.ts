import { listDrugGroups } from '../catalog/drug-repository';
import { labelFor, requireDrug } from '../pricing/drug-selection';

/** The most prescribed drugs first (catalog rank), as an API customer's "popular" list. */
export async function popularDrugs(limit: number) {
  return (await listDrugGroups()).slice(0, limit).map((g) => ({
    name: g.labels.find((l) => l.brandGeneric === 'G')?.name ?? g.labels[0]!.name, brandName: g.brand, drugClass: g.drugClass, rank: g.rank,
  }));
}

/** Every formulation of the label asked for, with its package-aware quantities. */
export async function formulationsOf(drugName: string) {
  const group = await requireDrug(drugName);
  const label = labelFor(group, { drugName });
  return {
    drugName: label.name,
    brandGeneric: label.brandGeneric,
    relatedLabels: group.labels.filter((l) => l !== label).map((l) => l.name),
    formulations: label.formulations.map((f) => ({
      gsn: f.gsn, ndc: f.ndc, form: f.form, strength: f.strength, soldInAPackage: f.soldInAPackage,
      quantities: f.quantities.map(({ quantity, quantityLabel, quantityToDisplay }) => ({ quantity, quantityLabel, quantityToDisplay })),
    })),
  };
}
