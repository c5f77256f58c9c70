import { API_ROUTES } from '../../../../shared/api-routes';
import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import type {
  adminPriceHistoryContract, adminClaimAnalysisContract, adminClearCacheContract, adminLambdaStatusContract, adminPharmacyExplainerContract, adminPriceExplainerContract,
} from '../../../../shared/contracts/admin';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export type LambdaStatus = ResponseOf<typeof adminLambdaStatusContract>;
export type ClearCacheResult = ResponseOf<typeof adminClearCacheContract>;
export type PriceExplanation = ResponseOf<typeof adminPriceExplainerContract>;
export type PharmacyExplanation = ResponseOf<typeof adminPharmacyExplainerContract>;
export type AdminPriceHistory = ResponseOf<typeof adminPriceHistoryContract>;
export type ClaimAnalysis = ResponseOf<typeof adminClaimAnalysisContract>;

/** The admin pages' calls; the server checks the admin role on every one. */
const adminEndpoints = api.enhanceEndpoints({ addTagTypes: ['LambdaStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    getLambdaStatus: build.query<LambdaStatus, void>({
      query: () => fromRoute<typeof adminLambdaStatusContract>(API_ROUTES['admin-lambda-status']),
      providesTags: ['LambdaStatus'],
    }),
    clearCache: build.mutation<ClearCacheResult, BodyOf<typeof adminClearCacheContract>>({
      query: (body) => fromRoute<typeof adminClearCacheContract>(API_ROUTES['admin-clear-cache'], { body }),
      invalidatesTags: ['Prices'],
    }),
    explainPrice: build.query<PriceExplanation, QueryOf<typeof adminPriceExplainerContract>>({
      query: (query) => fromRoute<typeof adminPriceExplainerContract>(API_ROUTES['admin-price-explainer'], { query }),
    }),
    explainPharmacy: build.query<PharmacyExplanation, QueryOf<typeof adminPharmacyExplainerContract>>({
      query: (query) => fromRoute<typeof adminPharmacyExplainerContract>(API_ROUTES['admin-pharmacy-explainer'], { query }),
    }),
    getAdminPriceHistory: build.query<AdminPriceHistory, QueryOf<typeof adminPriceHistoryContract>>({
      query: (query) => fromRoute<typeof adminPriceHistoryContract>(API_ROUTES['admin-price-history'], { query }),
    }),
    getClaimAnalysis: build.query<ClaimAnalysis, QueryOf<typeof adminClaimAnalysisContract>>({
      query: (query) => fromRoute<typeof adminClaimAnalysisContract>(API_ROUTES['admin-claim-analysis'], { query }),
    }),
  }),
});

export const {
  useGetLambdaStatusQuery, useClearCacheMutation, useExplainPriceQuery, useExplainPharmacyQuery, useGetAdminPriceHistoryQuery, useGetClaimAnalysisQuery,
} = adminEndpoints;
