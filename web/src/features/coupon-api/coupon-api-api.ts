import { openApiContract } from '../../../../shared/contracts/partner-api';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';
import type { OpenApiDocument } from './openapi-types';

export const couponApiApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpenApiDocument: build.query<OpenApiDocument, void>({
      query: () => fromContract(openApiContract),
    }),
  }),
});

export const { useGetOpenApiDocumentQuery } = couponApiApi;
