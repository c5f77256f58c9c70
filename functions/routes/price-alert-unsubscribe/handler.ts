import { priceAlertUnsubscribeContract } from '../../../shared/contracts/price-alerts';
import { httpHandler } from '../../lib/http';
import { unsubscribePriceAlert } from '../../domain/price-alerts/alerts';

/** One-click unsubscribe from the link in every alert. */
export const handler = httpHandler(priceAlertUnsubscribeContract, async ({ body }) => {
  await unsubscribePriceAlert(body.token);
  return { unsubscribed: true as const };
});
