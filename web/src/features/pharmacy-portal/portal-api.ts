import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import { pharmacyFeesContract, pharmacyPortalAdminContract, pharmacyPortalContract } from '../../../../shared/contracts/pharmacy-portal';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PharmacyOptIns'] });

export const portalApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    submitPharmacyOptIn: build.mutation<ResponseOf<typeof pharmacyPortalContract>, BodyOf<typeof pharmacyPortalContract>>({
      query: (body) => fromContract(pharmacyPortalContract, { body }),
      invalidatesTags: ['PharmacyOptIns'],
    }),
    getPharmacyFees: build.query<ResponseOf<typeof pharmacyFeesContract>, QueryOf<typeof pharmacyFeesContract>>({
      query: (query) => fromContract(pharmacyFeesContract, { query }),
    }),
    getPharmacyOptIns: build.query<ResponseOf<typeof pharmacyPortalAdminContract>, void>({
      query: () => fromContract(pharmacyPortalAdminContract),
      providesTags: ['PharmacyOptIns'],
    }),
  }),
});

export const { useSubmitPharmacyOptInMutation, useGetPharmacyFeesQuery, useGetPharmacyOptInsQuery } = portalApi;
