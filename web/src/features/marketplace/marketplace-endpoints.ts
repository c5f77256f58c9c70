import { API_ROUTES } from '../../../../shared/api-routes';
import type { ResponseOf } from '../../../../shared/contract';
import type {
  benefitManagerAdminContract, marketplaceAdminCustomersContract, marketplaceAdminUsageContract, marketplaceAdminMeteringContract, marketplaceRegisterCustomerContract,
  marketplaceAdminKeyRevokeContract, marketplaceAdminKeyRotateContract,
} from '../../../../shared/contracts/marketplace';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

const tagged = api.enhanceEndpoints({ addTagTypes: ['MarketplaceCustomers'] });

export const marketplaceEndpoints = tagged.injectEndpoints({
  endpoints: (build) => ({
    registerCustomer: build.mutation<ResponseOf<typeof marketplaceRegisterCustomerContract>, { session: string; company: string; email: string }>({
      query: (body) => fromRoute<typeof marketplaceRegisterCustomerContract>(API_ROUTES['marketplace-register-customer'], { body }, 'truePost'),
    }),
    getMarketplaceCustomers: build.query<ResponseOf<typeof marketplaceAdminCustomersContract>, { product?: string }>({
      query: ({ product }) => fromRoute<typeof marketplaceAdminCustomersContract>(API_ROUTES['marketplace-admin-customers'], { query: product ? { product } : {} }),
      providesTags: ['MarketplaceCustomers'],
    }),
    revokeApiKey: build.mutation<ResponseOf<typeof marketplaceAdminKeyRevokeContract>, string>({
      query: (keyId) => fromRoute<typeof marketplaceAdminKeyRevokeContract>(API_ROUTES['marketplace-admin-key-revoke'], { body: { keyId } }, 'truePost'),
      invalidatesTags: ['MarketplaceCustomers'],
    }),
    rotateApiKey: build.mutation<ResponseOf<typeof marketplaceAdminKeyRotateContract>, string>({
      query: (keyId) => fromRoute<typeof marketplaceAdminKeyRotateContract>(API_ROUTES['marketplace-admin-key-rotate'], { body: { keyId } }, 'truePost'),
      invalidatesTags: ['MarketplaceCustomers'],
    }),
    getMarketplaceUsage: build.query<ResponseOf<typeof marketplaceAdminUsageContract>, { product?: string; hours: number }>({
      query: ({ product, hours }) => fromRoute<typeof marketplaceAdminUsageContract>(API_ROUTES['marketplace-admin-usage'], { query: { hours, ...(product ? { product } : {}) } }),
    }),
    getMeteringRecords: build.query<ResponseOf<typeof marketplaceAdminMeteringContract>, { product?: string; hours: number }>({
      query: ({ product, hours }) => fromRoute<typeof marketplaceAdminMeteringContract>(API_ROUTES['marketplace-admin-metering'], { query: { hours, ...(product ? { product } : {}) } }),
    }),
    getBenefitManagerReport: build.query<ResponseOf<typeof benefitManagerAdminContract>, { pbm: string; days: number }>({
      query: (query) => fromRoute<typeof benefitManagerAdminContract>(API_ROUTES['benefit-manager-admin'], { query }),
    }),
  }),
});

export const {
  useRegisterCustomerMutation, useGetMarketplaceCustomersQuery, useRevokeApiKeyMutation, useRotateApiKeyMutation, useGetMarketplaceUsageQuery,
  useGetMeteringRecordsQuery, useGetBenefitManagerReportQuery,
} = marketplaceEndpoints;

/** The `{ error: { message } }` of a failed call, or a fallback sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : fallback;
}
