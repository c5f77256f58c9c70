import { LIMITS } from '../../../shared/brand';
import type { ResponseOf } from '../../../shared/contract';
import type { PbmQuoteExplanation, adminPriceExplainerContract } from '../../../shared/contracts/admin';
import type { PharmacyWithDistance } from '../catalog/model';
import { notFound } from '../../lib/errors';
import { nearbyPharmacies, pharmacyAddress, resolveDrug, shownMiles } from './drug-selection';
import { describeSelection, formulationChoices, type AdminDrugQuery } from './explain-history';
import { locate } from './place';
import { quoteEveryPbm, type PbmOutcome } from './quote';

/**
 * The admin price explainer: every PBM's answer at one pharmacy, asked now (the price history page,
 * which asks no PBM, is explain-history.ts; the pharmacy explainer shares the pharmacy shape).
 */

/** Pharmacies offered to pick from: the nearest ones, as the search page lists them. */
export const PHARMACY_CHOICES = 40;

export interface ExplainQuery extends AdminDrugQuery {
  zip: string;
  npi?: string;
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
