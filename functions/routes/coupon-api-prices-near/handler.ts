import { couponApiPricesNearContract } from '../../../shared/contracts/coupon-api';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';
import { pricesNear } from '../../domain/coupon-api/prices';

/** The best coupon at each pharmacy of a page of the priced set near a zip code (the nearest 50 within 50 miles, then the next), from the same fan-out as the site. */
export const handler = couponApiHandler(couponApiPricesNearContract, async ({ query }) =>
  pricesNear({ drugName: query.drugName, ndc: query.ndc, quantity: query.quantity, zip: query.zip, popularOnly: query.popularOnly === 'true', page: query.page }),
);
