import { partnerPricesAtPharmaciesContract } from '../../shared/contracts/partner-api';
import { partnerHandler } from '../partner-api/partner-route';
import { pricesAtPharmacies } from '../partner-api/prices';

export const handler = partnerHandler('v1PricesAtPharmacies', partnerPricesAtPharmaciesContract, async ({ query }) => pricesAtPharmacies(query));
