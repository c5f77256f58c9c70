import { partnerPricesAtPharmaciesContract } from '../../../shared/contracts/partner-api';
import { partnerHandler } from '../../domain/partner/partner-route';
import { pricesAtPharmacies } from '../../domain/partner/prices';

export const handler = partnerHandler(partnerPricesAtPharmaciesContract, async ({ query }) => pricesAtPharmacies(query));
