import { partnerPricesNearContract } from '../../../shared/contracts/partner-api';
import { partnerHandler } from '../../domain/partner/partner-route';
import { pricesNear } from '../../domain/partner/prices';

/** The best coupon per pharmacy within 50 miles of a zip code, from the same fan-out as the site. */
export const handler = partnerHandler(partnerPricesNearContract, async ({ query }) =>
  pricesNear({ drugName: query.drugName, ndc: query.ndc, quantity: query.quantity, zip: query.zip, popularOnly: query.popularOnly === 'true' }),
);
