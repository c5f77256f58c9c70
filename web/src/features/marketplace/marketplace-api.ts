import { API_ROUTES } from '../../../../shared/api-routes';
import type { ResponseOf } from '../../../../shared/contract';
import type {
  benefitManagerAdminContract, marketplaceCustomersContract, marketplaceUsageContract, meteringRecordsContract, registerCustomerContract,
  revokeKeyContract, rotateKeyContract,
} from '../../../../shared/contracts/marketplace';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

const tagged = api.enhanceEndpoints({ addTagTypes: ['MarketplaceCustomers'] });

export const marketplaceApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    registerCustomer: build.mutation<ResponseOf<typeof registerCustomerContract>, { session: string; company: string; email: string }>({
      query: (body) => fromRoute<typeof registerCustomerContract>(API_ROUTES.registerCustomer, { body }, 'truePost'),
    }),
    getMarketplaceCustomers: build.query<ResponseOf<typeof marketplaceCustomersContract>, { product?: string }>({
      query: ({ product }) => fromRoute<typeof marketplaceCustomersContract>(API_ROUTES.marketplaceCustomers, { query: product ? { product } : {} }),
      providesTags: ['MarketplaceCustomers'],
    }),
    revokeApiKey: build.mutation<ResponseOf<typeof revokeKeyContract>, string>({
      query: (keyId) => fromRoute<typeof revokeKeyContract>(API_ROUTES.revokeKey, { body: { keyId } }, 'truePost'),
      invalidatesTags: ['MarketplaceCustomers'],
    }),
    rotateApiKey: build.mutation<ResponseOf<typeof rotateKeyContract>, string>({
      query: (keyId) => fromRoute<typeof rotateKeyContract>(API_ROUTES.rotateKey, { body: { keyId } }, 'truePost'),
      invalidatesTags: ['MarketplaceCustomers'],
    }),
    getMarketplaceUsage: build.query<ResponseOf<typeof marketplaceUsageContract>, { product?: string; hours: number }>({
      query: ({ product, hours }) => fromRoute<typeof marketplaceUsageContract>(API_ROUTES.marketplaceUsage, { query: { hours, ...(product ? { product } : {}) } }),
    }),
    getMeteringRecords: build.query<ResponseOf<typeof meteringRecordsContract>, { product?: string; hours: number }>({
      query: ({ product, hours }) => fromRoute<typeof meteringRecordsContract>(API_ROUTES.meteringRecords, { query: { hours, ...(product ? { product } : {}) } }),
    }),
    getBenefitManagerReport: build.query<ResponseOf<typeof benefitManagerAdminContract>, { pbm: string; days: number }>({
      query: (query) => fromRoute<typeof benefitManagerAdminContract>(API_ROUTES.benefitManagerAdmin, { query }),
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
