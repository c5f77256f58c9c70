import type { ResponseOf } from '../../../shared/contract';
import type { PbmQuoteExplanation, adminPriceExplainerContract } from '../../../shared/contracts/admin';
import { zipArea } from '../catalog/geo';
import { pharmaciesNear } from '../catalog/pharmacy-repository';
import { notFound } from '../../lib/errors';
import { explainPrice } from './engine';
import { pbmDirectory } from './pbm-directory';
import { describeSelection, NEARBY_RADIUS_MILES, pharmacyOption, pointOfZip, resolveDrug, type AdminDrugQuery } from './explain-selection';

/** Pharmacies offered to pick from: the nearest ones, as the search page lists them. */
export const PHARMACY_CHOICES = 40;

export interface ExplainQuery extends AdminDrugQuery {
  zip: string;
  npi?: string;
}

type ExplainAnswer = Awaited<ReturnType<typeof explainPrice>>;

/** One row per PBM: its quote and how it was built, or why there is none. */
export function explanationRows(answer: ExplainAnswer): PbmQuoteExplanation[] {
  return answer.quotes.map((q) => {
    const pbm = pbmDirectory.byId(q.pbmId)?.name ?? q.pbmId;
    if ('quote' in q && q.quote) {
      return {
        pbmId: q.pbmId, pbm, outcome: 'quoted', price: q.quote.price, ucPrice: q.quote.ucPrice, priceBasis: q.quote.priceBasis,
        breakdown: q.quote.breakdown, failure: null, isWinner: answer.winner?.pbmId === q.pbmId,
      };
    }
    const failure = 'failure' in q ? q.failure ?? null : null;
    return {
      pbmId: q.pbmId, pbm, outcome: failure ? 'failed' : 'outOfNetwork', price: null, ucPrice: null, priceBasis: null, breakdown: null, failure, isWinner: false,
    };
  });
}

export async function explainPharmacyPrice(query: ExplainQuery): Promise<ResponseOf<typeof adminPriceExplainerContract>> {
  const { selection, formulations } = await resolveDrug(query);
  const nearby = await pharmaciesNear(pointOfZip(query.zip), NEARBY_RADIUS_MILES);
  const chosen = query.npi ? nearby.find((p) => p.npi === query.npi) : nearby[0];
  if (query.npi && !chosen) throw notFound('pharmacy_not_found', `No pharmacy with NPI ${query.npi} within ${NEARBY_RADIUS_MILES} miles of ${query.zip}.`);
  const pharmacies = nearby.slice(0, PHARMACY_CHOICES).map(pharmacyOption);
  if (chosen && !pharmacies.some((p) => p.npi === chosen.npi)) pharmacies.push(pharmacyOption(chosen));
  const answer = chosen
    ? await explainPrice(
        { ndc: selection.formulation.ndc, quantity: selection.quantity, zipArea: zipArea(query.zip) },
        { id: chosen.id, npi: chosen.npi, name: chosen.name, chain: chosen.chain },
      )
    : undefined;
  return {
    selected: describeSelection(selection),
    formulations,
    zip: query.zip,
    pharmacies,
    pharmacy: chosen ? pharmacyOption(chosen) : null,
    quotes: answer ? explanationRows(answer) : [],
    checkedAt: new Date().toISOString(),
  };
}
