import { newsletterConfirmContract } from '../../../shared/contracts/messaging';
import { httpHandler } from '../../lib/http';
import { confirm } from '../../domain/messaging/newsletter';

/** The double opt-in link (through the /subscription/confirm page) confirms the subscription. */
export const handler = httpHandler(newsletterConfirmContract, async ({ body }) => {
  await confirm(body.token);
  return { confirmed: true as const };
});
