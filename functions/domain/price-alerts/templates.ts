import { BRAND } from '../../../shared/brand';
import { formatPrice } from '../../../shared/validation';
import { emailLayout, escapeHtml } from '../messaging/html';

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

const what = (w: AlertWatch) => `${w.drugName} (quantity ${w.quantity}) near ${w.zip}`;

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>`;

const unsubscribeFooter = (links: AlertLinks) => `<p style="margin:0;"><a href="${escapeHtml(links.unsubscribe)}">Stop these alerts</a> with one click.</p>`;

export function alertConfirmationEmail(w: AlertWatch, links: Required<AlertLinks>) {
  const bodyHtml = `<p style="margin:0 0 16px;">Please confirm that you want an e-mail when the price of ${escapeHtml(what(w))} drops.</p>
<p style="margin:0 0 16px;">${button(links.confirm, 'Confirm price alert')}</p>
<p style="margin:0;">If you did not ask for this, ignore this e-mail: without confirmation we send nothing more.</p>`;
  return {
    subject: `Confirm your ${BRAND.name} price alert for ${w.drugName}`,
    html: emailLayout({ title: 'Confirm your price alert', bodyHtml, footerHtml: unsubscribeFooter(links) }),
    text: `Confirm that you want an e-mail when the price of ${what(w)} drops: ${links.confirm}\n\nIf you did not ask for this, ignore this e-mail.\nStop these alerts: ${links.unsubscribe}`,
  };
}

export function alertConfirmationSms(w: AlertWatch, links: Required<AlertLinks>): string {
  return `${BRAND.name}: confirm price-drop texts for ${w.drugName}: ${links.confirm} Reply STOP to opt out.`;
}

export function priceDropEmail(w: AlertWatch, oldPrice: number, newPrice: number, links: AlertLinks) {
  const bodyHtml = `<p style="margin:0 0 12px;">The lowest coupon price of ${escapeHtml(what(w))} dropped from ${escapeHtml(formatPrice(oldPrice))} to</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;color:#0b6e4f;">${escapeHtml(formatPrice(newPrice))}</p>
<p style="margin:0 0 16px;">${button(links.prices, 'See prices and get the coupon')}</p>
<p style="margin:0;">This is a discount program, NOT insurance; the pharmacy gives the exact price.</p>`;
  return {
    subject: `${w.drugName} is now ${formatPrice(newPrice)} near ${w.zip}`,
    html: emailLayout({ title: `${w.drugName} price drop`, bodyHtml, footerHtml: unsubscribeFooter(links) }),
    text: `The lowest coupon price of ${what(w)} dropped from ${formatPrice(oldPrice)} to ${formatPrice(newPrice)}.\nSee prices: ${links.prices}\n\nNot insurance; the pharmacy gives the exact price.\nStop these alerts: ${links.unsubscribe}`,
  };
}

export function priceDropSms(w: AlertWatch, newPrice: number, links: AlertLinks): string {
  return `${BRAND.name}: ${w.drugName} now ${formatPrice(newPrice)} near ${w.zip}. ${links.prices} Stop alerts: ${links.unsubscribe}`;
}
