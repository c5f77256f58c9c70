import { partnerPopularDrugsContract } from '../../shared/contracts/partner-api';
import { popularDrugs } from '../partner-api/catalog';
import { partnerHandler } from '../partner-api/partner-route';

export const handler = partnerHandler('v1PopularDrugs', partnerPopularDrugsContract, async ({ query }) => ({ drugs: await popularDrugs(query.limit ?? 20) }));
