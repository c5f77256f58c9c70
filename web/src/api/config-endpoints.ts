import { API_ROUTES } from '../../../shared/api-routes';
import type { configContract, RuntimeConfig } from '../../../shared/contracts/config';
import { api } from './api';
import { fromRoute } from './from-route';

export const configEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<RuntimeConfig, void>({
      query: () => fromRoute<typeof configContract>(API_ROUTES['config']),
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigQuery } = configEndpoints;
