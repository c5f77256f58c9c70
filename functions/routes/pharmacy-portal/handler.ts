import { pharmacyPortalContract } from '../../../shared/contracts/pharmacy-portal';
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
    if (!signInVerifies(identity)) await enforceRateLimit({ action: 'pharmacyPortal', subject: sourceIp, limit: SUBMISSIONS_PER_IP_PER_HOUR, windowSeconds: 3600 });
    const result = await submitOptIn(body, identity);
    if (result.status === 'pendingOwnerConfirmation') log.warn('opt-in change awaiting the verified owner', { code: 'optin_change_request' });
    if (result.confirmToken && result.confirmTo && result.step && result.fields) {
      await sendOptInLink({ to: result.confirmTo, npi: body.NPI, token: result.confirmToken, step: result.step, fields: result.fields });
    }
    return reply(result.status === 'verified' ? 200 : 202, { NPI: body.NPI, status: result.status, version: result.record.version });
  },
);
