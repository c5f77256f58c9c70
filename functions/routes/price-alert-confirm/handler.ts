import { priceAlertConfirmContract } from '../../../shared/contracts/price-alerts';
import { httpHandler } from '../../lib/http';
import { confirmPriceAlert } from '../../domain/price-alerts/alerts';

/** The confirmation link (through the /subscription/confirm page) turns the watch on. */
export const handler = httpHandler(priceAlertConfirmContract, async ({ body }) => {
  await confirmPriceAlert(body.token);
  return { confirmed: true as const };
});
