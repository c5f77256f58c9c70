import { pharmacyPortalConfirmApplyContract } from '../../../shared/contracts/pharmacy-portal';
import { httpHandler } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { applyConfirmation } from '../../domain/pharmacy/opt-ins';
import { sendOptInLink } from '../../domain/pharmacy/confirmation-email';

const CONFIRMS_PER_IP_PER_HOUR = 30;

/**
 * The confirmation page's one click. When the owner approves a new `SubmitterEmail`, the new
 * address gets its own link (the change applies once it confirms too).
 */
export const handler = httpHandler(pharmacyPortalConfirmApplyContract, async ({ body, sourceIp }) => {
  await enforceRateLimit({ action: 'pharmacyPortalConfirm', subject: `apply#${sourceIp}`, limit: CONFIRMS_PER_IP_PER_HOUR, windowSeconds: 3600 });
  const result = await applyConfirmation(body.npi, body.token);
  if (result.confirmToken && result.confirmTo && result.fields) {
    await sendOptInLink({ to: result.confirmTo, npi: body.npi, token: result.confirmToken, step: 'newAddressConfirms', fields: result.fields });
  }
  return { NPI: body.npi, status: result.status };
});
