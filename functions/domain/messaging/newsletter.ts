import { BRAND } from '../../../shared/brand';
import { notFound } from '../../lib/errors';
import { consume, hashSubject } from '../../lib/rate-limit';
import { recipientKey } from './recipient-key';
import { emailLayout, escapeHtml } from './html';
import { siteUrl } from './names';
import { sendEmail } from './send';
import * as optIn from './double-opt-in';

/**
 * Newsletter double opt-in: a sign-up stores a pending subscription and sends one confirmation
 * e-mail; only the link in it confirms. The answer never says whether an address was known.
 */
interface NewsletterItem extends optIn.OptInItem {
  /** Forgotten on unsubscribe. */
  email?: string;
}

/** `newsletter` table: pk `sub#<hash of the address>`; the confirmation link also unsubscribes. */
const NEWSLETTER: optIn.OptInList<NewsletterItem> = {
  table: 'newsletter',
  key: (id) => ({ pk: `sub#${id}` }),
  attributes: { confirmHash: 'secretHash', consentAt: 'requestedAt' },
  confirmLinkUnsubscribes: true,
  pendingDays: 7,
  /** Unsubscribing forgets the address: only the hashed key and the fact remain, for 30 days. */
  unsubscribedDays: 30,
  forgetOnUnsubscribe: ['email'],
  refusals: {
    invalidLink: () => notFound('link_not_valid', 'This link is not valid any more. Please sign up again from the bottom of any page.'),
    confirmAfterUnsubscribe: () => notFound('link_not_valid', 'You unsubscribed with this link. Please sign up again from the bottom of any page.'),
  },
};

/** At most one confirmation e-mail per address per day, however often the form is sent. */
const CONFIRMATION_WINDOW_SECONDS = 86_400;

export function subscriptionLinks(token: string): { confirm: string; unsubscribe: string } {
  const t = encodeURIComponent(token);
  return { confirm: `${siteUrl()}/subscription/confirm?list=newsletter&token=${t}`, unsubscribe: `${siteUrl()}/subscription/unsubscribe?list=newsletter&token=${t}` };
}

function confirmationEmail(links: { confirm: string; unsubscribe: string }) {
  const bodyHtml = `<p style="margin:0 0 16px;">Please confirm that you want the ${escapeHtml(BRAND.name)} newsletter: savings tips and price news, at most twice a month.</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">Confirm my subscription</a></p>
<p style="margin:0;">If you did not sign up, ignore this e-mail: without confirmation you will get nothing more.</p>`;
  const footerHtml = `<p style="margin:0;"><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> with one click at any time.</p>`;
  return {
    subject: `Confirm your ${BRAND.name} newsletter subscription`,
    html: emailLayout({ title: 'Confirm your subscription', bodyHtml, footerHtml }),
    text: `Please confirm that you want the ${BRAND.name} newsletter: ${links.confirm}\n\nIf you did not sign up, ignore this e-mail.\nUnsubscribe: ${links.unsubscribe}`,
  };
}

export async function signUp(email: string, now = new Date()): Promise<void> {
  const id = hashSubject(email);
  if ((await optIn.find(NEWSLETTER, id, now))?.status === 'confirmed') return;
  const window = await consume({ action: 'newsletter:confirmation', subject: recipientKey(email), limit: 1, windowSeconds: CONFIRMATION_WINDOW_SECONDS }, now.getTime());
  if (!window.allowed) return;
  const pending = await optIn.startPending(NEWSLETTER, { id, fields: { email: email.trim() }, now });
  if (!pending) return;
  await sendEmail({ to: email.trim(), ...confirmationEmail(subscriptionLinks(pending.token)), category: 'newsletter-confirmation' });
}

export async function confirm(token: string, now = new Date()): Promise<void> {
  await optIn.confirm(NEWSLETTER, await optIn.openLink(NEWSLETTER, token, now), now);
}

export async function unsubscribe(token: string, now = new Date()): Promise<void> {
  await optIn.unsubscribe(NEWSLETTER, await optIn.openLink(NEWSLETTER, token, now), now);
}
