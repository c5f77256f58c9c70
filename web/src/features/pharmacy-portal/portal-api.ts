import { API_ROUTES } from '../../../../shared/api-routes';
import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import type { pharmacyFeesContract, pharmacyPortalAdminContract, pharmacyPortalContract } from '../../../../shared/contracts/pharmacy-portal';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PharmacyOptIns'] });

export const portalApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    submitPharmacyOptIn: build.mutation<ResponseOf<typeof pharmacyPortalContract>, BodyOf<typeof pharmacyPortalContract>>({
      query: (body) => fromRoute<typeof pharmacyPortalContract>(API_ROUTES.pharmacyPortal, { body }),
      invalidatesTags: ['PharmacyOptIns'],
    }),
    getPharmacyFees: build.query<ResponseOf<typeof pharmacyFeesContract>, QueryOf<typeof pharmacyFeesContract>>({
      query: (query) => fromRoute<typeof pharmacyFeesContract>(API_ROUTES.pharmacyFees, { query }),
    }),
    getPharmacyOptIns: build.query<ResponseOf<typeof pharmacyPortalAdminContract>, void>({
      query: () => fromRoute<typeof pharmacyPortalAdminContract>(API_ROUTES.pharmacyPortalAdmin),
      providesTags: ['PharmacyOptIns'],
    }),
  }),
});

export const { useSubmitPharmacyOptInMutation, useGetPharmacyFeesQuery, useGetPharmacyOptInsQuery } = portalApi;
