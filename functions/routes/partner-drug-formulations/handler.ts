import { partnerDrugFormulationsContract } from '../../../shared/contracts/partner-api';
import { formulationsOf } from '../../domain/partner/catalog';
import { partnerHandler } from '../../domain/partner/partner-route';

export const handler = partnerHandler(partnerDrugFormulationsContract, async ({ query }) => formulationsOf(query.drugName));
