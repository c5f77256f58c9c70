import type { Channel } from '../../../shared/contracts/signups';
import { sendEmail, sendSms } from '../messaging/send';
import { type Composed, toEmail, toSms } from './messages';
import { manageLink } from './links';
import type { Subscription } from './model';
import { makeLinkToken } from '../messaging/link-tokens';

/** Sends a composed message to one contact on its channel, with `unsubscribeHref` as its opt-out link if it has one. */
export async function sendComposed(target: { channel: Channel; contact: string }, composed: Composed, unsubscribeHref?: string): Promise<string> {
  if (target.channel === 'sms') {
    return (await sendSms({ to: target.contact, text: toSms(composed, unsubscribeHref), category: 'signup' })).messageId;
  }
  return (await sendEmail({ to: target.contact, ...toEmail(composed, unsubscribeHref), category: 'signup' })).messageId;
}

/** Sends a composed message on the subscription's channel, or to its confirmed family contact. */
export async function deliver(sub: Subscription, composed: Composed, to: 'subscriber' | 'family' = 'subscriber'): Promise<string> {
  const target = to === 'family' ? sub.family : { channel: sub.channel, contact: sub.contact };
  if (!target) throw new Error('no family contact');
  return sendComposed(target, composed, manageLink('unsubscribe', makeLinkToken(sub.id, sub.manageSecret)));
}
