import type { featuredSavingsContract, FeaturedSavingsAnswer } from '../../../../shared/contracts/featured';
import type { ipZipContract } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

export const homeEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('featured-savings', (route) =>
      build.query<FeaturedSavingsAnswer, { zip: string }>({
        query: ({ zip }) => fromRoute<typeof featuredSavingsContract>(route, { query: { zip } }),
        providesTags: ['Prices'],
      }),
    ),
    ...routeEndpoint('ip-zip', (route) =>
      build.query<{ zip: string; source: 'viewer' | 'default' }, void>({
        // rules#calls sends a dummy parameter; the answer must never be shared between visitors.
        query: () => fromRoute<typeof ipZipContract>(route, { query: { t: 'zip' } }),
      }),
    ),
  }),
});

export const { useFeaturedSavingsQuery, useLazyIpZipQuery } = homeEndpoints;
