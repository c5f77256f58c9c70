import { signupDeleteContract } from '../../../shared/contracts/signups';
import { httpHandler } from '../../lib/http';
import { deleteByToken } from '../../domain/signups/signups';

/** POST /api/signups/delete: deletes every sign-up of the contact, with refills, points and dispatch records. */
export const handler = httpHandler(signupDeleteContract, async ({ body }) => ({ deleted: await deleteByToken(body.token) }));
