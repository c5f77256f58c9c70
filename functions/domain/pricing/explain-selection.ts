import { LIMITS } from '../../../shared/brand';
import { findDrugByLabel } from '../catalog/drug-repository';
import { zipToPoint } from '../catalog/geo';
import type { Point, PharmacyWithDistance } from '../catalog/model';
import { selectFormulation, type Selection } from './quote';
import { badRequest, notFound } from '../../lib/errors';

/** The drug, formulation and quantity an admin page asks about, resolved as the search page does. */
export interface AdminDrugQuery {
  drugName: string;
  ndc?: string;
  qty?: number;
}

export async function resolveDrug(query: AdminDrugQuery): Promise<{ selection: Selection; formulations: { ndc: string; label: string }[] }> {
  const group = await findDrugByLabel(query.drugName);
  if (!group) throw notFound('drug_not_found', `Drug name not found: ${query.drugName}`);
  const selection = selectFormulation(group, query);
  const formulations = group.labels.flatMap((label) =>
    label.formulations.map((f) => ({ ndc: f.ndc, label: `${label.name} (${label.brandGeneric === 'B' ? 'brand' : 'generic'}) ${f.form} ${f.strength}` })),
  );
  return { selection, formulations };
}

export function describeSelection({ label, formulation, quantity }: Selection) {
  return {
    drugName: label.name,
    ndc: formulation.ndc,
    form: formulation.form,
    strength: formulation.strength,
    quantity,
    quantityToDisplay: formulation.quantities.find((q) => q.quantity === quantity)?.quantityToDisplay ?? `${quantity}`,
  };
}

export function pointOfZip(zip: string): Point {
  const point = zipToPoint(zip);
  if (!point) throw badRequest('invalid_zip', `Zip Code ${zip} was not found. Please enter a valid zip code.`);
  return point;
}

export const NEARBY_RADIUS_MILES = LIMITS.radiusMiles;

export function pharmacyOption(p: PharmacyWithDistance) {
  return { npi: p.npi, name: p.name, chain: p.chain, address: `${p.address}, ${p.city}, ${p.state} ${p.zip}`, distance: Math.round(p.distance * 100) / 100 };
}
