import { pharmacyPortalConfirmPreviewContract } from '../../../shared/contracts/pharmacy-portal';
import { httpHandler } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { previewConfirmation } from '../../domain/pharmacy/opt-ins';

/** A person opens a link a few times; a guesser opens many. */
const PREVIEWS_PER_IP_PER_HOUR = 60;

/** Read-only: what the e-mailed link would change, for the confirmation page to show before its click. */
export const handler = httpHandler(pharmacyPortalConfirmPreviewContract, async ({ body, sourceIp }) => {
  await enforceRateLimit({ action: 'pharmacyPortalConfirm', subject: sourceIp, limit: PREVIEWS_PER_IP_PER_HOUR, windowSeconds: 3600 });
  return previewConfirmation(body.npi, body.token);
});
