import { LIMITS } from '../../../shared/brand';
import type { DrugSummary, FormulationRow, PriceRange, ReferenceCostRow } from '../../../shared/contracts/tools';
import { notFound, badRequest } from '../../lib/errors';
import { priceAtPharmacies, type BestPrice } from '../pricing/engine';
import { findDrugByLabel, getReferenceCosts, normaliseName } from '../catalog/drug-repository';
import { zipToPoint } from '../catalog/geo';
import type { DrugGroup, DrugLabel, Formulation, PharmacyWithDistance } from '../catalog/model';
import { pharmaciesNear } from '../catalog/pharmacy-repository';

/** Shared lookups of the tools' routes: a drug by any label, its formulations, prices near a zip. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

export async function requireDrug(drugName: string): Promise<DrugGroup> {
  const group = await findDrugByLabel(drugName);
  if (!group) throw notFound('drug_not_found', `Drug name not found: ${drugName.slice(0, 100)}`);
  return group;
}

export function summarise(group: DrugGroup): DrugSummary {
  return {
    id: group.id, generic: group.generic, brand: group.brand, drugClass: group.drugClass, ingredients: group.ingredients, rx: group.rx,
    labels: group.labels.map((l) => ({ name: l.name, brandGeneric: l.brandGeneric })),
  };
}

/** The label the visitor named (brand or generic), else the first (generic when there is one). */
export function namedLabel(group: DrugGroup, drugName: string): DrugLabel {
  return group.labels.find((l) => normaliseName(l.name) === normaliseName(drugName)) ?? group.labels[0]!;
}

/** "20", "20 mg" and "20mg" all pick the 20 mg formulation. */
export function matchesStrength(f: Formulation, strength: string): boolean {
  const want = strength.toLowerCase().replace(/\s+/g, '');
  const have = f.strength.toLowerCase().replace(/\s+/g, '');
  return have === want || String(f.dosageQuantity) === want;
}

export function pickFormulation(label: DrugLabel, strength: string | undefined): Formulation {
  if (!strength) return label.formulations[0]!;
  const hit = label.formulations.find((f) => matchesStrength(f, strength));
  if (!hit) throw notFound('strength_not_found', `${label.name} is not listed in strength ${strength.slice(0, 40)}. Listed: ${label.formulations.map((f) => f.strength).join(', ')}.`);
  return hit;
}

export function quantityText(f: Formulation, quantity: number): string {
  return f.quantities.find((q) => q.quantity === quantity)?.quantityToDisplay ?? `${quantity}`;
}

export function formulationRows(group: DrugGroup): FormulationRow[] {
  return group.labels.flatMap((label) =>
    label.formulations.map((f) => ({
      label: label.name, brandGeneric: label.brandGeneric, form: f.form, strength: f.strength, ndc: f.ndc, gsn: f.gsn, labeler: f.labeler,
      rxcui: f.rxcui ?? null, packages: f.quantities.map((q) => q.quantityToDisplay), soldInAPackage: f.soldInAPackage,
    })),
  );
}

export async function referenceCostRows(group: DrugGroup, pick?: { label: DrugLabel; formulation: Formulation; quantity: number }): Promise<ReferenceCostRow[]> {
  const items = pick ? [{ label: pick.label, f: pick.formulation, qty: pick.quantity }] : group.labels.flatMap((label) => label.formulations.map((f) => ({ label, f, qty: f.quantities[0]!.quantity })));
  const costs = await getReferenceCosts(items.map((i) => i.f.ndc));
  return items.flatMap(({ label, f, qty }) => {
    const cost = costs.get(f.ndc);
    if (!cost) return [];
    return [{
      label: label.name, strength: f.strength, form: f.form, ndc: f.ndc, unitCost: cost.unitCost, pricingUnit: cost.pricingUnit, quantity: qty,
      quantityToDisplay: quantityText(f, qty), quantityCost: round2(cost.unitCost * qty), effectiveDate: cost.effectiveDate, source: cost.source,
    }];
  });
}

export function resolveZip(zip: string | undefined): { zip: string; point: { lat: number; lon: number } } {
  const z = zip ?? LIMITS.defaultZip;
  const point = zipToPoint(z);
  if (!point) throw badRequest('invalid_zip', `Zip Code ${z} was not found. Please enter a valid zip code.`);
  return { zip: z, point };
}

export const TOOL_DEADLINE_MS = 2_000;

/** Runs `fn` over `items` at most `limit` at a time, keeping order (bounded fan-out of fan-outs). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export interface NearbyPrices {
  zip: string;
  nearby: PharmacyWithDistance[];
  prices: BestPrice[];
  providersAnswered: string[];
  checkedAt: string;
}

export async function pricesNear(ndc: string, quantity: number, zipInput: string | undefined): Promise<NearbyPrices> {
  const { zip, point } = resolveZip(zipInput);
  const nearby = await pharmaciesNear(point, LIMITS.radiusMiles);
  if (!nearby.length) return { zip, nearby, prices: [], providersAnswered: [], checkedAt: new Date().toISOString() };
  // Tools price several fills per answer: a longer deadline than the search page's keeps a busy
  // moment from counting as PBM failures (which would open their breakers for everyone).
  const answer = await priceAtPharmacies(
    { ndc, quantity, zipArea: zip, pharmacies: nearby.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })) },
    { deadlineMs: TOOL_DEADLINE_MS },
  );
  return { zip, nearby, prices: answer.prices, providersAnswered: answer.providersAnswered, checkedAt: answer.checkedAt };
}

const median = (sorted: number[]): number => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function priceRange(label: DrugLabel, f: Formulation, quantity: number, zip: string | undefined): Promise<PriceRange | null> {
  const near = await pricesNear(f.ndc, quantity, zip);
  const sorted = near.prices.map((p) => p.price).sort((a, b) => a - b);
  if (!sorted.length) return null;
  return {
    zip: near.zip, label: label.name, strength: f.strength, quantity, quantityToDisplay: quantityText(f, quantity),
    low: round2(sorted[0]!), median: round2(median(sorted)), high: round2(sorted.at(-1)!), pharmacies: sorted.length, checkedAt: near.checkedAt,
  };
}

/** The quantity that lasts about 30 days at the usual dose (counted forms), else the first package. */
export function thirtyDayQuantity(f: Formulation, dosesPerDay: number | undefined): number {
  if (f.soldInAPackage || !dosesPerDay) return f.quantities[0]!.quantity;
  return 30 * dosesPerDay;
}
