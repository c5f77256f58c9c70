import { BRAND } from '../../../../shared/brand';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { couponHref } from '../../../../shared/coupon-link';
import { formatPrice } from '../../../../shared/validation';
import { emailLayout, escapeHtml } from '../html';
import { LOCALES, type MessageLang, pagePath, type PerLang } from '../language';
import { siteUrl } from '../names';

/** The words of the coupon e-mail and SMS, per language (the template below is written once). */
export const COUPON_STRINGS = {
  en: {
    disclaimer: `This is a discount program, NOT insurance. The pharmacy gives the exact price at the counter; prices can change. ${BRAND.name} is free to use.`,
    subject: (drug: string, price: string, pharmacy: string) => `Your ${BRAND.name} coupon: ${drug} for ${price} at ${pharmacy}`,
    title: (drug: string) => `Your ${drug} coupon`,
    showAt: (pharmacy: string) => `Show this smart coupon at ${pharmacy} to claim your savings.`,
    pharmacy: 'Pharmacy',
    checked: (when: string) => `Price checked ${when}. The pharmacy gives the exact price at the counter.`,
    openLink: 'Open your coupon',
    openLinkRest: ' to show it at the counter or see today\'s price.',
    memberId: 'Member ID',
    group: 'Group',
    servicePhone: 'Questions about the coupon',
    helpdeskPhone: 'Pharmacist help desk',
    whyYouGotIt: `You get this e-mail because someone asked ${BRAND.name} to send this coupon to this address. If it wasn't you, ignore it: we send nothing else and keep no list.`,
    smsHead: `${BRAND.name} coupon`,
    smsAt: 'at',
    smsChecked: (when: string) => `price checked ${when}`,
    smsLink: 'Coupon',
    smsFoot: 'Not insurance. Reply STOP to opt out.',
  },
  es: {
    disclaimer: `Este es un programa de descuentos, NO un seguro. La farmacia le da el precio exacto en el mostrador; los precios pueden cambiar. ${BRAND.name} es gratis.`,
    subject: (drug: string, price: string, pharmacy: string) => `Su cupón de ${BRAND.name}: ${drug} por ${price} en ${pharmacy}`,
    title: (drug: string) => `Su cupón de ${drug}`,
    showAt: (pharmacy: string) => `Muestre este cupón en ${pharmacy} para obtener su descuento.`,
    pharmacy: 'Farmacia',
    checked: (when: string) => `Precio verificado el ${when}. La farmacia le da el precio exacto en el mostrador.`,
    openLink: 'Abra su cupón',
    openLinkRest: ' para mostrarlo en el mostrador o ver el precio de hoy.',
    // The pharmacist reads the codes: the English name beside the Spanish one.
    memberId: 'ID de miembro (Member ID)',
    group: 'Grupo (Group)',
    servicePhone: 'Preguntas sobre el cupón',
    helpdeskPhone: 'Línea de ayuda para el farmacéutico',
    whyYouGotIt: `Recibe este correo porque alguien le pidió a ${BRAND.name} que enviara este cupón a esta dirección. Si no fue usted, ignórelo: no enviamos nada más ni guardamos ninguna lista.`,
    smsHead: `Cupón de ${BRAND.name}`,
    smsAt: 'en',
    smsChecked: (when: string) => `precio del ${when}`,
    smsLink: 'Cupón',
    smsFoot: 'No es un seguro. Responda ALTO para cancelar.',
  },
} satisfies PerLang<unknown>;

const row = (label: string, value: string) =>
  `<tr><td style="padding:4px 12px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`;

/**
 * The live coupon page for this coupon on our own origin (SITE_URL, never a request header), in
 * the message's language: the signed coupon fields only, so the link carries no e-mail address or phone number.
 */
export const couponPageUrl = (coupon: Coupon, lang: MessageLang = 'en'): string => `${siteUrl()}${pagePath(lang, couponHref(coupon, ''))}`;

/**
 * 'Mar 3, 2026, 2:15 PM UTC' ('3 mar 2026, 2:15 p.m. UTC' in Spanish): the server does not know
 * the reader's time zone, so it says which one it uses.
 */
export function checkedAtText(at: string | undefined, lang: MessageLang = 'en'): string | undefined {
  if (!at) return undefined;
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return undefined;
  return `${new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(when)} UTC`;
}

/** The store line and the freshness line a message gives, when the coupon carries them. */
function whereAndWhen(coupon: Coupon, lang: MessageLang): { store?: string; checked?: string } {
  const checked = checkedAtText(coupon.at, lang);
  return {
    ...(coupon.addr ? { store: `${coupon.pharmacyName}, ${coupon.addr}` } : {}),
    ...(checked ? { checked: COUPON_STRINGS[lang].checked(checked) } : {}),
  };
}

/** The coupon e-mail: what to show the pharmacist, as HTML and as plain text. Every value escaped. */
export function couponEmail(coupon: Coupon, lang: MessageLang = 'en'): { subject: string; html: string; text: string } {
  const t = COUPON_STRINGS[lang];
  const price = formatPrice(coupon.price);
  const link = couponPageUrl(coupon, lang);
  const { store, checked } = whereAndWhen(coupon, lang);
  const drug = `${coupon.ln} ${coupon.dosage} ${coupon.form}, ${coupon.qty}`;
  const subject = t.subject(coupon.ln, price, coupon.pharmacyName);
  const codes: [string, string][] = [['BIN', coupon.rxBin], ['PCN', coupon.rxPcn], [t.group, coupon.rxGroup], [t.memberId, coupon.memberId]];
  const bodyHtml = `<p style="margin:0 0 12px;">${escapeHtml(t.showAt(coupon.pharmacyName))}</p>
<p style="margin:0 0 4px;font-size:28px;font-weight:bold;color:#0b6e4f;">${escapeHtml(price)}</p>
<p style="margin:0 0 16px;">${escapeHtml(drug)}</p>
${store ? `<p style="margin:0 0 4px;">${escapeHtml(t.pharmacy)}: ${escapeHtml(store)}</p>\n` : ''}${checked ? `<p style="margin:0 0 16px;">${escapeHtml(checked)}</p>\n` : ''}<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="color:#0b6e4f;font-weight:bold;">${escapeHtml(t.openLink)}</a>${escapeHtml(t.openLinkRest)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${codes.map(([l, v]) => row(l, v)).join('')}</table>
<p style="margin:0 0 4px;">${escapeHtml(t.servicePhone)}: ${escapeHtml(coupon.servicePhone)}</p>
<p style="margin:0;">${escapeHtml(t.helpdeskPhone)}: ${escapeHtml(coupon.helpdeskPhone)}</p>`;
  const footerHtml = `<p style="margin:0 0 8px;">${escapeHtml(t.disclaimer)}</p>
<p style="margin:0;">${escapeHtml(t.whyYouGotIt)}</p>`;
  const text = [
    t.showAt(coupon.pharmacyName),
    '',
    `${price} - ${drug}`,
    ...(store ? [`${t.pharmacy}: ${store}`] : []),
    ...(checked ? [checked] : []),
    '',
    `${t.openLink}: ${link}`,
    '',
    ...codes.map(([l, v]) => `${l}: ${v}`),
    '',
    `${t.servicePhone}: ${coupon.servicePhone}`,
    `${t.helpdeskPhone}: ${coupon.helpdeskPhone}`,
    '',
    t.disclaimer,
    t.whyYouGotIt,
  ].join('\n');
  return { subject, html: emailLayout({ title: t.title(coupon.ln), bodyHtml, footerHtml, lang }), text };
}

/**
 * The coupon SMS: the claim codes first (enough at the counter without a data connection), then
 * the store's address, the check time and the link to the live coupon. The link makes it a few
 * segments long; it is the coupon's own signed fields, with no personal data.
 */
export function couponSms(coupon: Coupon, lang: MessageLang = 'en'): string {
  const t = COUPON_STRINGS[lang];
  const checked = checkedAtText(coupon.at, lang);
  const at = coupon.addr ? `${coupon.pharmacyName}, ${coupon.addr}` : coupon.pharmacyName;
  return `${t.smsHead}: ${coupon.ln} ${coupon.dosage} ${coupon.qty} ${formatPrice(coupon.price)} ${t.smsAt} ${at}${checked ? ` (${t.smsChecked(checked)})` : ''}. BIN ${coupon.rxBin} PCN ${coupon.rxPcn} GRP ${coupon.rxGroup} ID ${coupon.memberId}. ${t.smsLink}: ${couponPageUrl(coupon, lang)} ${t.smsFoot}`;
}
