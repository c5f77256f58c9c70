import { API_ROUTES } from '../../../../shared/api-routes';
import type { featuredSavingsContract, FeaturedSaving } from '../../../../shared/contracts/featured';
import type { ipZipContract } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export const homeEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedSavings: build.query<{ zip: string; savings: FeaturedSaving[] }, { zip: string }>({
      query: ({ zip }) => fromRoute<typeof featuredSavingsContract>(API_ROUTES['featured-savings'], { query: { zip } }),
      providesTags: ['Prices'],
    }),
    guessZipFromIp: build.query<{ zip: string; source: 'viewer' | 'default' }, void>({
      // rules#calls sends a dummy parameter; the answer must never be shared between visitors.
      query: () => fromRoute<typeof ipZipContract>(API_ROUTES['ip-zip'], { query: { t: 'zip' } }),
    }),
  }),
});

export const { useGetFeaturedSavingsQuery, useLazyGuessZipFromIpQuery } = homeEndpoints;
