import { api } from '../../api/api';
import type { RequestArgs } from '../../api/base-query';

/**
 * One endpoint for every tool: the tool definition builds the request from its contract with
 * `fromRoute`, so path and method are still written once (in shared/api-routes.ts).
 */
export const toolsEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    runTool: build.query<unknown, RequestArgs>({
      query: (args) => args,
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useRunToolQuery } = toolsEndpoints;
