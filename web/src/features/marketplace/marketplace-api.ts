import type { ResponseOf } from '../../../../shared/contract';
import {
  benefitManagerAdminContract, marketplaceCustomersContract, marketplaceUsageContract, meteringRecordsContract, registerCustomerContract,
  revokeKeyContract, rotateKeyContract,
} from '../../../../shared/contracts/marketplace';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

const tagged = api.enhanceEndpoints({ addTagTypes: ['MarketplaceCustomers'] });

export const marketplaceApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    registerCustomer: build.mutation<ResponseOf<typeof registerCustomerContract>, { session: string; company: string; email: string }>({
      query: (body) => fromContract(registerCustomerContract, { body }, 'truePost'),
    }),
    getMarketplaceCustomers: build.query<ResponseOf<typeof marketplaceCustomersContract>, { product?: string }>({
      query: ({ product }) => fromContract(marketplaceCustomersContract, { query: product ? { product } : {} }),
      providesTags: ['MarketplaceCustomers'],
    }),
    revokeApiKey: build.mutation<ResponseOf<typeof revokeKeyContract>, string>({
      query: (keyId) => fromContract(revokeKeyContract, { body: { keyId } }, 'truePost'),
      invalidatesTags: ['MarketplaceCustomers'],
    }),
    rotateApiKey: build.mutation<ResponseOf<typeof rotateKeyContract>, string>({
      query: (keyId) => fromContract(rotateKeyContract, { body: { keyId } }, 'truePost'),
      invalidatesTags: ['MarketplaceCustomers'],
    }),
    getMarketplaceUsage: build.query<ResponseOf<typeof marketplaceUsageContract>, { product?: string; hours: number }>({
      query: ({ product, hours }) => fromContract(marketplaceUsageContract, { query: { hours, ...(product ? { product } : {}) } }),
    }),
    getMeteringRecords: build.query<ResponseOf<typeof meteringRecordsContract>, { product?: string; hours: number }>({
      query: ({ product, hours }) => fromContract(meteringRecordsContract, { query: { hours, ...(product ? { product } : {}) } }),
    }),
    getBenefitManagerReport: build.query<ResponseOf<typeof benefitManagerAdminContract>, { pbm: string; days: number }>({
      query: (query) => fromContract(benefitManagerAdminContract, { query }),
    }),
  }),
});

export const {
  useRegisterCustomerMutation, useGetMarketplaceCustomersQuery, useRevokeApiKeyMutation, useRotateApiKeyMutation, useGetMarketplaceUsageQuery,
  useGetMeteringRecordsQuery, useGetBenefitManagerReportQuery,
} = marketplaceApi;

/** The `{ error: { message } }` of a failed call, or a fallback sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : fallback;
}
