import type { DrugGroup, ReferenceCost } from '../model';
import { prng } from '../../../lib/prng';

/**
 * SAMPLE competitor observations: what a person would record by checking a competitor's site for
 * a drug at a chain (price, date, page, screenshot). These rows ship with the project to exercise
 * the comparison page and are marked `sample: true`; real observations replace them. Nothing here
 * is computed at request time.
 */
export interface CompetitorObservation {
  competitor: 'GoodRx' | 'Optum Perks' | 'SingleCare';
  drugId: string;
  label: string;
  ndc: string;
  strength: string;
  form: string;
  quantity: number;
  quantityToDisplay: string;
  chain: string;
  price: number;
  observedAt: string;
  sourceUrl: string;
  screenshot: string;
  sample: boolean;
}

export const OBSERVED_AT = '2026-11-02';
const CHAINS = ['Kroger', 'Walgreens', 'Rite Aid', 'CVS', 'Walmart', 'Albertsons', 'Costco'];
const COMPETITORS = [
  { name: 'GoodRx', host: 'https://www.goodrx.com/' },
  { name: 'Optum Perks', host: 'https://perks.optum.com/' },
  { name: 'SingleCare', host: 'https://www.singlecare.com/prescription/' },
] as const;

export function sampleCompetitorObservations(groups: DrugGroup[], costs: Map<string, ReferenceCost>, top = 40): CompetitorObservation[] {
  const random = prng(310);
  const out: CompetitorObservation[] = [];
  for (const group of groups.slice(0, top)) {
    const label = group.labels.find((l) => l.brandGeneric === 'G') ?? group.labels[0];
    const formulation = label?.formulations[0];
    if (!label || !formulation) continue;
    const quantity = formulation.quantities[0]!;
    const unitCost = costs.get(formulation.ndc)?.unitCost ?? 0.1;
    for (const competitor of COMPETITORS) {
      for (const chain of CHAINS) {
        const price = Number((unitCost * quantity.quantity * (1.3 + random() * 1.4) + 4 + random() * 9).toFixed(2));
        out.push({
          competitor: competitor.name,
          drugId: group.id,
          label: label.name,
          ndc: formulation.ndc,
          strength: formulation.strength,
          form: formulation.form,
          quantity: quantity.quantity,
          quantityToDisplay: quantity.quantityToDisplay,
          chain,
          price,
          observedAt: OBSERVED_AT,
          sourceUrl: `${competitor.host}${group.id}`,
          screenshot: `sample-observations/${competitor.name.toLowerCase().replace(/ /g, '-')}/${group.id}-${chain.toLowerCase().replace(/ /g, '-')}-${OBSERVED_AT}.png`,
          sample: true,
        });
      }
    }
  }
  return out;
}
