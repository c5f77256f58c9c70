import { newsletterConfirmContract, newsletterUnsubscribeContract } from '../../../../shared/contracts/messaging';
import { priceAlertConfirmContract, priceAlertUnsubscribeContract } from '../../../../shared/contracts/price-alerts';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export type ListName = 'newsletter' | 'price-alert';
export type LinkAction = 'confirm' | 'unsubscribe';

const CONTRACTS = {
  newsletter: { confirm: newsletterConfirmContract, unsubscribe: newsletterUnsubscribeContract },
  'price-alert': { confirm: priceAlertConfirmContract, unsubscribe: priceAlertUnsubscribeContract },
} as const;

/** The confirm and unsubscribe links of the newsletter and the price alerts. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    followSubscriptionLink: build.mutation<unknown, { list: ListName; action: LinkAction; token: string }>({
      query: ({ list, action, token }) => fromContract(CONTRACTS[list][action], { body: { token } }),
    }),
  }),
});

export const { useFollowSubscriptionLinkMutation } = subscriptionsApi;
