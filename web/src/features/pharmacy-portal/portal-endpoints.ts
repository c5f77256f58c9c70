import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import type {
  pharmacyPortalAdminApproveContract, pharmacyPortalAdminContract, pharmacyPortalAdminReleaseContract, pharmacyPortalConfirmApplyContract,
  pharmacyPortalConfirmPreviewContract, pharmacyPortalContract, pharmacyPortalCurrentContract, pharmacyPortalFeesContract,
} from '../../../../shared/contracts/pharmacy-portal';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PharmacyOptIns'] });

export const portalEndpoints = tagged.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('pharmacy-portal', (route) =>
      build.mutation<ResponseOf<typeof pharmacyPortalContract>, BodyOf<typeof pharmacyPortalContract>>({
        query: (body) => fromRoute<typeof pharmacyPortalContract>(route, { body }),
        invalidatesTags: ['PharmacyOptIns'],
      }),
    ),
    ...routeEndpoint('pharmacy-portal-fees', (route) =>
      build.query<ResponseOf<typeof pharmacyPortalFeesContract>, QueryOf<typeof pharmacyPortalFeesContract>>({
        query: (query) => fromRoute<typeof pharmacyPortalFeesContract>(route, { query }),
      }),
    ),
    ...routeEndpoint('pharmacy-portal-current', (route) =>
      build.query<ResponseOf<typeof pharmacyPortalCurrentContract>, void>({
        query: () => fromRoute<typeof pharmacyPortalCurrentContract>(route),
        providesTags: ['PharmacyOptIns'],
      }),
    ),
    ...routeEndpoint('pharmacy-portal-admin', (route) =>
      build.query<ResponseOf<typeof pharmacyPortalAdminContract>, void>({
        query: () => fromRoute<typeof pharmacyPortalAdminContract>(route),
        providesTags: ['PharmacyOptIns'],
      }),
    ),
    // Read-only (a POST so the link's token stays out of query strings): what the link would change.
    ...routeEndpoint('pharmacy-portal-confirm-preview', (route) =>
      build.mutation<ResponseOf<typeof pharmacyPortalConfirmPreviewContract>, BodyOf<typeof pharmacyPortalConfirmPreviewContract>>({
        query: (body) => fromRoute<typeof pharmacyPortalConfirmPreviewContract>(route, { body }),
      }),
    ),
    ...routeEndpoint('pharmacy-portal-confirm-apply', (route) =>
      build.mutation<ResponseOf<typeof pharmacyPortalConfirmApplyContract>, BodyOf<typeof pharmacyPortalConfirmApplyContract>>({
        query: (body) => fromRoute<typeof pharmacyPortalConfirmApplyContract>(route, { body }),
        invalidatesTags: ['PharmacyOptIns'],
      }),
    ),
    ...routeEndpoint('pharmacy-portal-admin-approve', (route) =>
      build.mutation<ResponseOf<typeof pharmacyPortalAdminApproveContract>, BodyOf<typeof pharmacyPortalAdminApproveContract>>({
        query: (body) => fromRoute<typeof pharmacyPortalAdminApproveContract>(route, { body }),
        invalidatesTags: ['PharmacyOptIns'],
      }),
    ),
    ...routeEndpoint('pharmacy-portal-admin-release', (route) =>
      build.mutation<ResponseOf<typeof pharmacyPortalAdminReleaseContract>, BodyOf<typeof pharmacyPortalAdminReleaseContract>>({
        query: (body) => fromRoute<typeof pharmacyPortalAdminReleaseContract>(route, { body }),
        invalidatesTags: ['PharmacyOptIns'],
      }),
    ),
  }),
});

export const {
  usePharmacyPortalMutation, usePharmacyPortalFeesQuery, usePharmacyPortalCurrentQuery, usePharmacyPortalAdminQuery, usePharmacyPortalConfirmPreviewMutation,
  usePharmacyPortalConfirmApplyMutation, usePharmacyPortalAdminApproveMutation, usePharmacyPortalAdminReleaseMutation,
} = portalEndpoints;
