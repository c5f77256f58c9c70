import type { BodyOf, ResponseOf } from '../../../../shared/contract';
import type { adminCompetitorObservationContract } from '../../../../shared/contracts/competitor-prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

/** Records a competitor price observation; the server checks the admin role. */
const competitorPricesEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('admin-competitor-observation', (route) =>
      build.mutation<ResponseOf<typeof adminCompetitorObservationContract>, BodyOf<typeof adminCompetitorObservationContract>>({
        query: (body) => fromRoute<typeof adminCompetitorObservationContract>(route, { body }),
        invalidatesTags: ['Prices'],
      }),
    ),
  }),
});

export const { useAdminCompetitorObservationMutation } = competitorPricesEndpoints;
