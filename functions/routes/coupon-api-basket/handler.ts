import { couponApiBasketContract } from '../../../shared/contracts/basket';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';
import { couponApiBasket } from '../../domain/basket/coupon-api-basket';
import { priceBasket } from '../../domain/basket/price-basket';

/** POST /v1/basket: the site's basket (same engine, same cache, same coupons) in the Coupon API's shape (integer cents). */
export const handler = couponApiHandler(couponApiBasketContract, async ({ body }) => couponApiBasket(await priceBasket(body)));
