import { api } from '../../../api/api';
import { fromContract } from '../../../api/from-contract';
import type { BodyOf, ResponseOf } from '../../../../../shared/contract';
import {
  signupConfirmContract, signupDeleteContract, signupDeleteRequestContract, signupRefilledContract, signupSubscribeContract, signupUnsubscribeContract,
} from '../../../../../shared/contracts/signups';

/** The sign-up calls; each a mutation built from its shared contract. */
export const signupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<ResponseOf<typeof signupSubscribeContract>, BodyOf<typeof signupSubscribeContract>>({ query: (body) => fromContract(signupSubscribeContract, { body }) }),
    confirmSignup: build.mutation<ResponseOf<typeof signupConfirmContract>, BodyOf<typeof signupConfirmContract>>({ query: (body) => fromContract(signupConfirmContract, { body }) }),
    unsubscribe: build.mutation<ResponseOf<typeof signupUnsubscribeContract>, BodyOf<typeof signupUnsubscribeContract>>({ query: (body) => fromContract(signupUnsubscribeContract, { body }) }),
    reportRefill: build.mutation<ResponseOf<typeof signupRefilledContract>, BodyOf<typeof signupRefilledContract>>({ query: (body) => fromContract(signupRefilledContract, { body }) }),
    requestDeletion: build.mutation<ResponseOf<typeof signupDeleteRequestContract>, BodyOf<typeof signupDeleteRequestContract>>({ query: (body) => fromContract(signupDeleteRequestContract, { body }) }),
    deleteData: build.mutation<ResponseOf<typeof signupDeleteContract>, BodyOf<typeof signupDeleteContract>>({ query: (body) => fromContract(signupDeleteContract, { body }) }),
  }),
});

export const {
  useSubscribeMutation, useConfirmSignupMutation, useUnsubscribeMutation, useReportRefillMutation, useRequestDeletionMutation, useDeleteDataMutation,
} = signupsApi;
