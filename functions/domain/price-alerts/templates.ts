import { BRAND } from '../../../shared/brand';
import { formatPrice } from '../../../shared/validation';
import { emailLayout, escapeHtml } from '../messaging/html';
import type { MessageLang, PerLang } from '../messaging/language';

export interface AlertWatch {
  drugName: string;
  quantity: number;
  zip: string;
}

export interface AlertLinks {
  confirm?: string;
  unsubscribe: string;
  prices: string;
}

/** The words of the price-alert messages, per language (each template below is written once). */
export const PRICE_ALERT_STRINGS = {
  en: {
    what: (w: AlertWatch) => `${w.drugName} (quantity ${w.quantity}) near ${w.zip}`,
    stopLink: 'Stop these alerts',
    stopLinkRest: ' with one click.',
    confirmSubject: (drug: string) => `Confirm your ${BRAND.name} price alert for ${drug}`,
    confirmTitle: 'Confirm your price alert',
    confirmAsk: (what: string) => `Please confirm that you want an e-mail when the price of ${what} drops.`,
    confirmAskText: (what: string) => `Confirm that you want an e-mail when the price of ${what} drops`,
    confirmButton: 'Confirm price alert',
    notYou: 'If you did not ask for this, ignore this e-mail: without confirmation we send nothing more.',
    notYouText: 'If you did not ask for this, ignore this e-mail.',
    confirmSms: (drug: string, link: string) => `${BRAND.name}: confirm price-drop texts for ${drug}: ${link} Reply STOP to opt out.`,
    dropSubject: (drug: string, price: string, zip: string) => `${drug} is now ${price} near ${zip}`,
    dropTitle: (drug: string) => `${drug} price drop`,
    dropFrom: (what: string, from: string) => `The lowest coupon price of ${what} dropped from ${from} to`,
    dropText: (what: string, from: string, to: string) => `The lowest coupon price of ${what} dropped from ${from} to ${to}.`,
    dropButton: 'See prices and get the coupon',
    seePrices: 'See prices',
    notInsurance: 'This is a discount program, NOT insurance; the pharmacy gives the exact price.',
    notInsuranceText: 'Not insurance; the pharmacy gives the exact price.',
    dropSms: (drug: string, price: string, zip: string, prices: string, stop: string) => `${BRAND.name}: ${drug} now ${price} near ${zip}. ${prices} Stop alerts: ${stop}`,
  },
  es: {
    what: (w: AlertWatch) => `${w.drugName} (cantidad ${w.quantity}) cerca de ${w.zip}`,
    stopLink: 'Cancele estas alertas',
    stopLinkRest: ' con un clic.',
    confirmSubject: (drug: string) => `Confirme su alerta de precio de ${BRAND.name} para ${drug}`,
    confirmTitle: 'Confirme su alerta de precio',
    confirmAsk: (what: string) => `Confirme que desea recibir un correo cuando baje el precio de ${what}.`,
    confirmAskText: (what: string) => `Confirme que desea recibir un correo cuando baje el precio de ${what}`,
    confirmButton: 'Confirmar la alerta de precio',
    notYou: 'Si usted no lo pidió, ignore este correo: sin su confirmación no enviaremos nada más.',
    notYouText: 'Si usted no lo pidió, ignore este correo.',
    confirmSms: (drug: string, link: string) => `${BRAND.name}: confirme las alertas de precio de ${drug}: ${link} Responda ALTO para cancelar.`,
    dropSubject: (drug: string, price: string, zip: string) => `${drug} ahora cuesta ${price} cerca de ${zip}`,
    dropTitle: (drug: string) => `Bajó el precio de ${drug}`,
    dropFrom: (what: string, from: string) => `El precio más bajo con cupón de ${what} bajó de ${from} a`,
    dropText: (what: string, from: string, to: string) => `El precio más bajo con cupón de ${what} bajó de ${from} a ${to}.`,
    dropButton: 'Ver precios y obtener el cupón',
    seePrices: 'Ver precios',
    notInsurance: 'Este es un programa de descuentos, NO un seguro; la farmacia le da el precio exacto.',
    notInsuranceText: 'No es un seguro; la farmacia le da el precio exacto.',
    dropSms: (drug: string, price: string, zip: string, prices: string, stop: string) => `${BRAND.name}: ${drug} ahora ${price} cerca de ${zip}. ${prices} Cancelar alertas: ${stop}`,
  },
} satisfies PerLang<unknown>;

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>`;

const unsubscribeFooter = (links: AlertLinks, lang: MessageLang) => {
  const t = PRICE_ALERT_STRINGS[lang];
  return `<p style="margin:0;"><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t.stopLink)}</a>${escapeHtml(t.stopLinkRest)}</p>`;
};

export function alertConfirmationEmail(w: AlertWatch, links: Required<AlertLinks>, lang: MessageLang = 'en') {
  const t = PRICE_ALERT_STRINGS[lang];
  const what = t.what(w);
  const bodyHtml = `<p style="margin:0 0 16px;">${escapeHtml(t.confirmAsk(what))}</p>
<p style="margin:0 0 16px;">${button(links.confirm, t.confirmButton)}</p>
<p style="margin:0;">${escapeHtml(t.notYou)}</p>`;
  return {
    subject: t.confirmSubject(w.drugName),
    html: emailLayout({ title: t.confirmTitle, bodyHtml, footerHtml: unsubscribeFooter(links, lang), lang }),
    text: `${t.confirmAskText(what)}: ${links.confirm}\n\n${t.notYouText}\n${t.stopLink}: ${links.unsubscribe}`,
  };
}

export function alertConfirmationSms(w: AlertWatch, links: Required<AlertLinks>, lang: MessageLang = 'en'): string {
  return PRICE_ALERT_STRINGS[lang].confirmSms(w.drugName, links.confirm);
}

export function priceDropEmail(w: AlertWatch, oldPrice: number, newPrice: number, links: AlertLinks, lang: MessageLang = 'en') {
  const t = PRICE_ALERT_STRINGS[lang];
  const what = t.what(w);
  const bodyHtml = `<p style="margin:0 0 12px;">${escapeHtml(t.dropFrom(what, formatPrice(oldPrice)))}</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;color:#0b6e4f;">${escapeHtml(formatPrice(newPrice))}</p>
<p style="margin:0 0 16px;">${button(links.prices, t.dropButton)}</p>
<p style="margin:0;">${escapeHtml(t.notInsurance)}</p>`;
  return {
    subject: t.dropSubject(w.drugName, formatPrice(newPrice), w.zip),
    html: emailLayout({ title: t.dropTitle(w.drugName), bodyHtml, footerHtml: unsubscribeFooter(links, lang), lang }),
    text: `${t.dropText(what, formatPrice(oldPrice), formatPrice(newPrice))}\n${t.seePrices}: ${links.prices}\n\n${t.notInsuranceText}\n${t.stopLink}: ${links.unsubscribe}`,
  };
}

export function priceDropSms(w: AlertWatch, newPrice: number, links: AlertLinks, lang: MessageLang = 'en'): string {
  return PRICE_ALERT_STRINGS[lang].dropSms(w.drugName, formatPrice(newPrice), w.zip, links.prices, links.unsubscribe);
}
