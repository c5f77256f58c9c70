import type { BodyOf } from '../../../../shared/contract';
import { couponEmailContract, couponSmsContract, couponViewContract } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCouponEmail: build.mutation<{ sent: true }, BodyOf<typeof couponEmailContract>>({
      query: (body) => fromContract(couponEmailContract, { body }),
    }),
    sendCouponSms: build.mutation<{ sent: true }, BodyOf<typeof couponSmsContract>>({
      query: (body) => fromContract(couponSmsContract, { body }),
    }),
    recordCouponView: build.mutation<{ recorded: true }, BodyOf<typeof couponViewContract>>({
      query: (body) => fromContract(couponViewContract, { body }),
    }),
  }),
});

export const { useSendCouponEmailMutation, useSendCouponSmsMutation, useRecordCouponViewMutation } = couponApi;
