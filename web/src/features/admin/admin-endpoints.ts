import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import type {
  adminPriceHistoryContract, adminClaimAnalysisContract, adminClearCacheContract, adminLambdaStatusContract, adminPharmacyExplainerContract, adminPriceExplainerContract,
} from '../../../../shared/contracts/admin';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

export type LambdaStatus = ResponseOf<typeof adminLambdaStatusContract>;
export type ClearCacheResult = ResponseOf<typeof adminClearCacheContract>;
export type PriceExplanation = ResponseOf<typeof adminPriceExplainerContract>;
export type PharmacyExplanation = ResponseOf<typeof adminPharmacyExplainerContract>;
export type AdminPriceHistory = ResponseOf<typeof adminPriceHistoryContract>;
export type ClaimAnalysis = ResponseOf<typeof adminClaimAnalysisContract>;

/** The admin pages' calls; the server checks the admin role on every one. */
const adminEndpoints = api.enhanceEndpoints({ addTagTypes: ['LambdaStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('admin-lambda-status', (route) =>
      build.query<LambdaStatus, void>({
        query: () => fromRoute<typeof adminLambdaStatusContract>(route),
        providesTags: ['LambdaStatus'],
      }),
    ),
    ...routeEndpoint('admin-clear-cache', (route) =>
      build.mutation<ClearCacheResult, BodyOf<typeof adminClearCacheContract>>({
        query: (body) => fromRoute<typeof adminClearCacheContract>(route, { body }),
        invalidatesTags: ['Prices'],
      }),
    ),
    ...routeEndpoint('admin-price-explainer', (route) =>
      build.query<PriceExplanation, QueryOf<typeof adminPriceExplainerContract>>({
        query: (query) => fromRoute<typeof adminPriceExplainerContract>(route, { query }),
      }),
    ),
    ...routeEndpoint('admin-pharmacy-explainer', (route) =>
      build.query<PharmacyExplanation, QueryOf<typeof adminPharmacyExplainerContract>>({
        query: (query) => fromRoute<typeof adminPharmacyExplainerContract>(route, { query }),
      }),
    ),
    ...routeEndpoint('admin-price-history', (route) =>
      build.query<AdminPriceHistory, QueryOf<typeof adminPriceHistoryContract>>({
        query: (query) => fromRoute<typeof adminPriceHistoryContract>(route, { query }),
      }),
    ),
    ...routeEndpoint('admin-claim-analysis', (route) =>
      build.query<ClaimAnalysis, QueryOf<typeof adminClaimAnalysisContract>>({
        query: (query) => fromRoute<typeof adminClaimAnalysisContract>(route, { query }),
      }),
    ),
  }),
});

export const {
  useAdminLambdaStatusQuery, useAdminClearCacheMutation, useAdminPriceExplainerQuery, useAdminPharmacyExplainerQuery, useAdminPriceHistoryQuery, useAdminClaimAnalysisQuery,
} = adminEndpoints;
