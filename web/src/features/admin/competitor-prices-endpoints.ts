import { API_ROUTES } from '../../../../shared/api-routes';
import type { BodyOf, ResponseOf } from '../../../../shared/contract';
import type { adminCompetitorObservationContract } from '../../../../shared/contracts/competitor-prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

/** Records a competitor price observation; the server checks the admin role. */
const competitorPricesEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    recordCompetitorObservation: build.mutation<ResponseOf<typeof adminCompetitorObservationContract>, BodyOf<typeof adminCompetitorObservationContract>>({
      query: (body) => fromRoute<typeof adminCompetitorObservationContract>(API_ROUTES['admin-competitor-observation'], { body }),
      invalidatesTags: ['Prices'],
    }),
  }),
});

export const { useRecordCompetitorObservationMutation } = competitorPricesEndpoints;
