import { priceAlertSubscribeContract, type PriceAlertSubscribeBody } from '../../../../shared/contracts/price-alerts';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export const priceAlertApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToPriceAlert: build.mutation<{ pending: true }, PriceAlertSubscribeBody>({
      query: (body) => fromContract(priceAlertSubscribeContract, { body }),
    }),
  }),
});

export const { useSubscribeToPriceAlertMutation } = priceAlertApi;
