import { couponApiMailOrderPricesContract } from '../../../shared/contracts/coupon-api';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';
import { mailOrder } from '../../domain/coupon-api/prices';

export const handler = couponApiHandler(couponApiMailOrderPricesContract, async ({ query }) => mailOrder(query));
