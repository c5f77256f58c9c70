import { featuredSavingsContract, type FeaturedSaving } from '../../../../shared/contracts/featured';
import { ipZipContract } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedSavings: build.query<{ zip: string; savings: FeaturedSaving[] }, { zip: string }>({
      query: ({ zip }) => fromContract(featuredSavingsContract, { query: { zip } }),
      providesTags: ['Prices'],
    }),
    guessZipFromIp: build.query<{ zip: string; source: 'viewer' | 'default' }, void>({
      // Spec §7 sends a dummy parameter; the answer must never be shared between visitors.
      query: () => fromContract(ipZipContract, { query: { t: 'zip' } }),
    }),
  }),
});

export const { useGetFeaturedSavingsQuery, useLazyGuessZipFromIpQuery } = homeApi;
