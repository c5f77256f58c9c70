import { BRAND } from '../../../shared/brand';
import { notFound } from '../../lib/errors';
import { consume, hashSubject } from '../../lib/rate-limit';
import { recipientKey } from './recipient-key';
import { emailLayout, escapeHtml } from './html';
import { pagePath, type MessageLang, type PerLang } from './language';
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
  /** The language of the page the visitor signed up from. */
  lang?: MessageLang;
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

/** The newsletter's confirm and unsubscribe links, to the landing page in the sign-up's language. */
export function subscriptionLinks(token: string, lang: MessageLang = 'en'): { confirm: string; unsubscribe: string } {
  const t = encodeURIComponent(token);
  return {
    confirm: `${siteUrl()}${pagePath(lang, '/subscription/confirm')}?list=newsletter&token=${t}`,
    unsubscribe: `${siteUrl()}${pagePath(lang, '/subscription/unsubscribe')}?list=newsletter&token=${t}`,
  };
}

/** The words of the newsletter's confirmation e-mail, per language. */
export const NEWSLETTER_STRINGS = {
  en: {
    subject: `Confirm your ${BRAND.name} newsletter subscription`,
    title: 'Confirm your subscription',
    ask: `Please confirm that you want the ${BRAND.name} newsletter: savings tips and price news, at most twice a month.`,
    askText: `Please confirm that you want the ${BRAND.name} newsletter`,
    button: 'Confirm my subscription',
    notYou: 'If you did not sign up, ignore this e-mail: without confirmation you will get nothing more.',
    notYouText: 'If you did not sign up, ignore this e-mail.',
    unsubscribe: 'Unsubscribe',
    unsubscribeRest: ' with one click at any time.',
  },
  es: {
    subject: `Confirme su suscripción al boletín de ${BRAND.name}`,
    title: 'Confirme su suscripción',
    ask: `Confirme que desea recibir el boletín de ${BRAND.name}: consejos para ahorrar y noticias de precios, como máximo dos veces al mes.`,
    askText: `Confirme que desea recibir el boletín de ${BRAND.name}`,
    button: 'Confirmar mi suscripción',
    notYou: 'Si usted no se suscribió, ignore este correo: sin su confirmación no recibirá nada más.',
    notYouText: 'Si usted no se suscribió, ignore este correo.',
    unsubscribe: 'Cancele su suscripción',
    unsubscribeRest: ' con un clic en cualquier momento.',
  },
} satisfies PerLang<unknown>;

export function newsletterConfirmationEmail(links: { confirm: string; unsubscribe: string }, lang: MessageLang) {
  const t = NEWSLETTER_STRINGS[lang];
  const bodyHtml = `<p style="margin:0 0 16px;">${escapeHtml(t.ask)}</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(t.button)}</a></p>
<p style="margin:0;">${escapeHtml(t.notYou)}</p>`;
  const footerHtml = `<p style="margin:0;"><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t.unsubscribe)}</a>${escapeHtml(t.unsubscribeRest)}</p>`;
  return {
    subject: t.subject,
    html: emailLayout({ title: t.title, bodyHtml, footerHtml, lang }),
    text: `${t.askText}: ${links.confirm}\n\n${t.notYouText}\n${t.unsubscribe}: ${links.unsubscribe}`,
  };
}

/** `lang`: the page's language; the confirmation goes out in it and is kept for the newsletter itself. */
export async function signUp(email: string, lang: MessageLang = 'en', now = new Date()): Promise<void> {
  const id = hashSubject(email);
  if ((await optIn.find(NEWSLETTER, id, now))?.status === 'confirmed') return;
  const window = await consume({ action: 'newsletter:confirmation', subject: recipientKey(email), limit: 1, windowSeconds: CONFIRMATION_WINDOW_SECONDS }, now.getTime());
  if (!window.allowed) return;
  const pending = await optIn.startPending(NEWSLETTER, { id, fields: { email: email.trim(), lang }, now });
  if (!pending) return;
  await sendEmail({ to: email.trim(), ...newsletterConfirmationEmail(subscriptionLinks(pending.token, lang), lang), category: 'newsletter-confirmation' });
}

export async function confirm(token: string, now = new Date()): Promise<void> {
  await optIn.confirm(NEWSLETTER, await optIn.openLink(NEWSLETTER, token, now), now);
}

export async function unsubscribe(token: string, now = new Date()): Promise<void> {
  await optIn.unsubscribe(NEWSLETTER, await optIn.openLink(NEWSLETTER, token, now), now);
}
