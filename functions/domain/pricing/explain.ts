import { LIMITS } from '../../../shared/brand';
import type { ResponseOf } from '../../../shared/contract';
import type { PbmQuoteExplanation, adminPriceExplainerContract, adminPriceHistoryContract } from '../../../shared/contracts/admin';
import type { DrugGroup, PharmacyWithDistance } from '../catalog/model';
import { notFound } from '../../lib/errors';
import { readPriceHistory } from './price-history';
import {
  locate, nearbyPharmacies, pharmacyAddress, quantityToDisplay, quoteEveryPbm, resolveDrug, shownMiles, type PbmOutcome, type Selection,
} from './quote';

/**
 * The admin pages about prices (price explainer, price history; the pharmacy explainer shares
 * the pharmacy shape): the drug, formulation and quantity resolved as the search page does.
 */
export interface AdminDrugQuery {
  drugName: string;
  ndc?: string;
  qty?: number;
}

/** Pharmacies offered to pick from: the nearest ones, as the search page lists them. */
export const PHARMACY_CHOICES = 40;

export interface ExplainQuery extends AdminDrugQuery {
  zip: string;
  npi?: string;
}

function describeSelection({ label, formulation, quantity }: Selection) {
  return { drugName: label.name, ndc: formulation.ndc, form: formulation.form, strength: formulation.strength, quantity, quantityToDisplay: quantityToDisplay(formulation, quantity) };
}

/** Every formulation of the drug, to pick another from. */
function formulationChoices(group: DrugGroup): { ndc: string; label: string }[] {
  return group.labels.flatMap((label) =>
    label.formulations.map((f) => ({ ndc: f.ndc, label: `${label.name} (${label.brandGeneric === 'B' ? 'brand' : 'generic'}) ${f.form} ${f.strength}` })),
  );
}

/** A pharmacy as the admin pages list it. */
export function pharmacyOption(p: PharmacyWithDistance) {
  return { npi: p.npi, name: p.name, chain: p.chain, address: pharmacyAddress(p), distance: shownMiles(p.distance) };
}

/** One row per PBM: its quote and how it was built, or why there is none. */
function explanationRow(o: PbmOutcome): PbmQuoteExplanation {
  if (o.quote) {
    return {
      pbmId: o.pbmId, pbm: o.pbm, outcome: 'quoted', price: o.quote.price, ucPrice: o.quote.ucPrice, priceBasis: o.quote.priceBasis,
      breakdown: o.quote.breakdown, failure: null, isWinner: o.isWinner,
    };
  }
  return { pbmId: o.pbmId, pbm: o.pbm, outcome: o.outcome, price: null, ucPrice: null, priceBasis: null, breakdown: null, failure: o.failure, isWinner: false };
}

export async function explainPharmacyPrice(query: ExplainQuery): Promise<ResponseOf<typeof adminPriceExplainerContract>> {
  const drug = await resolveDrug(query);
  const nearby = await nearbyPharmacies(locate({ zip: query.zip }));
  const chosen = query.npi ? nearby.find((p) => p.npi === query.npi) : nearby[0];
  if (query.npi && !chosen) throw notFound('pharmacy_not_found', `No pharmacy with NPI ${query.npi} within ${LIMITS.radiusMiles} miles of ${query.zip}.`);
  const pharmacies = nearby.slice(0, PHARMACY_CHOICES).map(pharmacyOption);
  if (chosen && !pharmacies.some((p) => p.npi === chosen.npi)) pharmacies.push(pharmacyOption(chosen));
  const outcomes = chosen ? await quoteEveryPbm(drug, chosen) : [];
  return {
    selected: describeSelection(drug),
    formulations: formulationChoices(drug.group),
    zip: query.zip,
    pharmacies,
    pharmacy: chosen ? pharmacyOption(chosen) : null,
    quotes: outcomes.map(explanationRow),
    checkedAt: new Date().toISOString(),
  };
}

/** Daily price snapshots near a zip for a drug picked by name (the public route needs its NDC). */
export async function explainPriceHistory(query: AdminDrugQuery & { zip: string; days: number }): Promise<ResponseOf<typeof adminPriceHistoryContract>> {
  const drug = await resolveDrug(query);
  const place = locate({ zip: query.zip });
  return {
    selected: describeSelection(drug),
    formulations: formulationChoices(drug.group),
    zip: query.zip,
    days: query.days,
    points: await readPriceHistory(drug.formulation.ndc, drug.quantity, place.area, query.days),
  };
}
