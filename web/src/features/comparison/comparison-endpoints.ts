import { API_ROUTES } from '../../../../shared/api-routes';
import type { drugNameContract } from '../../../../shared/contracts/drugs';
import type { priceComparisonContract, ComparisonRow } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export const comparisonEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getPriceComparison: build.query<{ data: { prices: ComparisonRow[] } }, string>({
      query: (drugName) => fromRoute<typeof priceComparisonContract>(API_ROUTES['price-comparison'], { query: { drugName } }),
      providesTags: ['Prices'],
    }),
    comparisonDrugNames: build.query<{ drugNames: string[] }, string>({
      query: (drugName) => fromRoute<typeof drugNameContract>(API_ROUTES['drug-name'], { query: { drugName, limit: 10 } }, 'drugNameLookup'),
    }),
  }),
});

export const { useGetPriceComparisonQuery, useComparisonDrugNamesQuery } = comparisonEndpoints;
