import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * The one RTK Query slice. Features add their endpoints with `api.injectEndpoints`, each built
 * from an API route with `fromRoute`, typed by its shared contract.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: ['Config', 'Prices'],
  endpoints: () => ({}),
});
