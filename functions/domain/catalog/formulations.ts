import type * as z from 'zod';
import type { FormulationItem, openedAsSchema } from '../../../shared/contracts/drugs';
import type { DrugGroup } from './model';
import { askedName, namesLabel } from './drug-repository';

/**
 * rules#data-shapes "Drug formulation": every formulation and package quantity of the label asked for,
 * the first one selected, plus the drug's other labels (brand <-> generic). A name that is the drug's
 * but no label's ("Semaglutide") answers with the drug's first label, and says so.
 */
export function formulationsFor(group: DrugGroup, requested: string): { drugs: FormulationItem[]; drugName: string; relatedLabels: string[]; openedAs?: z.infer<typeof openedAsSchema> } {
  const named = group.labels.find((l) => namesLabel(l.name, requested));
  const label = named ?? group.labels[0]!;
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
  const openedAs = named ? undefined : { asked: askedName(group, requested), shown: label.name, why: label.brandGeneric === 'G' ? 'generic' as const : 'brand' as const };
  return { drugs, drugName: label.name, relatedLabels: group.labels.filter((l) => l !== label).map((l) => l.name), ...(openedAs ? { openedAs } : {}) };
}
