import type { devOutboxContract, OutboxMessage } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

export const outboxEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('dev-outbox', (route) =>
      build.query<{ messages: OutboxMessage[] }, void>({
        query: () => fromRoute<typeof devOutboxContract>(route, { query: { limit: 50 } }),
      }),
    ),
  }),
});

export const { useDevOutboxQuery } = outboxEndpoints;
