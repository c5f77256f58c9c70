import { createHash, randomUUID } from 'node:crypto';
import type { Pharmacy, PharmacyWithDistance } from '../catalog/model';
import { getPharmacyByNpi, mailOrderPharmacies } from '../catalog/pharmacy-repository';
import { shownMiles, type Selection } from './drug-selection';
import type { PriceStatus } from '../../../shared/contracts/prices';
import { explainPrice, priceAtPharmacies, type BestPrice, type PriceAnswer, type PriceOptions } from './engine';
import { cacheGet, cachePut } from './price-cache';
import { quantityKey } from '../../../shared/contracts/common';
import { pbmDirectory } from './pbm-directory';
import type { Fill } from './pbm-port';
import type { Place } from './place';
import { pricedSetNear } from './priced-set';

export { findPlace, locate, type Place, type Where } from './place';
// Steps 1 and 2 live in drug-selection.ts (no PBM client there); the callers that also price import them from here.
export {
  describeDrug, findDrug, labelFor, matchesStrength, nearbyPharmacies, pharmacyAddress, pickFormulation, quantityToDisplay, requireDrug, resolveDrug,
  resolveInGroup, resolveNdc, shownMiles, type DrugQuery, type ResolvedDrug, type Selection,
} from './drug-selection';

/**
 * Pricing a drug at a place, written once. Every feature that prices a drug (the site's price
 * page, the Coupon API, featured savings, the comparison, the tools, the admin explainers, the
 * price-drop scan) goes through the same four steps here and shapes the answer its own way:
 *
 *   1. resolveDrug: the drug by any of its labels, then its label, formulation and quantity;
 *   2. locate: the zip or the coordinates (or the default zip);
 *   3. quoteNear / quoteMailOrder / quoteAtPharmacies: the pharmacies (near a place: a page of the
 *      priced set, priced-set.ts), and the PBMs asked through the engine (one fan-out, one cache);
 *   4. every pharmacy asked about as a row (priced, still being checked, or priced by none), and the
 *      priced ones cheapest first; quoteEveryPbm: each PBM's answer at one pharmacy.
 */

// ── 1. The drug, 2. the place: drug-selection.ts ──────────────────────────────────────────────────

// ── 3. The prices ────────────────────────────────────────────────────────────────────────────

/** A pharmacy's best coupon, with the pharmacy. */
export interface PricedPharmacy<P extends Pharmacy = Pharmacy> extends BestPrice {
  pharmacy: P;
}

/** A pharmacy asked about, whether or not a PBM priced it (PriceStatus, shared/contracts/prices.ts). */
export type QuoteRow<P extends Pharmacy = Pharmacy> =
  | (PricedPharmacy<P> & { status: 'priced' })
  | { pharmacy: P; status: Exclude<PriceStatus, 'priced'> };

export interface Quote<P extends Pharmacy = Pharmacy> {
  /** The pharmacies asked about. */
  pharmacies: P[];
  /** The best coupon at each pharmacy that has one, cheapest first (equal prices in the PBMs' order). */
  prices: PricedPharmacy<P>[];
  /** Every pharmacy asked about: the priced ones as in `prices`, then those still being checked, then those no PBM quotes (each in the order asked). */
  rows: QuoteRow<P>[];
  providersAsked: string[];
  providersAnswered: string[];
  providersFailed: { id: string; reason: string }[];
  /** PBMs still being asked (a completion will merge their quotes): the pharmacies without a price are `checking` until then. */
  providersChecking: string[];
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

/**
 * Every pharmacy asked about as a row (pure): priced where a PBM quoted it (cheapest first, equal
 * prices in the answer's order); else `checking` while a PBM that may quote it is still being asked
 * (`providersChecking`); else `unavailable`. Unpriced rows keep the order the pharmacies were asked in.
 */
export function quoteRows<P extends Pharmacy>(pharmacies: readonly P[], answer: Pick<PriceAnswer, 'prices' | 'providersChecking'>): { prices: PricedPharmacy<P>[]; rows: QuoteRow<P>[] } {
  const byNpi = new Map(answer.prices.map((p) => [p.npi, p]));
  const prices = pharmacies
    .flatMap((pharmacy) => {
      const price = byNpi.get(pharmacy.npi);
      return price ? [{ ...price, pharmacy }] : [];
    })
    .sort((a, b) => a.price - b.price);
  const unpriced = pharmacies.filter((p) => !byNpi.has(p.npi));
  const status: Exclude<PriceStatus, 'priced'> = answer.providersChecking.length ? 'checking' : 'unavailable';
  return { prices, rows: [...prices.map((p) => ({ ...p, status: 'priced' as const })), ...unpriced.map((pharmacy) => ({ pharmacy, status }))] };
}

/** No pharmacy, no question to the PBMs (and nothing cached). */
async function priceAt<P extends Pharmacy>(drug: Priced, pharmacies: P[], area: string, { pbmIds, ...options }: QuoteOptions): Promise<Quote<P>> {
  if (!pharmacies.length) return { pharmacies, prices: [], rows: [], providersAsked: [], providersAnswered: [], providersFailed: [], providersChecking: [], checkedAt: new Date().toISOString() };
  const fill = fillOf(drug);
  const answer = await priceAtPharmacies({
    ndc: fill.ndc,
    quantity: fill.quantity,
    zipArea: area,
    pharmacies: pharmacies.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain, parent: p.parent })),
    ...(pbmIds ? { pbmIds } : {}),
  }, options);
  const { providersAsked, providersAnswered, providersFailed, providersChecking, checkedAt } = answer;
  return { pharmacies, ...quoteRows(pharmacies, answer), providersAsked, providersAnswered, providersFailed, providersChecking, checkedAt, ...(answer.stale ? { stale: true } : {}) };
}

/** A page of the priced set near a place (priced-set.ts), as quoted. */
export interface NearQuote extends Quote<PharmacyWithDistance> {
  page: number;
  pageSize: number;
  nextPage: number | null;
}

/**
 * The drug at a page of the priced set near the place (page 1: the nearest 50 walk-in pharmacies
 * within 50 miles). `popularOnly` keeps the popular chains' stores of that page: the same
 * question to the PBMs (and the same cache entry) as the whole page.
 */
export async function quoteNear(drug: Priced, place: Place, { popularOnly, page = 1, ...options }: QuoteOptions & { popularOnly?: boolean; page?: number } = {}): Promise<NearQuote> {
  const set = await pricedSetNear(place.point, page);
  const quote = await priceAt(drug, set.pharmacies, place.area, options);
  const paging = { page: set.page, pageSize: set.pageSize, nextPage: set.nextPage };
  if (!popularOnly) return { ...quote, ...paging };
  return {
    ...quote,
    pharmacies: quote.pharmacies.filter((p) => p.isPopular),
    prices: quote.prices.filter((p) => p.pharmacy.isPopular),
    rows: quote.rows.filter((r) => r.pharmacy.isPopular),
    ...paging,
  };
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
  // The price history is keyed by area; a list of pharmacies is its own "area", named by its hash.
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
  const answer = await explainPrice({ ndc: fill.ndc, quantity: fill.quantity }, { id: pharmacy.id, npi: pharmacy.npi, name: pharmacy.name, chain: pharmacy.chain, parent: pharmacy.parent });
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
  // Settled: no completion adds to these (a repeat after the short TTL asks every PBM again).
  const meta = { version: randomUUID(), checkedAtMs: Date.now(), settled: true };
  if (failed < outcomes.length) await cachePut(key, outcomes, failed ? EVERY_PBM_PARTIAL_TTL_S : EVERY_PBM_TTL_S, meta).catch(() => undefined);
  return outcomes;
}
