import { devOutboxContract, type OutboxMessage } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<{ messages: OutboxMessage[] }, void>({
      query: () => fromContract(devOutboxContract, { query: { limit: 50 } }),
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
