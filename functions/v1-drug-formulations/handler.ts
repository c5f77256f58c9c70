import { partnerFormulationsContract } from '../../shared/contracts/partner-api';
import { formulationsOf } from '../partner-api/catalog';
import { partnerHandler } from '../partner-api/partner-route';

export const handler = partnerHandler('v1DrugFormulations', partnerFormulationsContract, async ({ query }) => formulationsOf(query.drugName));
