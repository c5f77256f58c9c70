import { couponApiPricesAtPharmaciesContract } from '../../../shared/contracts/coupon-api';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';
import { pricesAtPharmacies } from '../../domain/coupon-api/prices';

export const handler = couponApiHandler(couponApiPricesAtPharmaciesContract, async ({ query }) => pricesAtPharmacies(query));
