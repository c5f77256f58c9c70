import type * as z from 'zod';
import { LIMITS } from '../../../shared/brand';
import type { openedAsSchema } from '../../../shared/contracts/drugs';
import { cents } from '../../../shared/calculators/money';
import { askedName, findDrugByLabel, listDrugGroups, namesLabel } from '../catalog/drug-repository';
import { strengthKey, usualFormulation, type DrugGroup, type DrugLabel, type Formulation, type Pharmacy, type PharmacyWithDistance } from '../catalog/model';
import { pharmaciesNear } from '../catalog/pharmacy-repository';
import { notFound } from '../../lib/errors';
import type { Place } from './place';

/**
 * Steps 1 and 2 of pricing a drug at a place (quote.ts): the drug, its label, formulation and
 * quantity, and the pharmacies near the place. Nothing here asks a PBM, so a function that only
 * resolves drugs or places (the tools' drug pages, the Coupon API's catalog routes, price-drop
 * sign-ups) imports this file and not quote.ts: its bundle then holds no PBM client, and its role no
 * PBM grant (`pbm` in functions/tables/routes.ts; tests/bundles checks the two agree).
 */

// ── 1. The drug ──────────────────────────────────────────────────────────────────────────────

/** A drug as a visitor, an API customer, a tool or an admin names it. */
export interface DrugQuery {
  drugName: string;
  /** The brand ('B') or generic ('G') label of the named drug. */
  brandIndicator?: 'G' | 'B';
  gsn?: string;
  ndc?: string;
  /** "20", "20 mg" or "20mg" (the tools pick formulations by strength). */
  strength?: string;
  qty?: number;
}

export interface Selection {
  label: DrugLabel;
  formulation: Formulation;
  quantity: number;
}

export interface ResolvedDrug extends Selection {
  group: DrugGroup;
  /** The label shown is not the one named (rules#states opened the generic of a brand, or the name is the drug's, not a label's). */
  openedAs?: OpenedAs;
}

/** Why another label than the one asked for is shown (shared/contracts/drugs.ts openedAsSchema). */
type OpenedAs = z.infer<typeof openedAsSchema>;

/**
 * What an NDC in the query does: it is the NDC priced, in whichever of the named drug's labels holds
 * it (a brand name never silently prices another strength); a drug without it is a 404:
 * - 'within-label' (the default): drug_not_found, the search page's "Drug Name Not Found" card (rules#errors);
 * - 'required': ndc_not_found (Coupon API);
 * - 'its-label': drug_not_found (mail-order links carry the NDC they were priced with).
 */
export type NdcRule = 'within-label' | 'required' | 'its-label';

const drugNotFound = (drugName: string) => notFound('drug_not_found', `Drug name not found: ${drugName.slice(0, 100)}`);

/** The drug group holding a label of this name; 404 drug_not_found when there is none. */
export async function requireDrug(drugName: string): Promise<DrugGroup> {
  const group = await findDrugByLabel(drugName);
  if (!group) throw drugNotFound(drugName);
  return group;
}

/**
 * rules#states: the label named, or the one the brand indicator asks for, else the first (generic when
 * there is one). A brand named with the generic indicator opens the generic sold in its strength and
 * form (Lipitor -> Atorvastatin); a brand without one opens itself (Ozempic, Zepbound, Lantus).
 */
export function labelFor(group: DrugGroup, query: Pick<DrugQuery, 'drugName' | 'brandIndicator'>): DrugLabel {
  const named = group.labels.find((l) => namesLabel(l.name, query.drugName));
  const byIndicator = query.brandIndicator ? group.labels.find((l) => l.brandGeneric === query.brandIndicator) : undefined;
  if (named && query.brandIndicator === 'G' && named.brandGeneric === 'B') return group.labels.find((l) => l.name === named.genericLabel) ?? named;
  return (query.brandIndicator && named?.brandGeneric !== query.brandIndicator ? byIndicator : named) ?? byIndicator ?? group.labels[0]!;
}

/** A brand opened as its generic: the generic in the brand's usual form and strength (Butrans patches, not buprenorphine tablets), else in its form, else the generic's usual. */
function sameAs(label: DrugLabel, brand: Formulation): Formulation {
  return label.formulations.find((f) => f.form === brand.form && strengthKey(f.strength) === strengthKey(brand.strength))
    ?? label.formulations.find((f) => f.form === brand.form) ?? usualFormulation(label);
}

/** "20", "20 mg" and "20mg" all match the 20 mg formulation. */
export function matchesStrength(f: Formulation, strength: string): boolean {
  const want = strength.toLowerCase().replace(/\s+/g, '');
  const have = f.strength.toLowerCase().replace(/\s+/g, '');
  return have === want || String(f.dosageQuantity) === want;
}

/**
 * rules#states: the formulation by NDC, else by GSN, else by strength (404 strength_not_found when the
 * label has none of it), else the label's usual one (the most widely dispensed strength).
 */
export function pickFormulation(label: DrugLabel, query: Pick<DrugQuery, 'ndc' | 'gsn' | 'strength'>): Formulation {
  const byCode =
    label.formulations.find((f) => query.ndc !== undefined && f.ndc === query.ndc) ??
    label.formulations.find((f) => query.gsn !== undefined && f.gsn === query.gsn);
  if (byCode) return byCode;
  if (!query.strength) return usualFormulation(label);
  const hit = label.formulations.find((f) => matchesStrength(f, query.strength!));
  if (!hit) throw notFound('strength_not_found', `${label.name} is not listed in strength ${query.strength.slice(0, 40)}. Listed: ${label.formulations.map((f) => f.strength).join(', ')}.`);
  return hit;
}

/**
 * The drug, its label, formulation and quantity (the one asked for, else the first package);
 * undefined when the catalog has no such drug. An NDC asked for is priced or refused (see NdcRule).
 */
export async function findDrug(query: DrugQuery, ndcRule: NdcRule = 'within-label'): Promise<ResolvedDrug | undefined> {
  const group = await findDrugByLabel(query.drugName);
  return group ? resolveInGroup(group, query, ndcRule) : undefined;
}

/** findDrug within the drug the name opens. */
export function resolveInGroup(group: DrugGroup, query: DrugQuery, ndcRule: NdcRule = 'within-label'): ResolvedDrug | undefined {
  const holding = query.ndc === undefined ? undefined : group.labels.find((l) => l.formulations.some((f) => f.ndc === query.ndc));
  if (query.ndc !== undefined && !holding) {
    if (ndcRule === 'required') throw notFound('ndc_not_found', `NDC ${query.ndc} is not a formulation of ${query.drugName.slice(0, 100)}.`);
    if (ndcRule === 'its-label') return undefined;
    throw notFound('drug_not_found', `Drug name not found: ${query.drugName.slice(0, 100)} with NDC ${query.ndc}`);
  }
  const label = holding ?? labelFor(group, query);
  const named = group.labels.find((l) => namesLabel(l.name, query.drugName));
  const formulation = named && label !== named && !query.ndc && !query.gsn && !query.strength ? sameAs(label, usualFormulation(named)) : pickFormulation(label, query);
  const openedAs: OpenedAs | undefined = label === named ? undefined
    : { asked: named?.name ?? askedName(group, query.drugName), shown: label.name, why: label.brandGeneric === 'G' ? 'generic' : 'brand' };
  return { group, label, formulation, quantity: query.qty ?? formulation.quantities[0]!.quantity, ...(openedAs ? { openedAs } : {}) };
}

/** As findDrug; no such drug is a 404 drug_not_found. */
export async function resolveDrug(query: DrugQuery, ndcRule: NdcRule = 'within-label'): Promise<ResolvedDrug> {
  const drug = await findDrug(query, ndcRule);
  if (!drug) throw drugNotFound(query.drugName);
  return drug;
}

/** The drug by NDC alone, anywhere in the catalog; 404 ndc_not_found when it is not there. */
export async function resolveNdc(ndc: string, qty?: number): Promise<ResolvedDrug> {
  for (const group of await listDrugGroups()) {
    for (const label of group.labels) {
      const formulation = label.formulations.find((f) => f.ndc === ndc);
      if (formulation) return { group, label, formulation, quantity: qty ?? formulation.quantities[0]!.quantity };
    }
  }
  throw notFound('ndc_not_found', `NDC ${ndc} is not in the catalog.`);
}

/** What the pricing unit is called after a custom quantity of a drug sold in packages (45 mL, 15 g). */
const PRICING_UNIT_WORD: Record<Formulation['pricingUnit'], [one: string, many: string]> = { EA: ['unit', 'units'], ML: ['mL', 'mL'], GM: ['g', 'g'] };

/** tablets -> tablet, patches -> patch. */
const singular = (noun: string) => (/(ch|sh|x|s)es$/.test(noun) ? noun.slice(0, -2) : noun.replace(/s$/, ''));

/**
 * The package text of a quantity ("30 tablets"); a custom quantity always says its unit too
 * ("45 tablets", "1 tablet", "45 mL"), in the noun the listed quantities use.
 */
export function quantityToDisplay(f: Formulation, quantity: number): string {
  const listed = f.quantities.find((q) => q.quantity === quantity)?.quantityToDisplay;
  if (listed) return listed;
  const counted = f.quantities.map((q) => /^(\d+(?:\.\d+)?) ([a-z][a-z -]*)$/i.exec(q.quantityToDisplay.trim())).find((m) => m && m[1] !== '1');
  if (counted && !f.soldInAPackage) {
    const noun = counted[2]!;
    return `${quantity} ${quantity === 1 ? singular(noun) : noun}`;
  }
  const [one, many] = PRICING_UNIT_WORD[f.pricingUnit];
  return `${quantity} ${quantity === 1 ? one : many}`;
}

/** The selected drug as the price answers describe it. */
export function describeDrug({ label, formulation, quantity }: Selection) {
  return {
    drugName: label.name, brandGeneric: label.brandGeneric, form: formulation.form, strength: formulation.strength,
    gsn: formulation.gsn, ndc: formulation.ndc, quantity, quantityToDisplay: quantityToDisplay(formulation, quantity),
  };
}

// ── 2. The place (place.ts) ───────────────────────────────────────────────────────────────────

/** Walk-in pharmacies within the spec's radius of the place, nearest first. */
export function nearbyPharmacies(place: Place): Promise<PharmacyWithDistance[]> {
  return pharmaciesNear(place.point, LIMITS.radiusMiles);
}

/** A pharmacy's address on one line (city and zip alone when the directory has no street). */
export const pharmacyAddress = (p: Pharmacy): string => `${p.address ? `${p.address}, ` : ''}${p.city}, ${p.state} ${p.zip}`;

/** Distances show to the hundredth of a mile (rounded as money is to the cent). */
export const shownMiles = (miles: number): number => cents(miles);
