import type { FormulationItem } from '../../../shared/contracts/drugs';
import type { DrugGroup } from './model';
import { namesLabel } from './drug-repository';

/**
 * rules#data-shapes "Drug formulation": every formulation and package quantity of the label asked for,
 * the first one selected, plus the drug's other labels (brand <-> generic).
 */
export function formulationsFor(group: DrugGroup, requested: string): { drugs: FormulationItem[]; drugName: string; relatedLabels: string[] } {
  const label = group.labels.find((l) => namesLabel(l.name, requested)) ?? group.labels[0]!;
  const drugs = label.formulations.flatMap((f) =>
    f.quantities.map((q) => ({
      gsn: f.gsn,
      ndc: f.ndc,
      form: f.form,
      dosageQuantity: f.dosageQuantity,
      dosageUnit: f.dosageUnit,
      quantity: q.quantity,
      quantityLabel: q.quantityLabel,
      quantityToDisplay: q.quantityToDisplay,
      isSelected: false,
      isGeneric: label.brandGeneric === 'G',
      soldInAPackage: f.soldInAPackage,
      brandGeneric: label.brandGeneric,
      DrugName: label.name,
    })),
  );
  if (drugs[0]) drugs[0].isSelected = true;
  return { drugs, drugName: label.name, relatedLabels: group.labels.filter((l) => l !== label).map((l) => l.name) };
}
