import { API_ROUTES } from '../../../../shared/api-routes';
import type { openapiContract } from '../../../../shared/contracts/coupon-api';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import type { OpenApiDocument } from './openapi-types';

export const couponApiEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getOpenApiDocument: build.query<OpenApiDocument, void>({
      query: () => fromRoute<typeof openapiContract>(API_ROUTES['openapi']),
    }),
  }),
});

export const { useGetOpenApiDocumentQuery } = couponApiEndpoints;
