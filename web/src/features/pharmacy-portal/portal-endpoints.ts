import type { BodyOf, QueryOf, ResponseOf } from '../../../../shared/contract';
import type { pharmacyPortalFeesContract, pharmacyPortalAdminContract, pharmacyPortalContract, pharmacyPortalCurrentContract } from '../../../../shared/contracts/pharmacy-portal';
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
  }),
});

export const { usePharmacyPortalMutation, usePharmacyPortalFeesQuery, usePharmacyPortalCurrentQuery, usePharmacyPortalAdminQuery } = portalEndpoints;
