import { API_ROUTES } from '../../../../shared/api-routes';
import type { BodyOf } from '../../../../shared/contract';
import type { couponEmailContract, couponSmsContract, couponViewContract } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export const couponEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    sendCouponEmail: build.mutation<{ sent: true }, BodyOf<typeof couponEmailContract>>({
      query: (body) => fromRoute<typeof couponEmailContract>(API_ROUTES['coupon-email'], { body }),
    }),
    sendCouponSms: build.mutation<{ sent: true }, BodyOf<typeof couponSmsContract>>({
      query: (body) => fromRoute<typeof couponSmsContract>(API_ROUTES['coupon-sms'], { body }),
    }),
    recordCouponView: build.mutation<{ recorded: true }, BodyOf<typeof couponViewContract>>({
      query: (body) => fromRoute<typeof couponViewContract>(API_ROUTES['coupon-view'], { body }),
    }),
  }),
});

export const { useSendCouponEmailMutation, useSendCouponSmsMutation, useRecordCouponViewMutation } = couponEndpoints;
