import type { newsletterConfirmContract, newsletterUnsubscribeContract } from '../../../../shared/contracts/messaging';
import type { priceAlertConfirmContract, priceAlertUnsubscribeContract } from '../../../../shared/contracts/price-alerts';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { endpointName, routeEndpoints } from '../../api/route-endpoint';

export type ListName = 'newsletter' | 'price-alert';
export type LinkAction = 'confirm' | 'unsubscribe';

type LinkContract = typeof newsletterConfirmContract | typeof newsletterUnsubscribeContract | typeof priceAlertConfirmContract | typeof priceAlertUnsubscribeContract;

/** The confirm and unsubscribe links of the newsletter and the price alerts: each route `<list>-<action>` takes the link's token. */
const LINK_ROUTES = ['newsletter-confirm', 'newsletter-unsubscribe', 'price-alert-confirm', 'price-alert-unsubscribe'] as const satisfies readonly `${ListName}-${LinkAction}`[];

const subscriptionsEndpoints = api.injectEndpoints({
  endpoints: (build) =>
    routeEndpoints(LINK_ROUTES, (route) =>
      build.mutation<unknown, string>({
        query: (token) => fromRoute<LinkContract>(route, { body: { token } }),
      }),
    ),
});

/** The endpoint a link follows, e.g. `newsletterConfirm` (hook `useNewsletterConfirmMutation`). */
export const linkEndpoint = (list: ListName, action: LinkAction) => subscriptionsEndpoints.endpoints[endpointName(`${list}-${action}`)];
