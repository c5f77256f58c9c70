import { API_ROUTES } from '../../../../shared/api-routes';
import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import type { pharmacyPortalFeesContract, pharmacyPortalAdminContract, pharmacyPortalContract } from '../../../../shared/contracts/pharmacy-portal';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PharmacyOptIns'] });

export const portalEndpoints = tagged.injectEndpoints({
  endpoints: (build) => ({
    submitPharmacyOptIn: build.mutation<ResponseOf<typeof pharmacyPortalContract>, BodyOf<typeof pharmacyPortalContract>>({
      query: (body) => fromRoute<typeof pharmacyPortalContract>(API_ROUTES['pharmacy-portal'], { body }),
      invalidatesTags: ['PharmacyOptIns'],
    }),
    getPharmacyFees: build.query<ResponseOf<typeof pharmacyPortalFeesContract>, QueryOf<typeof pharmacyPortalFeesContract>>({
      query: (query) => fromRoute<typeof pharmacyPortalFeesContract>(API_ROUTES['pharmacy-portal-fees'], { query }),
    }),
    getPharmacyOptIns: build.query<ResponseOf<typeof pharmacyPortalAdminContract>, void>({
      query: () => fromRoute<typeof pharmacyPortalAdminContract>(API_ROUTES['pharmacy-portal-admin']),
      providesTags: ['PharmacyOptIns'],
    }),
  }),
});

export const { useSubmitPharmacyOptInMutation, useGetPharmacyFeesQuery, useGetPharmacyOptInsQuery } = portalEndpoints;
