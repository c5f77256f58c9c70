import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import {
  adminPriceHistoryContract, claimAnalysisContract, clearCacheContract, lambdaStatusContract, pharmacyExplainerContract, priceExplainerContract,
} from '../../../../shared/contracts/admin';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

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
      query: () => fromContract(lambdaStatusContract),
      providesTags: ['LambdaStatus'],
    }),
    clearCache: build.mutation<ClearCacheResult, BodyOf<typeof clearCacheContract>>({
      query: (body) => fromContract(clearCacheContract, { body }),
      invalidatesTags: ['Prices'],
    }),
    explainPrice: build.query<PriceExplanation, QueryOf<typeof priceExplainerContract>>({
      query: (query) => fromContract(priceExplainerContract, { query }),
    }),
    explainPharmacy: build.query<PharmacyExplanation, QueryOf<typeof pharmacyExplainerContract>>({
      query: (query) => fromContract(pharmacyExplainerContract, { query }),
    }),
    getAdminPriceHistory: build.query<AdminPriceHistory, QueryOf<typeof adminPriceHistoryContract>>({
      query: (query) => fromContract(adminPriceHistoryContract, { query }),
    }),
    getClaimAnalysis: build.query<ClaimAnalysis, QueryOf<typeof claimAnalysisContract>>({
      query: (query) => fromContract(claimAnalysisContract, { query }),
    }),
  }),
});

export const {
  useGetLambdaStatusQuery, useClearCacheMutation, useExplainPriceQuery, useExplainPharmacyQuery, useGetAdminPriceHistoryQuery, useGetClaimAnalysisQuery,
} = adminApi;
