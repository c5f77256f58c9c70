import type { DrugGroup, DrugLabel, Formulation } from '../catalog/model';
import { normaliseName } from '../catalog/drug-repository';

export interface SelectionInput {
  drugName: string;
  brandIndicator?: 'G' | 'B';
  gsn?: string;
  ndc?: string;
  qty?: number;
}

export interface Selection {
  label: DrugLabel;
  formulation: Formulation;
  quantity: number;
}

/**
 * Spec §4: the label named (or the one the brand indicator asks for), then the formulation by
 * NDC or GSN (else the first), then the quantity asked for (else the first package quantity).
 */
export function selectFormulation(group: DrugGroup, input: SelectionInput): Selection {
  const named = group.labels.find((l) => normaliseName(l.name) === normaliseName(input.drugName));
  const byIndicator = input.brandIndicator ? group.labels.find((l) => l.brandGeneric === input.brandIndicator) : undefined;
  const label = (input.brandIndicator && named?.brandGeneric !== input.brandIndicator ? byIndicator : named) ?? byIndicator ?? group.labels[0]!;
  const formulation =
    label.formulations.find((f) => input.ndc !== undefined && f.ndc === input.ndc) ??
    label.formulations.find((f) => input.gsn !== undefined && f.gsn === input.gsn) ??
    label.formulations[0]!;
  return { label, formulation, quantity: input.qty ?? formulation.quantities[0]!.quantity };
}
