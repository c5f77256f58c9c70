import type { BodyOf } from '../../../../shared/contract';
import type { couponEmailContract, couponSmsContract, couponVerifyContract, couponViewContract } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';
import { pageLang } from '../../api/page-lang';

export const couponEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('coupon-email', (route) =>
      build.mutation<{ sent: true }, BodyOf<typeof couponEmailContract>>({
        query: (body) => fromRoute<typeof couponEmailContract>(route, { body: { ...body, lang: pageLang() } }),
      }),
    ),
    ...routeEndpoint('coupon-sms', (route) =>
      build.mutation<{ sent: true }, BodyOf<typeof couponSmsContract>>({
        query: (body) => fromRoute<typeof couponSmsContract>(route, { body: { ...body, lang: pageLang() } }),
      }),
    ),
    // The coupon page's check before it shows a coupon: a question, so a query (cached per coupon), with a GET's timeout.
    ...routeEndpoint('coupon-verify', (route) =>
      build.query<{ issued: true }, BodyOf<typeof couponVerifyContract>>({
        query: (body) => fromRoute<typeof couponVerifyContract>(route, { body }, 'get'),
      }),
    ),
    ...routeEndpoint('coupon-view', (route) =>
      build.mutation<{ recorded: true }, BodyOf<typeof couponViewContract>>({
        query: (body) => fromRoute<typeof couponViewContract>(route, { body }),
      }),
    ),
  }),
});

export const { useCouponEmailMutation, useCouponSmsMutation, useCouponVerifyQuery, useCouponViewMutation } = couponEndpoints;
