import { sendEmail, sendSms } from '../messaging/send';
import { type Composed, toEmail, toSms } from './messages';
import { manageLink } from './links';
import type { Subscription } from './model';
import { makeToken } from './tokens';

/** Sends a composed message on the subscription's channel, or to its confirmed family contact. */
export async function deliver(sub: Subscription, composed: Composed, to: 'subscriber' | 'family' = 'subscriber'): Promise<string> {
  const target = to === 'family' ? sub.family : { channel: sub.channel, contact: sub.contact };
  if (!target) throw new Error('no family contact');
  const unsubscribe = manageLink('unsubscribe', makeToken(sub.id, sub.manageSecret));
  if (target.channel === 'sms') {
    return (await sendSms({ to: target.contact, text: toSms(composed, unsubscribe), category: 'signup' })).messageId;
  }
  const mail = toEmail(composed, unsubscribe);
  return (await sendEmail({ to: target.contact, ...mail, category: 'signup' })).messageId;
}
