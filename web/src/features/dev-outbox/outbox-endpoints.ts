import { API_ROUTES } from '../../../../shared/api-routes';
import type { devOutboxContract, OutboxMessage } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export const outboxEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<{ messages: OutboxMessage[] }, void>({
      query: () => fromRoute<typeof devOutboxContract>(API_ROUTES['dev-outbox'], { query: { limit: 50 } }),
    }),
  }),
});

export const { useGetOutboxQuery } = outboxEndpoints;
