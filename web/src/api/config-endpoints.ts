import type { configContract, RuntimeConfig } from '../../../shared/contracts/config';
import { api } from './api';
import { fromRoute } from './from-route';
import { routeEndpoint } from './route-endpoint';

export const configEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('config', (route) =>
      build.query<RuntimeConfig, void>({
        query: () => fromRoute<typeof configContract>(route),
        providesTags: ['Config'],
      }),
    ),
  }),
});

export const { useConfigQuery } = configEndpoints;
