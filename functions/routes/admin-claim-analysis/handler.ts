import { adminClaimAnalysisContract } from '../../../shared/contracts/admin';
import { httpHandler } from '../../lib/http';
import { listCouponViews } from '../../domain/analytics/coupon-views';
import { analyseViews } from '../../domain/admin/claim-analysis';

/** Coupon views by PBM, drug and pharmacy per day over a date range (admin only). */
export const handler = httpHandler(
  adminClaimAnalysisContract,
  async ({ query }) => analyseViews(query.from, query.to, await listCouponViews(query.from, query.to)),
);
