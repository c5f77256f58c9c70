import { pharmacyPortalConfirmContract } from '../../../shared/contracts/pharmacy-portal';
import { HttpError } from '../../lib/errors';
import { httpHandler, reply } from '../../lib/http';
import { confirmOptIn } from '../../domain/pharmacy/opt-ins';

/** Opened from the confirmation e-mail: verifies the opt-in, then shows the portal with the outcome. */
export const handler = httpHandler(pharmacyPortalConfirmContract, async ({ query }) => {
  try {
    await confirmOptIn(query.npi, query.token);
    return reply(303, { confirmed: true, NPI: query.npi }, { location: '/pharmacy-portal?confirmed=1' });
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return reply(303, { confirmed: false, NPI: query.npi }, { location: '/pharmacy-portal?confirmed=0' });
    throw err;
  }
});
