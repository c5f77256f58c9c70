import { priceAlertSubscribeContract } from '../../../shared/contracts/price-alerts';
import { httpHandler, reply } from '../../lib/http';
import { deliver, enforceSendLimits } from '../../domain/messaging/limits';
import { recipientOf, subscribeToPriceAlert } from '../../domain/price-alerts/alerts';

/** "Tell me when the price drops": a pending watch and one confirmation message (double opt-in). */
export const handler = httpHandler(priceAlertSubscribeContract, async ({ body, sourceIp }) => {
  const recipient = recipientOf(body);
  await enforceSendLimits('priceAlert', sourceIp, recipient);
  await deliver(() => subscribeToPriceAlert(body, recipient));
  return reply(202, { pending: true as const });
});
