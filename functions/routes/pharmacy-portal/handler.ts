import { pharmacyPortalContract } from '../../../shared/contracts/pharmacy-portal';
import { HttpError } from '../../lib/errors';
import { httpHandler, reply } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { RecipientSuppressedError } from '../../domain/messaging/send';
import { confirmationLink, sendOptInConfirmation } from '../../domain/pharmacy/confirmation-email';
import { submitOptIn } from '../../domain/pharmacy/opt-ins';
import { enforceRecipientLimit } from '../../domain/messaging/limits';
import { siteUrl } from '../../domain/messaging/names';

/** Each typed-e-mail submission sends a confirmation e-mail: a few per hour per visitor is plenty. */
const SUBMISSIONS_PER_IP_PER_HOUR = 20;

export const handler = httpHandler(
  pharmacyPortalContract,
  async ({ body, identity, sourceIp, log }) => {
    // Only typed-e-mail submissions send mail; signed-in ones are verified and send nothing.
    if (!identity) await enforceRateLimit({ action: 'pharmacyPortal', subject: sourceIp, limit: SUBMISSIONS_PER_IP_PER_HOUR, windowSeconds: 3600 });
    const result = await submitOptIn(body, identity);
    if (result.status === 'pendingOwnerConfirmation') log.warn('opt-in change awaiting the verified owner', { code: 'optin_change_request' });
    if (result.confirmToken && result.confirmTo) {
      await enforceRecipientLimit('pharmacyOptIn', result.confirmTo);
      try {
        // The link is built on the stage's own site origin (SITE_URL), never from request headers.
        await sendOptInConfirmation(result.confirmTo, body.NPI, confirmationLink(siteUrl(), body.NPI, result.confirmToken));
      } catch (err) {
        if (err instanceof RecipientSuppressedError) throw new HttpError(422, 'recipient_suppressed', err.message);
        throw err;
      }
    }
    return reply(result.status === 'verified' ? 200 : 202, { NPI: body.NPI, status: result.status, version: result.record.version });
  },
);
