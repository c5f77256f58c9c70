import { partnerMailOrderContract } from '../../../shared/contracts/partner-api';
import { partnerHandler } from '../../domain/partner/partner-route';
import { mailOrder } from '../../domain/partner/prices';

export const handler = partnerHandler('v1MailOrderPrices', partnerMailOrderContract, async ({ query }) => mailOrder(query));
