import type { Channel } from '../../../shared/contracts/signups';
import { sendEmail, sendSms } from '../messaging/send';
import { type Composed, toEmail, toSms } from './messages';
import { manageLink } from './links';
import type { Subscription } from './model';
import { makeLinkToken } from '../messaging/link-tokens';
import { langOf, type MessageLang } from '../messaging/language';
import { oneClickUnsubscribeUrl } from '../messaging/names';

/** How a message can be left: the link in its text and, for e-mail, the one-click header's URL (RFC 8058). */
interface Unsubscribe {
  href: string;
  oneClickUrl: string;
}

/** Sends a composed message to one contact on its channel, with its opt-out link if it has one. */
export async function sendComposed(target: { channel: Channel; contact: string }, composed: Composed, lang: MessageLang, unsubscribe?: Unsubscribe): Promise<string> {
  if (target.channel === 'sms') {
    return (await sendSms({ to: target.contact, text: toSms(composed, lang, unsubscribe?.href), category: 'signup' })).messageId;
  }
  const listUnsubscribe = unsubscribe ? { listUnsubscribeUrl: unsubscribe.oneClickUrl } : {};
  return (await sendEmail({ to: target.contact, ...toEmail(composed, lang, unsubscribe?.href), category: 'signup', ...listUnsubscribe })).messageId;
}

/** Sends a composed message on the subscription's channel, or to its confirmed family contact. */
export async function deliver(sub: Subscription, composed: Composed, to: 'subscriber' | 'family' = 'subscriber'): Promise<string> {
  const target = to === 'family' ? sub.family : { channel: sub.channel, contact: sub.contact };
  if (!target) throw new Error('no family contact');
  const token = makeLinkToken(sub.id, sub.manageSecret);
  return sendComposed(target, composed, langOf(sub.lang), { href: manageLink('unsubscribe', token), oneClickUrl: oneClickUnsubscribeUrl('signup', token) });
}
