import { API_ROUTES } from '../../../../shared/api-routes';
import type { priceAlertSubscribeContract, PriceAlertSubscribeBody } from '../../../../shared/contracts/price-alerts';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export const priceAlertEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToPriceAlert: build.mutation<{ pending: true }, PriceAlertSubscribeBody>({
      query: (body) => fromRoute<typeof priceAlertSubscribeContract>(API_ROUTES['price-alert-subscribe'], { body }),
    }),
  }),
});

export const { useSubscribeToPriceAlertMutation } = priceAlertEndpoints;
