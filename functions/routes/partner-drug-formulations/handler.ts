import { partnerFormulationsContract } from '../../../shared/contracts/partner-api';
import { formulationsOf } from '../../domain/partner/catalog';
import { partnerHandler } from '../../domain/partner/partner-route';

export const handler = partnerHandler('v1DrugFormulations', partnerFormulationsContract, async ({ query }) => formulationsOf(query.drugName));
