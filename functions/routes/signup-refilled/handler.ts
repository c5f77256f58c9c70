import { signupRefilledContract } from '../../../shared/contracts/signups';
import { httpHandler } from '../../lib/http';
import { reportRefill } from '../../domain/signups/signups';

/** POST /api/signups/refilled: "I picked up my refill" (thank-yous and points follow from it). */
export const handler = httpHandler(signupRefilledContract, async ({ body }) => reportRefill(body.token));
