import { partnerMailOrderPricesContract } from '../../../shared/contracts/partner-api';
import { partnerHandler } from '../../domain/partner/partner-route';
import { mailOrder } from '../../domain/partner/prices';

export const handler = partnerHandler(partnerMailOrderPricesContract, async ({ query }) => mailOrder(query));
