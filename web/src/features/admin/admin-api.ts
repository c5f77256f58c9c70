import { API_ROUTES } from '../../../../shared/api-routes';
import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import type {
  adminPriceHistoryContract, claimAnalysisContract, clearCacheContract, lambdaStatusContract, pharmacyExplainerContract, priceExplainerContract,
} from '../../../../shared/contracts/admin';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export type LambdaStatus = ResponseOf<typeof lambdaStatusContract>;
export type ClearCacheResult = ResponseOf<typeof clearCacheContract>;
export type PriceExplanation = ResponseOf<typeof priceExplainerContract>;
export type PharmacyExplanation = ResponseOf<typeof pharmacyExplainerContract>;
export type AdminPriceHistory = ResponseOf<typeof adminPriceHistoryContract>;
export type ClaimAnalysis = ResponseOf<typeof claimAnalysisContract>;

/** The admin pages' calls; the server checks the admin role on every one. */
const adminApi = api.enhanceEndpoints({ addTagTypes: ['LambdaStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    getLambdaStatus: build.query<LambdaStatus, void>({
      query: () => fromRoute<typeof lambdaStatusContract>(API_ROUTES.lambdaStatus),
      providesTags: ['LambdaStatus'],
    }),
    clearCache: build.mutation<ClearCacheResult, BodyOf<typeof clearCacheContract>>({
      query: (body) => fromRoute<typeof clearCacheContract>(API_ROUTES.clearCache, { body }),
      invalidatesTags: ['Prices'],
    }),
    explainPrice: build.query<PriceExplanation, QueryOf<typeof priceExplainerContract>>({
      query: (query) => fromRoute<typeof priceExplainerContract>(API_ROUTES.priceExplainer, { query }),
    }),
    explainPharmacy: build.query<PharmacyExplanation, QueryOf<typeof pharmacyExplainerContract>>({
      query: (query) => fromRoute<typeof pharmacyExplainerContract>(API_ROUTES.pharmacyExplainer, { query }),
    }),
    getAdminPriceHistory: build.query<AdminPriceHistory, QueryOf<typeof adminPriceHistoryContract>>({
      query: (query) => fromRoute<typeof adminPriceHistoryContract>(API_ROUTES.adminPriceHistory, { query }),
    }),
    getClaimAnalysis: build.query<ClaimAnalysis, QueryOf<typeof claimAnalysisContract>>({
      query: (query) => fromRoute<typeof claimAnalysisContract>(API_ROUTES.claimAnalysis, { query }),
    }),
  }),
});

export const {
  useGetLambdaStatusQuery, useClearCacheMutation, useExplainPriceQuery, useExplainPharmacyQuery, useGetAdminPriceHistoryQuery, useGetClaimAnalysisQuery,
} = adminApi;
