import { toolsComparisonsContract } from '../../../shared/contracts/tools-prices';
import { competitorObservations } from '../../domain/catalog/competitor-repository';
import { requireDrug } from '../../domain/pricing/drug-selection';
import { summarise } from '../../domain/reference/lookup';
import { httpHandler } from '../../lib/http';

const COMPETITOR: Record<'goodrx' | 'optum', string> = { goodrx: 'GoodRx', optum: 'Optum Perks' };

/** iRxSavvy comparisons: the stored competitor observations for a drug, per competitor or all, newest first. */
export const handler = httpHandler(toolsComparisonsContract, async ({ query }) => {
  const group = await requireDrug(query.drugName);
  const all = await competitorObservations(group.generic);
  const observations = query.competitor === 'all' ? all : all.filter((o) => o.competitor === COMPETITOR[query.competitor as 'goodrx' | 'optum']);
  return {
    drug: summarise(group),
    observations: observations.map((o) => ({
      competitor: o.competitor, label: o.label, strength: o.strength, form: o.form, quantityToDisplay: o.quantityToDisplay, chain: o.chain,
      price: o.price, observedAt: o.observedAt, sourceUrl: o.sourceUrl, sample: false,
    })),
  };
});
