import { pharmacyPortalCurrentContract } from '../../../shared/contracts/pharmacy-portal';
import { httpHandler } from '../../lib/http';
import { currentOptInsOf } from '../../domain/pharmacy/opt-in-summary';

/** The signed-in pharmacist's own current opt-ins (the role is checked by httpHandler from the route's auth). */
export const handler = httpHandler(pharmacyPortalCurrentContract, async ({ identity }) => ({ optIns: await currentOptInsOf(identity!.email) }));
