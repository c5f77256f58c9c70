import { couponApiDrugFormulationsContract } from '../../../shared/contracts/coupon-api';
import { formulationsOf } from '../../domain/coupon-api/catalog';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';

export const handler = couponApiHandler(couponApiDrugFormulationsContract, async ({ query }) => formulationsOf(query.drugName));
