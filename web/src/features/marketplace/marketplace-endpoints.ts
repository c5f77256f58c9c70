import type { ResponseOf } from '../../../../shared/contract';
import type {
  benefitManagerAdminContract, marketplaceAdminCustomersContract, marketplaceAdminUsageContract, marketplaceAdminMeteringContract, marketplaceRegisterCustomerContract,
  marketplaceAdminKeyRevokeContract, marketplaceAdminKeyRotateContract,
} from '../../../../shared/contracts/marketplace';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

const tagged = api.enhanceEndpoints({ addTagTypes: ['MarketplaceCustomers'] });

export const marketplaceEndpoints = tagged.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('marketplace-register-customer', (route) =>
      build.mutation<ResponseOf<typeof marketplaceRegisterCustomerContract>, { session: string; company: string; email: string }>({
        query: (body) => fromRoute<typeof marketplaceRegisterCustomerContract>(route, { body }, 'truePost'),
      }),
    ),
    ...routeEndpoint('marketplace-admin-customers', (route) =>
      build.query<ResponseOf<typeof marketplaceAdminCustomersContract>, { product?: string }>({
        query: ({ product }) => fromRoute<typeof marketplaceAdminCustomersContract>(route, { query: product ? { product } : {} }),
        providesTags: ['MarketplaceCustomers'],
      }),
    ),
    ...routeEndpoint('marketplace-admin-key-revoke', (route) =>
      build.mutation<ResponseOf<typeof marketplaceAdminKeyRevokeContract>, string>({
        query: (keyId) => fromRoute<typeof marketplaceAdminKeyRevokeContract>(route, { body: { keyId } }, 'truePost'),
        invalidatesTags: ['MarketplaceCustomers'],
      }),
    ),
    ...routeEndpoint('marketplace-admin-key-rotate', (route) =>
      build.mutation<ResponseOf<typeof marketplaceAdminKeyRotateContract>, string>({
        query: (keyId) => fromRoute<typeof marketplaceAdminKeyRotateContract>(route, { body: { keyId } }, 'truePost'),
        invalidatesTags: ['MarketplaceCustomers'],
      }),
    ),
    ...routeEndpoint('marketplace-admin-usage', (route) =>
      build.query<ResponseOf<typeof marketplaceAdminUsageContract>, { product?: string; hours: number }>({
        query: ({ product, hours }) => fromRoute<typeof marketplaceAdminUsageContract>(route, { query: { hours, ...(product ? { product } : {}) } }),
      }),
    ),
    ...routeEndpoint('marketplace-admin-metering', (route) =>
      build.query<ResponseOf<typeof marketplaceAdminMeteringContract>, { product?: string; hours: number }>({
        query: ({ product, hours }) => fromRoute<typeof marketplaceAdminMeteringContract>(route, { query: { hours, ...(product ? { product } : {}) } }),
      }),
    ),
    ...routeEndpoint('benefit-manager-admin', (route) =>
      build.query<ResponseOf<typeof benefitManagerAdminContract>, { pbm: string; days: number }>({
        query: (query) => fromRoute<typeof benefitManagerAdminContract>(route, { query }),
      }),
    ),
  }),
});

export const {
  useMarketplaceRegisterCustomerMutation, useMarketplaceAdminCustomersQuery, useMarketplaceAdminKeyRevokeMutation, useMarketplaceAdminKeyRotateMutation,
  useMarketplaceAdminUsageQuery, useMarketplaceAdminMeteringQuery, useBenefitManagerAdminQuery,
} = marketplaceEndpoints;

/** The `{ error: { message } }` of a failed call, or a fallback sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : fallback;
}
