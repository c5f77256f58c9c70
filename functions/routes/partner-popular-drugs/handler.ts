import { partnerPopularDrugsContract } from '../../../shared/contracts/partner-api';
import { popularDrugs } from '../../domain/partner/catalog';
import { partnerHandler } from '../../domain/partner/partner-route';

export const handler = partnerHandler(partnerPopularDrugsContract, async ({ query }) => ({ drugs: await popularDrugs(query.limit ?? 20) }));
