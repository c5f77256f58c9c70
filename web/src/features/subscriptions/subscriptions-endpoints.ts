import { API_ROUTES } from '../../../../shared/api-routes';
import type { newsletterConfirmContract, newsletterUnsubscribeContract } from '../../../../shared/contracts/messaging';
import type { priceAlertConfirmContract, priceAlertUnsubscribeContract } from '../../../../shared/contracts/price-alerts';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export type ListName = 'newsletter' | 'price-alert';
export type LinkAction = 'confirm' | 'unsubscribe';

type LinkContract = typeof newsletterConfirmContract | typeof newsletterUnsubscribeContract | typeof priceAlertConfirmContract | typeof priceAlertUnsubscribeContract;

const ROUTES = {
  newsletter: { confirm: API_ROUTES['newsletter-confirm'], unsubscribe: API_ROUTES['newsletter-unsubscribe'] },
  'price-alert': { confirm: API_ROUTES['price-alert-confirm'], unsubscribe: API_ROUTES['price-alert-unsubscribe'] },
} as const;

/** The confirm and unsubscribe links of the newsletter and the price alerts. */
export const subscriptionsEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    followSubscriptionLink: build.mutation<unknown, { list: ListName; action: LinkAction; token: string }>({
      query: ({ list, action, token }) => fromRoute<LinkContract>(ROUTES[list][action], { body: { token } }),
    }),
  }),
});

export const { useFollowSubscriptionLinkMutation } = subscriptionsEndpoints;
