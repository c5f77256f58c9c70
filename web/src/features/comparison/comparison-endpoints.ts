import type { priceComparisonContract, ComparisonRow } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

export const comparisonEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('price-comparison', (route) =>
      build.query<{ data: { prices: ComparisonRow[] } }, string>({
        query: (drugName) => fromRoute<typeof priceComparisonContract>(route, { query: { drugName } }),
        providesTags: ['Prices'],
      }),
    ),
  }),
});

export const { usePriceComparisonQuery } = comparisonEndpoints;
