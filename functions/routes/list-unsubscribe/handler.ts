import { listUnsubscribeContract } from '../../../shared/contracts/messaging';
import { httpHandler } from '../../lib/http';
import { unsubscribePriceAlert } from '../../domain/price-alerts/alerts';
import { unsubscribe as unsubscribeSignup } from '../../domain/signups/signups';

/** RFC 8058 one-click unsubscribe from a bulk message's List-Unsubscribe header (a form POST, token in the URL). */
export const handler = httpHandler(listUnsubscribeContract, async ({ query }) => {
  if (query.list === 'price-alert') await unsubscribePriceAlert(query.token);
  else await unsubscribeSignup(query.token);
  return { unsubscribed: true as const };
}, { bodyFormat: 'form', maxBodyBytes: 1024 });
