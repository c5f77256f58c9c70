import { api } from '../../../api/api';
import { fromRoute } from '../../../api/from-route';
import { pageLang } from '../../../api/page-lang';
import { routeEndpoint } from '../../../api/route-endpoint';
import type { BodyOf, ResponseOf } from '../../../../../shared/contract';
import type {
  signupConfirmContract, signupDeleteContract, signupDeleteRequestContract, signupRefilledContract, signupSubscribeContract, signupUnsubscribeContract,
} from '../../../../../shared/contracts/signups';

/** The sign-up calls; each a mutation built from its shared contract. */
export const signupsEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('signup-subscribe', (route) => build.mutation<ResponseOf<typeof signupSubscribeContract>, BodyOf<typeof signupSubscribeContract>>({ query: (body) => fromRoute<typeof signupSubscribeContract>(route, { body: { ...body, lang: pageLang() } }) })),
    ...routeEndpoint('signup-confirm', (route) => build.mutation<ResponseOf<typeof signupConfirmContract>, BodyOf<typeof signupConfirmContract>>({ query: (body) => fromRoute<typeof signupConfirmContract>(route, { body }) })),
    ...routeEndpoint('signup-unsubscribe', (route) => build.mutation<ResponseOf<typeof signupUnsubscribeContract>, BodyOf<typeof signupUnsubscribeContract>>({ query: (body) => fromRoute<typeof signupUnsubscribeContract>(route, { body }) })),
    ...routeEndpoint('signup-refilled', (route) => build.mutation<ResponseOf<typeof signupRefilledContract>, BodyOf<typeof signupRefilledContract>>({ query: (body) => fromRoute<typeof signupRefilledContract>(route, { body }) })),
    ...routeEndpoint('signup-delete-request', (route) => build.mutation<ResponseOf<typeof signupDeleteRequestContract>, BodyOf<typeof signupDeleteRequestContract>>({ query: (body) => fromRoute<typeof signupDeleteRequestContract>(route, { body: { ...body, lang: pageLang() } }) })),
    ...routeEndpoint('signup-delete', (route) => build.mutation<ResponseOf<typeof signupDeleteContract>, BodyOf<typeof signupDeleteContract>>({ query: (body) => fromRoute<typeof signupDeleteContract>(route, { body }) })),
  }),
});

export const {
  useSignupSubscribeMutation, useSignupConfirmMutation, useSignupUnsubscribeMutation, useSignupRefilledMutation, useSignupDeleteRequestMutation, useSignupDeleteMutation,
} = signupsEndpoints;
