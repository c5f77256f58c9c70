import type * as z from 'zod';
import type { ResponseOf } from '../../../shared/contract';
import type { toolsRxnormContract } from '../../../shared/contracts/tools-codes';
import { requireDrug } from '../pricing/drug-selection';
import { summarise } from '../reference/lookup';
import { RXNORM_SOURCE, conceptsOfDrug, identifyConcepts, rxConcept } from '../reference/rxnorm-repository';
import { notFound } from '../../lib/errors';

type Query = z.output<(typeof toolsRxnormContract)['query']>;

export async function rxnormLookup(query: Query): Promise<ResponseOf<typeof toolsRxnormContract>> {
  const source = RXNORM_SOURCE;
  switch (query.view) {
    case 'info': {
      const concept = await rxConcept(query.rxcui);
      if (!concept) throw notFound('rxcui_not_found', `RxCUI ${query.rxcui} is not in the catalog or the imported RxNorm files.`);
      return { concept, source };
    }
    case 'for-drug': {
      const group = await requireDrug(query.drugName);
      return { drug: summarise(group), concepts: await conceptsOfDrug(group), source };
    }
    case 'identify':
      return { ...(await identifyConcepts(query.text)), source };
  }
}
