import { drugFormulationContract } from '../../../shared/contracts/drugs';
import { findDrugByLabel } from '../../domain/catalog/drug-repository';
import { notFound } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { formulationsFor } from '../../domain/catalog/formulations';

export const handler = httpHandler(drugFormulationContract, async ({ query }) => {
  const group = await findDrugByLabel(query.DrugName);
  if (!group) throw notFound('drug_not_found', `Drug name not found: ${query.DrugName.slice(0, 100)}`);
  return formulationsFor(group, query.DrugName);
}, { cacheControl: 'public, max-age=300' });
