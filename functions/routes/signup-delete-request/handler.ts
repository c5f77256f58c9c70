import { signupDeleteRequestContract } from '../../../shared/contracts/signups';
import { httpHandler, reply } from '../../lib/http';
import { limitSignupMessages } from '../../domain/signups/limits';
import { normaliseContact, requestDeletion } from '../../domain/signups/signups';

/** POST /api/signups/delete-request: e-mails or texts a deletion link to that contact only. */
export const handler = httpHandler(signupDeleteRequestContract, async ({ body, sourceIp }) => {
  const contact = normaliseContact(body.channel, body.contact);
  await limitSignupMessages('signupDelete', sourceIp, contact);
  await requestDeletion(body.channel, contact, body.lang);
  return reply(202, { pending: true as const });
});
