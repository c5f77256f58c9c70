import { pharmacyPortalConfirmContract } from '../../../shared/contracts/pharmacy-portal';
import { HttpError } from '../../lib/errors';
import { httpHandler, reply } from '../../lib/http';
import { previewConfirmation } from '../../domain/pharmacy/opt-ins';

/**
 * Opened from the confirmation e-mail, and by every mail scanner that fetches links: it changes
 * nothing. A valid link goes on to the page that shows what would change and asks for one click.
 */
export const handler = httpHandler(pharmacyPortalConfirmContract, async ({ query }) => {
  try {
    await previewConfirmation(query.npi, query.token);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return reply(303, { NPI: query.npi }, { location: '/pharmacy-portal?confirmed=0' });
    throw err;
  }
  const page = new URLSearchParams({ npi: query.npi, token: query.token });
  return reply(303, { NPI: query.npi }, { location: `/pharmacy-portal/confirm?${page.toString()}`, 'referrer-policy': 'no-referrer' });
});
