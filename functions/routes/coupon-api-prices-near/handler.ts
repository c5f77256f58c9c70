import { couponApiPricesNearContract } from '../../../shared/contracts/coupon-api';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';
import { pricesNear } from '../../domain/coupon-api/prices';

/** The best coupon per pharmacy within 50 miles of a zip code, from the same fan-out as the site. */
export const handler = couponApiHandler(couponApiPricesNearContract, async ({ query }) =>
  pricesNear({ drugName: query.drugName, ndc: query.ndc, quantity: query.quantity, zip: query.zip, popularOnly: query.popularOnly === 'true' }),
);
