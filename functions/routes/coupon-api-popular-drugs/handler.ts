import { couponApiPopularDrugsContract } from '../../../shared/contracts/coupon-api';
import { popularDrugs } from '../../domain/coupon-api/catalog';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';

export const handler = couponApiHandler(couponApiPopularDrugsContract, async ({ query }) => ({ drugs: await popularDrugs(query.limit ?? 20) }));
