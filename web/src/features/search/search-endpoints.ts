import type * as z from 'zod';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { similarDrugNamesContract } from '../../../../shared/contracts/drugs';
import type { drugDetailsContract, mailOrderPricingContract, priceHistoryContract, DrugDetails } from '../../../../shared/contracts/prices';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import type { DetailsQuery } from './search-slice';

export type MailOrderCoupon = z.infer<typeof mailOrderPricingContract.response>['pricingServiceResponse']['coupons'][number];
export type PricePoint = z.infer<typeof priceHistoryContract.response>['points'][number];

export interface MailOrderArgs { Quantity: number; GSN: string; NDC: string; DrugName: string; BrandIndicator: 'G' | 'B' }
export interface PriceHistoryArgs { ndc: string; qty: number; zip: string; days: number }

export const searchEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    /** rules#calls GET /api/ecsdosage0 (cancellable: the page aborts the previous request). */
    getDrugDetails: build.query<DrugDetails, DetailsQuery>({
      query: (query) => fromRoute<typeof drugDetailsContract>(API_ROUTES['drug-details'], { query }),
      providesTags: ['Prices'],
    }),
    getMailOrderPricing: build.query<{ coupons: MailOrderCoupon[]; answered: number }, MailOrderArgs>({
      query: (query) => fromRoute<typeof mailOrderPricingContract>(API_ROUTES['mail-order-pricing'], { query }),
      transformResponse: (raw: z.infer<typeof mailOrderPricingContract.response>) => ({
        coupons: raw.pricingServiceResponse.coupons,
        answered: raw.providersAnswered.length,
      }),
      providesTags: ['Prices'],
    }),
    getPriceHistory: build.query<PricePoint[], PriceHistoryArgs>({
      query: (query) => fromRoute<typeof priceHistoryContract>(API_ROUTES['price-history'], { query }),
      transformResponse: (raw: z.infer<typeof priceHistoryContract.response>) => raw.points,
    }),
    getSimilarDrugNames: build.query<string[], string>({
      query: (drugName) => fromRoute<typeof similarDrugNamesContract>(API_ROUTES['similar-drug-names'], { query: { drugName } }),
      transformResponse: (raw: z.infer<typeof similarDrugNamesContract.response>) => raw.drugNames,
    }),
  }),
});

export const { useGetMailOrderPricingQuery, useGetPriceHistoryQuery, useGetSimilarDrugNamesQuery, useGetDrugDetailsQuery } = searchEndpoints;
