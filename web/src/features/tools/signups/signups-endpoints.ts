import { api } from '../../../api/api';
import { fromRoute } from '../../../api/from-route';
import { API_ROUTES } from '../../../../../shared/api-routes';
import type { BodyOf, ResponseOf } from '../../../../../shared/contract';
import type {
  signupConfirmContract, signupDeleteContract, signupDeleteRequestContract, signupRefilledContract, signupSubscribeContract, signupUnsubscribeContract,
} from '../../../../../shared/contracts/signups';

/** The sign-up calls; each a mutation built from its shared contract. */
export const signupsEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<ResponseOf<typeof signupSubscribeContract>, BodyOf<typeof signupSubscribeContract>>({ query: (body) => fromRoute<typeof signupSubscribeContract>(API_ROUTES['signup-subscribe'], { body }) }),
    confirmSignup: build.mutation<ResponseOf<typeof signupConfirmContract>, BodyOf<typeof signupConfirmContract>>({ query: (body) => fromRoute<typeof signupConfirmContract>(API_ROUTES['signup-confirm'], { body }) }),
    unsubscribe: build.mutation<ResponseOf<typeof signupUnsubscribeContract>, BodyOf<typeof signupUnsubscribeContract>>({ query: (body) => fromRoute<typeof signupUnsubscribeContract>(API_ROUTES['signup-unsubscribe'], { body }) }),
    reportRefill: build.mutation<ResponseOf<typeof signupRefilledContract>, BodyOf<typeof signupRefilledContract>>({ query: (body) => fromRoute<typeof signupRefilledContract>(API_ROUTES['signup-refilled'], { body }) }),
    requestDeletion: build.mutation<ResponseOf<typeof signupDeleteRequestContract>, BodyOf<typeof signupDeleteRequestContract>>({ query: (body) => fromRoute<typeof signupDeleteRequestContract>(API_ROUTES['signup-delete-request'], { body }) }),
    deleteData: build.mutation<ResponseOf<typeof signupDeleteContract>, BodyOf<typeof signupDeleteContract>>({ query: (body) => fromRoute<typeof signupDeleteContract>(API_ROUTES['signup-delete'], { body }) }),
  }),
});

export const {
  useSubscribeMutation, useConfirmSignupMutation, useUnsubscribeMutation, useReportRefillMutation, useRequestDeletionMutation, useDeleteDataMutation,
} = signupsEndpoints;
