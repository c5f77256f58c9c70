import type * as z from 'zod';
import type { drugSearchContract, DrugSearchAnswer, similarDrugNamesContract } from '../../../../shared/contracts/drugs';
import type { drugDetailsContract, mailOrderPricingContract, priceHistoryContract, DrugDetails } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';
import type { DetailsQuery } from './search-selection';

type MailOrderAnswer = z.infer<typeof mailOrderPricingContract.response>;
export type MailOrderCoupon = MailOrderAnswer['pricingServiceResponse']['coupons'][number];
export type PricePoint = z.infer<typeof priceHistoryContract.response>['points'][number];

export interface MailOrderArgs { Quantity: number; GSN: string; NDC: string; DrugName: string; BrandIndicator: 'G' | 'B' }
export interface PriceHistoryArgs { ndc: string; qty: number; zip: string; days: number }

export const searchEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * rules#calls GET /api/ecsdosage0, cancellable: an answer nobody shows any more is dropped at
     * once (keepUnusedDataFor 0), which aborts its request when it is still running, so the page's
     * next request cancels the one before (rules#states).
     */
    ...routeEndpoint('drug-details', (route) =>
      build.query<DrugDetails, DetailsQuery>({
        query: (query) => ({
          ...fromRoute<typeof drugDetailsContract>(route, { query }),
          unanswered: (answer: DrugDetails) => answer.providersAsked.length > 0 && answer.providersAnswered.length === 0,
        }),
        keepUnusedDataFor: 0,
        providesTags: ['Prices'],
      }),
    ),
    ...routeEndpoint('mail-order-pricing', (route) =>
      build.query<MailOrderCoupon[], MailOrderArgs>({
        query: (query) => ({
          ...fromRoute<typeof mailOrderPricingContract>(route, { query }),
          unanswered: (answer: MailOrderAnswer) => answer.providersAnswered.length === 0,
        }),
        transformResponse: (raw: MailOrderAnswer) => raw.pricingServiceResponse.coupons,
        providesTags: ['Prices'],
      }),
    ),
    ...routeEndpoint('price-history', (route) =>
      build.query<PricePoint[], PriceHistoryArgs>({
        query: (query) => fromRoute<typeof priceHistoryContract>(route, { query }),
        transformResponse: (raw: z.infer<typeof priceHistoryContract.response>) => raw.points,
      }),
    ),
    ...routeEndpoint('similar-drug-names', (route) =>
      build.query<string[], string>({
        query: (drugName) => fromRoute<typeof similarDrugNamesContract>(route, { query: { drugName } }),
        transformResponse: (raw: z.infer<typeof similarDrugNamesContract.response>) => raw.drugNames,
      }),
    ),
    ...routeEndpoint('drug-search', (route) =>
      build.query<DrugSearchAnswer, string>({
        query: (q) => fromRoute<typeof drugSearchContract>(route, { query: { q } }),
      }),
    ),
  }),
});

export const { useDrugSearchQuery } = searchEndpoints;
export const { useMailOrderPricingQuery, usePriceHistoryQuery, useSimilarDrugNamesQuery, useDrugDetailsQuery } = searchEndpoints;
