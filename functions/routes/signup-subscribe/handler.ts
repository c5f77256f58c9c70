import { signupSubscribeContract } from '../../../shared/contracts/signups';
import { httpHandler, reply } from '../../lib/http';
import { limitSignupMessages } from '../../domain/signups/limits';
import { prepareSignup, subscribe } from '../../domain/signups/signups';

/** POST /api/signups: a pending sign-up and its one confirmation message (double opt-in). */
export const handler = httpHandler(signupSubscribeContract, async ({ body, sourceIp }) => {
  const signup = prepareSignup(body);
  await limitSignupMessages('signup', sourceIp, signup.contact, signup.family?.contact);
  await subscribe(signup);
  return reply(202, { pending: true as const });
});
