import { newsletterUnsubscribeContract } from '../../../shared/contracts/messaging';
import { httpHandler } from '../../lib/http';
import { unsubscribe } from '../../domain/messaging/newsletter';

/** One-click unsubscribe from the link in every newsletter e-mail. */
export const handler = httpHandler(newsletterUnsubscribeContract, async ({ body }) => {
  await unsubscribe(body.token);
  return { unsubscribed: true as const };
});
