import type { priceAlertSubscribeContract, PriceAlertSubscribeBody } from '../../../../shared/contracts/price-alerts';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { pageLang } from '../../api/page-lang';
import { routeEndpoint } from '../../api/route-endpoint';

export const priceAlertEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('price-alert-subscribe', (route) =>
      build.mutation<{ pending: true }, PriceAlertSubscribeBody>({
        query: (body) => fromRoute<typeof priceAlertSubscribeContract>(route, { body: { ...body, lang: pageLang() } }),
      }),
    ),
  }),
});

export const { usePriceAlertSubscribeMutation } = priceAlertEndpoints;
