import { drugFormulationContract } from '../../../shared/contracts/drugs';
import { httpHandler } from '../../lib/http';
import { formulationsFor } from '../../domain/catalog/formulations';
import { requireDrug } from '../../domain/pricing/drug-selection';

export const handler = httpHandler(drugFormulationContract, async ({ query }) => {
  return formulationsFor(await requireDrug(query.DrugName), query.DrugName);
}, { cacheControl: 'public, max-age=300' });
