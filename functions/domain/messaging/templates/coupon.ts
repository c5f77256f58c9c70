import { BRAND } from '../../../../shared/brand';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { couponHref } from '../../../../shared/coupon-link';
import { formatPrice } from '../../../../shared/validation';
import { emailLayout, escapeHtml } from '../html';
import { siteUrl } from '../names';

export const COUPON_DISCLAIMER = `This is a discount program, NOT insurance. The pharmacy gives the exact price at the counter; prices can change. ${BRAND.name} is free to use.`;

const row = (label: string, value: string) =>
  `<tr><td style="padding:4px 12px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`;

/**
 * The live coupon page for this coupon on our own origin (SITE_URL, never a request header): the
 * signed coupon fields only, so the link carries no e-mail address or phone number.
 */
export const couponPageUrl = (coupon: Coupon): string => `${siteUrl()}${couponHref(coupon, '')}`;

/** 'Mar 3, 2026, 2:15 PM UTC': the server does not know the reader's time zone, so it says which one it uses. */
export function checkedAtText(at: string | undefined): string | undefined {
  if (!at) return undefined;
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return undefined;
  return `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(when)} UTC`;
}

/** The store line and the freshness line a message gives, when the coupon carries them. */
function whereAndWhen(coupon: Coupon): { store?: string; checked?: string } {
  const checked = checkedAtText(coupon.at);
  return {
    ...(coupon.addr ? { store: `${coupon.pharmacyName}, ${coupon.addr}` } : {}),
    ...(checked ? { checked: `Price checked ${checked}. The pharmacy gives the exact price at the counter.` } : {}),
  };
}

/** The coupon e-mail: what to show the pharmacist, as HTML and as plain text. Every value escaped. */
export function couponEmail(coupon: Coupon): { subject: string; html: string; text: string } {
  const price = formatPrice(coupon.price);
  const link = couponPageUrl(coupon);
  const { store, checked } = whereAndWhen(coupon);
  const drug = `${coupon.ln} ${coupon.dosage} ${coupon.form}, ${coupon.qty}`;
  const subject = `Your ${BRAND.name} coupon: ${coupon.ln} for ${price} at ${coupon.pharmacyName}`;
  const codes: [string, string][] = [['BIN', coupon.rxBin], ['PCN', coupon.rxPcn], ['Group', coupon.rxGroup], ['Member ID', coupon.memberId]];
  const bodyHtml = `<p style="margin:0 0 12px;">Show this smart coupon at ${escapeHtml(coupon.pharmacyName)} to claim your savings.</p>
<p style="margin:0 0 4px;font-size:28px;font-weight:bold;color:#0b6e4f;">${escapeHtml(price)}</p>
<p style="margin:0 0 16px;">${escapeHtml(drug)}</p>
${store ? `<p style="margin:0 0 4px;">Pharmacy: ${escapeHtml(store)}</p>\n` : ''}${checked ? `<p style="margin:0 0 16px;">${escapeHtml(checked)}</p>\n` : ''}<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="color:#0b6e4f;font-weight:bold;">Open your coupon</a> to show it at the counter or see today's price.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${codes.map(([l, v]) => row(l, v)).join('')}</table>
<p style="margin:0 0 4px;">Questions about the coupon: ${escapeHtml(coupon.servicePhone)}</p>
<p style="margin:0;">Pharmacist help desk: ${escapeHtml(coupon.helpdeskPhone)}</p>`;
  const footerHtml = `<p style="margin:0 0 8px;">${escapeHtml(COUPON_DISCLAIMER)}</p>
<p style="margin:0;">You get this e-mail because someone asked ${escapeHtml(BRAND.name)} to send this coupon to this address. If it wasn't you, ignore it: we send nothing else and keep no list.</p>`;
  const text = [
    `Show this smart coupon at ${coupon.pharmacyName} to claim your savings.`,
    '',
    `${price} - ${drug}`,
    ...(store ? [`Pharmacy: ${store}`] : []),
    ...(checked ? [checked] : []),
    '',
    `Open your coupon: ${link}`,
    '',
    ...codes.map(([l, v]) => `${l}: ${v}`),
    '',
    `Questions about the coupon: ${coupon.servicePhone}`,
    `Pharmacist help desk: ${coupon.helpdeskPhone}`,
    '',
    COUPON_DISCLAIMER,
    `You get this e-mail because someone asked ${BRAND.name} to send this coupon to this address. If it wasn't you, ignore it: we send nothing else and keep no list.`,
  ].join('\n');
  return { subject, html: emailLayout({ title: `Your ${coupon.ln} coupon`, bodyHtml, footerHtml }), text };
}

/**
 * The coupon SMS: the claim codes first (enough at the counter without a data connection), then
 * the store's address, the check time and the link to the live coupon. The link makes it a few
 * segments long; it is the coupon's own signed fields, with no personal data.
 */
export function couponSms(coupon: Coupon): string {
  const checked = checkedAtText(coupon.at);
  const at = coupon.addr ? `${coupon.pharmacyName}, ${coupon.addr}` : coupon.pharmacyName;
  return `${BRAND.name} coupon: ${coupon.ln} ${coupon.dosage} ${coupon.qty} ${formatPrice(coupon.price)} at ${at}${checked ? ` (price checked ${checked})` : ''}. BIN ${coupon.rxBin} PCN ${coupon.rxPcn} GRP ${coupon.rxGroup} ID ${coupon.memberId}. Coupon: ${couponPageUrl(coupon)} Not insurance. Reply STOP to opt out.`;
}
