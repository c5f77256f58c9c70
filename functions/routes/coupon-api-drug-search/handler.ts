import { COUPON_API_LIMITS, couponApiDrugSearchContract } from '../../../shared/contracts/coupon-api';
import { searchDrugNames } from '../../domain/catalog/drug-repository';
import { couponApiHandler } from '../../domain/coupon-api/coupon-api-route';

/** Coupon API typeahead: drug names matching `q`, at most `limit` (1 to 10). */
export const handler = couponApiHandler(couponApiDrugSearchContract, async ({ query }) => {
  const limit = query.limit ?? COUPON_API_LIMITS.searchMax;
  return { names: (await searchDrugNames(query.q, limit)).slice(0, limit) };
});
