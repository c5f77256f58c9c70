import { createHash } from 'node:crypto';
import type * as z from 'zod';
import { LIMITS } from '../../../shared/brand';
import type { openedAsSchema } from '../../../shared/contracts/drugs';
import { cents } from '../../../shared/calculators/money';
import { askedName, findDrugByLabel, listDrugGroups, namesLabel } from '../catalog/drug-repository';
import { strengthKey, usualFormulation, type DrugGroup, type DrugLabel, type Formulation, type Pharmacy, type PharmacyWithDistance } from '../catalog/model';
import { getPharmacyByNpi, mailOrderPharmacies, pharmaciesNear } from '../catalog/pharmacy-repository';
import { notFound } from '../../lib/errors';
import { explainPrice, priceAtPharmacies, type BestPrice, type PriceOptions } from './engine';
import { cacheGet, cachePut } from './price-cache';
import { quantityKey } from '../../../shared/contracts/common';
import { pbmDirectory } from './pbm-directory';
import type { Fill } from './pbm-port';
import type { Place } from './place';

export { findPlace, locate, type Place, type Where } from './place';

/**
 * Pricing a drug at a place, written once. Every feature that prices a drug (the site's price
 * page, the Coupon API, featured savings, the comparison, the tools, the admin explainers, the
 * price-drop scan) goes through the same four steps here and shapes the answer its own way:
 *
 *   1. resolveDrug: the drug by any of its labels, then its label, formulation and quantity;
 *   2. locate: the zip or the coordinates (or the default zip);
 *   3. quoteNear / quoteMailOrder / quoteAtPharmacies: the pharmacies, and the PBMs asked through
 *      the engine (one fan-out, one cache);
 *   4. the priced pharmacies, cheapest first; quoteEveryPbm: each PBM's answer at one pharmacy.
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

/** The package text of a quantity ("30 tablets"), else the number. */
export function quantityToDisplay(f: Formulation, quantity: number): string {
  return f.quantities.find((q) => q.quantity === quantity)?.quantityToDisplay ?? `${quantity}`;
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

// ── 3. The prices ────────────────────────────────────────────────────────────────────────────

/** A pharmacy's best coupon, with the pharmacy. */
export interface PricedPharmacy<P extends Pharmacy = Pharmacy> extends BestPrice {
  pharmacy: P;
}

export interface Quote<P extends Pharmacy = Pharmacy> {
  /** The pharmacies asked about. */
  pharmacies: P[];
  /** The best coupon at each pharmacy that has one, cheapest first (equal prices in the PBMs' order). */
  prices: PricedPharmacy<P>[];
  providersAsked: string[];
  providersAnswered: string[];
  providersFailed: { id: string; reason: string }[];
  checkedAt: string;
  /** No PBM answered now: these are the last prices seen (each with its checkedAt; providersAnswered is theirs). */
  stale?: boolean;
}

export interface QuoteOptions extends PriceOptions {
  /** Ask only these PBMs (the spec's APIs parameter). */
  pbmIds?: string[];
}

/** What is priced: a resolved drug, or an NDC and quantity. */
type Priced = Selection | Fill;
const fillOf = (drug: Priced): Fill => ('formulation' in drug ? { ndc: drug.formulation.ndc, quantity: drug.quantity } : { ndc: drug.ndc, quantity: drug.quantity });

/** No pharmacy, no question to the PBMs (and nothing cached for the area). */
async function priceAt<P extends Pharmacy>(drug: Priced, pharmacies: P[], area: string, { pbmIds, ...options }: QuoteOptions): Promise<Quote<P>> {
  if (!pharmacies.length) return { pharmacies, prices: [], providersAsked: [], providersAnswered: [], providersFailed: [], checkedAt: new Date().toISOString() };
  const fill = fillOf(drug);
  const answer = await priceAtPharmacies({
    ndc: fill.ndc,
    quantity: fill.quantity,
    zipArea: area,
    pharmacies: pharmacies.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })),
    ...(pbmIds ? { pbmIds } : {}),
  }, options);
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));
  const prices = answer.prices
    .flatMap((price) => {
      const pharmacy = byNpi.get(price.npi);
      return pharmacy ? [{ ...price, pharmacy }] : [];
    })
    .sort((a, b) => a.price - b.price);
  const { providersAsked, providersAnswered, providersFailed, checkedAt } = answer;
  return { pharmacies, prices, providersAsked, providersAnswered, providersFailed, checkedAt, ...(answer.stale ? { stale: true } : {}) };
}

/** The drug at the walk-in pharmacies near the place (only the popular chains' first stores, if asked). */
export async function quoteNear(drug: Priced, place: Place, { popularOnly, ...options }: QuoteOptions & { popularOnly?: boolean } = {}): Promise<Quote<PharmacyWithDistance>> {
  const nearby = (await nearbyPharmacies(place)).filter((p) => !popularOnly || p.isPopular);
  return priceAt(drug, nearby, place.area, options);
}

/** The order the site lists prices near a place in: cheapest, then nearest, then by pharmacy id. */
export function siteOrder(a: PricedPharmacy<PharmacyWithDistance>, b: PricedPharmacy<PharmacyWithDistance>): number {
  return a.price - b.price || shownMiles(a.pharmacy.distance) - shownMiles(b.pharmacy.distance) || a.pharmacy.id.localeCompare(b.pharmacy.id);
}

/** The drug at the mail-order pharmacies. */
export async function quoteMailOrder(drug: Priced, options: QuoteOptions = {}): Promise<Quote<Pharmacy>> {
  return priceAt(drug, await mailOrderPharmacies(), 'mail-order', options);
}

/** The drug at a list of pharmacies by NPI (the Coupon API's); NPIs not in the directory are named. */
export async function quoteAtPharmacies(drug: Priced, npis: readonly string[], options: QuoteOptions = {}): Promise<Quote<Pharmacy> & { unknownNpis: string[] }> {
  const found = await Promise.all(npis.map(async (npi) => [npi, await getPharmacyByNpi(npi)] as const));
  const known = found.flatMap(([, p]) => (p ? [p] : []));
  const unknownNpis = found.filter(([, p]) => !p).map(([npi]) => npi);
  // The price cache is keyed by area; a list of pharmacies is its own "area", named by its hash.
  const listKey = createHash('sha256').update(known.map((p) => p.npi).sort().join(',')).digest('base64url').slice(0, 16);
  return { ...(await priceAt(drug, known, `npis#${listKey}`, options)), unknownNpis };
}

// ── 4. Every PBM at one pharmacy ─────────────────────────────────────────────────────────────

/** One PBM's answer at a pharmacy: its coupon, or why there is none. */
export interface PbmOutcome {
  pbmId: string;
  /** The PBM's name. */
  pbm: string;
  outcome: 'quoted' | 'outOfNetwork' | 'failed';
  quote: BestPrice | null;
  failure: string | null;
  /** The coupon the site shows at this pharmacy (one PBM at most). */
  isWinner: boolean;
}

/** Every PBM's answer at one pharmacy, waiting for all (the price explainers). */
export async function quoteEveryPbm(drug: Priced, pharmacy: Pharmacy): Promise<PbmOutcome[]> {
  const fill = fillOf(drug);
  const answer = await explainPrice({ ndc: fill.ndc, quantity: fill.quantity }, { id: pharmacy.id, npi: pharmacy.npi, name: pharmacy.name, chain: pharmacy.chain });
  return answer.quotes.map((q) => {
    const pbm = pbmDirectory.byId(q.pbmId)?.name ?? q.pbmId;
    if ('quote' in q && q.quote) return { pbmId: q.pbmId, pbm, outcome: 'quoted', quote: q.quote, failure: null, isWinner: answer.winner?.pbmId === q.pbmId };
    const failure = 'failure' in q ? q.failure ?? null : null;
    return { pbmId: q.pbmId, pbm, outcome: failure ? 'failed' : 'outOfNetwork', quote: null, failure, isWinner: false };
  });
}

const EVERY_PBM_TTL_S = 600;
const EVERY_PBM_PARTIAL_TTL_S = 60;

/**
 * quoteEveryPbm for the public tool views (all PBMs at a pharmacy, every PBM at every mail-order
 * service): each call asks all twelve PBMs and waits for them, so a visitor's repeat (or a
 * scraper's) is answered from the price cache like the price routes' fan-out, keyed by NDC,
 * normalised quantity and pharmacy. Admin explainers call quoteEveryPbm itself, always fresh.
 */
export async function quoteEveryPbmCached(drug: Priced, pharmacy: Pharmacy): Promise<PbmOutcome[]> {
  const fill = fillOf(drug);
  const key = `every-pbm#${fill.ndc}#${quantityKey(fill.quantity)}#${pharmacy.npi}`;
  const hit = await cacheGet<PbmOutcome[]>(key).catch(() => undefined);
  if (hit) return hit;
  const outcomes = await quoteEveryPbm(drug, pharmacy);
  const failed = outcomes.filter((o) => o.outcome === 'failed').length;
  if (failed < outcomes.length) await cachePut(key, outcomes, failed ? EVERY_PBM_PARTIAL_TTL_S : EVERY_PBM_TTL_S).catch(() => undefined);
  return outcomes;
}
