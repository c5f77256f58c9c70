import { partnerMailOrderContract } from '../../shared/contracts/partner-api';
import { partnerHandler } from '../partner-api/partner-route';
import { mailOrder } from '../partner-api/prices';

export const handler = partnerHandler('v1MailOrderPrices', partnerMailOrderContract, async ({ query }) => mailOrder(query));
