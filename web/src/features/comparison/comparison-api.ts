import { drugNameContract } from '../../../../shared/contracts/drugs';
import { priceComparisonContract, type ComparisonRow } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export const comparisonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPriceComparison: build.query<{ data: { prices: ComparisonRow[] } }, string>({
      query: (drugName) => fromContract(priceComparisonContract, { query: { drugName } }),
      providesTags: ['Prices'],
    }),
    comparisonDrugNames: build.query<{ drugNames: string[] }, string>({
      query: (drugName) => fromContract(drugNameContract, { query: { drugName, limit: 10 } }, 'drugNameLookup'),
    }),
  }),
});

export const { useGetPriceComparisonQuery, useComparisonDrugNamesQuery } = comparisonApi;
