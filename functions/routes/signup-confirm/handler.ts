import { signupConfirmContract } from '../../../shared/contracts/signups';
import { httpHandler } from '../../lib/http';
import { confirm } from '../../domain/signups/signups';

/** POST /api/signups/confirm: the link in the confirmation message (the subscriber's or the family contact's). */
export const handler = httpHandler(signupConfirmContract, async ({ body }) => {
  const { sub, who } = await confirm(body.token);
  return { confirmed: true as const, kind: sub.kind, who };
});
