import { pharmacyPortalContract } from '../../../shared/contracts/pharmacy-portal';
import { HttpError } from '../../lib/errors';
import { httpHandler, reply } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { sendOptInLink } from '../../domain/pharmacy/confirmation-email';
import { signInVerifies, submitOptIn } from '../../domain/pharmacy/opt-ins';

/** Each typed-e-mail submission sends a confirmation e-mail: a few per hour per visitor is plenty. */
const SUBMISSIONS_PER_IP_PER_HOUR = 20;

export const handler = httpHandler(
  pharmacyPortalContract,
  async ({ body, identity, sourceIp, log }) => {
    // A sign-in that verifies sends nothing; any other submission may send a link, so it is limited.
    const trusted = signInVerifies(identity);
    if (!trusted) await enforceRateLimit({ action: 'pharmacyPortal', subject: sourceIp, limit: SUBMISSIONS_PER_IP_PER_HOUR, windowSeconds: 3600 });
    const result = await submitOptIn(body, identity);
    if (result.status === 'pendingOwnerConfirmation') log.warn('opt-in change awaiting the verified owner', { code: 'optin_change_request' });
    if (result.confirmToken && result.confirmTo && result.step && result.fields) {
      try {
        await sendOptInLink({ to: result.confirmTo, npi: body.NPI, token: result.confirmToken, step: result.step, fields: result.fields });
      } catch (err) {
        // The link may go to a verified owner's address rather than the typed one, so a 429 for
        // that mailbox would tell an anonymous caller the NPI is verified: nothing is sent (the
        // limit counted it), and the answer stays the one below.
        if (trusted || !(err instanceof HttpError && err.status === 429)) throw err;
      }
    }
    // Anyone whose sign-in does not verify gets one answer, whatever the NPI: a verified opt-in
    // (its change waits for the owner's link) and an unknown NPI (a first opt-in's link) look the
    // same, and no record version tells how often the NPI was changed.
    if (!trusted) return reply(202, { NPI: body.NPI, status: 'pendingConfirmation' as const });
    return reply(result.status === 'verified' ? 200 : 202, { NPI: body.NPI, status: result.status, version: result.record.version });
  },
);
