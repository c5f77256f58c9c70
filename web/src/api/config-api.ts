import { configContract, type RuntimeConfig } from '../../../shared/contracts/config';
import { api } from './api';
import { fromContract } from './from-contract';

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<RuntimeConfig, void>({
      query: () => fromContract(configContract),
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
