import { BRAND } from '../../../../shared/brand';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { formatPrice } from '../../../../shared/validation';
import { emailLayout, escapeHtml } from '../html';

export const COUPON_DISCLAIMER = `This is a discount program, NOT insurance. The pharmacy gives the exact price at the counter; prices can change. ${BRAND.name} is free to use.`;

const row = (label: string, value: string) =>
  `<tr><td style="padding:4px 12px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`;

/** The coupon e-mail: what to show the pharmacist, as HTML and as plain text. Every value escaped. */
export function couponEmail(coupon: Coupon): { subject: string; html: string; text: string } {
  const price = formatPrice(coupon.price);
  const drug = `${coupon.ln} ${coupon.dosage} ${coupon.form}, ${coupon.qty}`;
  const subject = `Your ${BRAND.name} coupon: ${coupon.ln} for ${price} at ${coupon.pharmacyName}`;
  const codes: [string, string][] = [['BIN', coupon.rxBin], ['PCN', coupon.rxPcn], ['Group', coupon.rxGroup], ['Member ID', coupon.memberId]];
  const bodyHtml = `<p style="margin:0 0 12px;">Show this smart coupon at ${escapeHtml(coupon.pharmacyName)} to claim your savings.</p>
<p style="margin:0 0 4px;font-size:28px;font-weight:bold;color:#0b6e4f;">${escapeHtml(price)}</p>
<p style="margin:0 0 16px;">${escapeHtml(drug)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${codes.map(([l, v]) => row(l, v)).join('')}</table>
<p style="margin:0 0 4px;">Questions about the coupon: ${escapeHtml(coupon.servicePhone)}</p>
<p style="margin:0;">Pharmacist help desk: ${escapeHtml(coupon.helpdeskPhone)}</p>`;
  const footerHtml = `<p style="margin:0 0 8px;">${escapeHtml(COUPON_DISCLAIMER)}</p>
<p style="margin:0;">You get this e-mail because someone asked ${escapeHtml(BRAND.name)} to send this coupon to this address. If it wasn't you, ignore it: we send nothing else and keep no list.</p>`;
  const text = [
    `Show this smart coupon at ${coupon.pharmacyName} to claim your savings.`,
    '',
    `${price} - ${drug}`,
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

/** The coupon SMS: short (about two segments), the claim codes first. */
export function couponSms(coupon: Coupon): string {
  return `${BRAND.name} coupon: ${coupon.ln} ${coupon.dosage} ${coupon.qty} ${formatPrice(coupon.price)} at ${coupon.pharmacyName}. BIN ${coupon.rxBin} PCN ${coupon.rxPcn} GRP ${coupon.rxGroup} ID ${coupon.memberId}. Not insurance. Reply STOP to opt out.`;
}
