import type { openapiContract } from '../../../../shared/contracts/coupon-api';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';
import type { OpenApiDocument } from './openapi-types';

export const couponApiEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('openapi', (route) =>
      build.query<OpenApiDocument, void>({
        query: () => fromRoute<typeof openapiContract>(route),
      }),
    ),
  }),
});

export const { useOpenapiQuery } = couponApiEndpoints;
