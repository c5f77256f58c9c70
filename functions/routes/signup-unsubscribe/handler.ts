import { signupUnsubscribeContract } from '../../../shared/contracts/signups';
import { httpHandler } from '../../lib/http';
import { unsubscribe } from '../../domain/signups/signups';

/** POST /api/signups/unsubscribe: the one-click unsubscribe of every sign-up message. */
export const handler = httpHandler(signupUnsubscribeContract, async ({ body }) => {
  const sub = await unsubscribe(body.token);
  return { unsubscribed: true as const, kind: sub.kind };
});
