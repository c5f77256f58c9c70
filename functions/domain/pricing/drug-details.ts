import { LIMITS } from '../../../shared/brand';
import type { DrugDetails } from '../../../shared/contracts/prices';
import { findDrugByLabel, getReferenceCosts, listDrugGroups } from '../catalog/drug-repository';
import { zipArea, zipToPoint, pointToZip } from '../catalog/geo';
import type { Point } from '../catalog/model';
import { pharmaciesNear } from '../catalog/pharmacy-repository';
import { badRequest, notFound } from '../../lib/errors';
import { priceAtPharmacies } from './engine';
import { notices, selectorOptions } from './drug-options';
import { selectFormulation, type SelectionInput } from './quote';

export interface DetailsQuery extends SelectionInput {
  zip?: string;
  lat?: number;
  long?: number;
  popularOnly?: boolean;
  APIs?: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Coordinates win over a zip; neither means the default zip (spec §5, §9). */
export function locate(query: Pick<DetailsQuery, 'zip' | 'lat' | 'long'>): { point: Point; zip: string } {
  if (query.lat !== undefined && query.long !== undefined) {
    const point = { lat: query.lat, lon: query.long };
    return { point, zip: pointToZip(point) ?? '' };
  }
  const zip = query.zip ?? LIMITS.defaultZip;
  const point = zipToPoint(zip);
  if (!point) throw badRequest('invalid_zip', `Zip Code ${zip} was not found. Please enter a valid zip code.`);
  return { point, zip };
}

export async function buildDrugDetails(query: DetailsQuery): Promise<DrugDetails> {
  const group = await findDrugByLabel(query.drugName);
  if (!group) throw notFound('drug_not_found', `Drug name not found: ${query.drugName}`);
  const selection = selectFormulation(group, query);
  const { point, zip } = locate(query);
  const nearby = (await pharmaciesNear(point, LIMITS.radiusMiles)).filter((p) => !query.popularOnly || p.isPopular);
  const [answer, costs, groups] = await Promise.all([
    nearby.length
      ? priceAtPharmacies({
          ndc: selection.formulation.ndc,
          quantity: selection.quantity,
          zipArea: query.lat !== undefined ? zipArea(point) : zipArea(zip),
          pharmacies: nearby.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })),
          ...(query.APIs ? { pbmIds: query.APIs.split(',') } : {}),
        })
      : undefined,
    getReferenceCosts([selection.formulation.ndc]),
    listDrugGroups(),
  ]);
  const byNpi = new Map(nearby.map((p) => [p.npi, p]));
  const drugs = (answer?.prices ?? [])
    .flatMap((price) => {
      const pharmacy = byNpi.get(price.npi);
      if (!pharmacy) return [];
      return [{
        ...price, pharmacyName: pharmacy.name, pharmacyId: pharmacy.id, chain: pharmacy.chain, isPopular: pharmacy.isPopular, ln: selection.label.name,
        distance: round2(pharmacy.distance), address: `${pharmacy.address}, ${pharmacy.city}, ${pharmacy.state} ${pharmacy.zip}`,
      }];
    })
    .sort((a, b) => a.price - b.price || a.distance - b.distance || a.pharmacyId.localeCompare(b.pharmacyId));
  const cost = costs.get(selection.formulation.ndc);
  const quantityText = selection.formulation.quantities.find((q) => q.quantity === selection.quantity)?.quantityToDisplay ?? `${selection.quantity}`;
  return {
    drugs,
    ...selectorOptions(group, selection),
    ...notices(group, selection, groups.filter((g) => g.drugClass === group.drugClass)),
    responseDescription: !nearby.length
      ? `No results found: there are no participating pharmacies within a ${LIMITS.radiusMiles} mile radius. Please try another location.`
      : drugs.length
        ? `Prices for ${selection.label.name} ${selection.formulation.strength}, ${quantityText}, at ${drugs.length} pharmacies near ${zip || 'you'}.`
        : `No prices were returned for ${selection.label.name} near ${zip || 'you'}.`,
    selected: {
      drugName: selection.label.name, brandGeneric: selection.label.brandGeneric, form: selection.formulation.form, strength: selection.formulation.strength,
      gsn: selection.formulation.gsn, ndc: selection.formulation.ndc, quantity: selection.quantity, quantityToDisplay: quantityText,
    },
    referenceCost: cost ? { ndc: cost.ndc, unitCost: cost.unitCost, pricingUnit: cost.pricingUnit, effectiveDate: cost.effectiveDate, quantityCost: round2(cost.unitCost * selection.quantity) } : null,
    zip,
    location: point,
    providersAsked: answer?.providersAsked ?? [],
    providersAnswered: answer?.providersAnswered ?? [],
    checkedAt: answer?.checkedAt ?? new Date().toISOString(),
  };
}
