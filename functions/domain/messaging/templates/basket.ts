import { BRAND } from '../../../../shared/brand';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { formatPrice } from '../../../../shared/validation';
import { emailLayout, escapeHtml } from '../html';
import { checkedAtText, COUPON_STRINGS, couponPageUrl } from './coupon';

const COUPON_DISCLAIMER = COUPON_STRINGS.en.disclaimer;

/**
 * The "My medicines" e-mail: every coupon of the list's plan in one message, built with the coupon
 * e-mail's helpers (the live coupon link, the check time, the disclaimer). It carries only what
 * the engine issued (signed coupons, their pharmacy and drug): nothing the visitor typed.
 */
export interface BasketMessage {
  /** The plan's coupons, one per item, in the list's order. */
  coupons: Coupon[];
  total: number;
  /** Items no pharmacy near the zip prices, as "Drug strength, quantity". */
  notPriced: string[];
}

const drugLine = (c: Coupon) => `${c.ln} ${c.dosage} ${c.form}, ${c.qty}`;
const storeLine = (c: Coupon) => (c.addr ? `${c.pharmacyName}, ${c.addr}` : c.pharmacyName);
const codesLine = (c: Coupon) => `BIN ${c.rxBin} · PCN ${c.rxPcn} · Group ${c.rxGroup} · Member ID ${c.memberId}`;
const WHY = `You get this e-mail because someone asked ${BRAND.name} to send this list of coupons to this address. If it wasn't you, ignore it: we send nothing else and keep no list.`;

export function basketEmail({ coupons, total, notPriced }: BasketMessage): { subject: string; html: string; text: string } {
  const count = coupons.length === 1 ? '1 coupon' : `${coupons.length} coupons`;
  const subject = `Your ${BRAND.name} coupons: ${count}, ${formatPrice(total)} in all`;
  const blocks = coupons.map((c) => {
    const checked = checkedAtText(c.at);
    return `<div style="margin:0 0 20px;padding:12px;border:1px solid #e4e7eb;border-radius:6px;">
<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(drugLine(c))}</p>
<p style="margin:0 0 4px;font-size:22px;font-weight:bold;color:#0b6e4f;">${escapeHtml(formatPrice(c.price))}</p>
<p style="margin:0 0 4px;">Pharmacy: ${escapeHtml(storeLine(c))}</p>
<p style="margin:0 0 4px;">${escapeHtml(codesLine(c))}</p>
${checked ? `<p style="margin:0 0 4px;">Price checked ${escapeHtml(checked)}.</p>\n` : ''}<p style="margin:0 0 4px;">Questions about the coupon: ${escapeHtml(c.servicePhone)} · Pharmacist help desk: ${escapeHtml(c.helpdeskPhone)}</p>
<p style="margin:0;"><a href="${escapeHtml(couponPageUrl(c))}" style="color:#0b6e4f;font-weight:bold;">Open this coupon</a></p>
</div>`;
  });
  const missing = notPriced.length ? `<p style="margin:0 0 16px;">Not priced near your zip code: ${escapeHtml(notPriced.join('; '))}.</p>\n` : '';
  const bodyHtml = `<p style="margin:0 0 16px;">Show each coupon at the pharmacy named on it. Total: <strong>${escapeHtml(formatPrice(total))}</strong>.</p>
${missing}${blocks.join('\n')}`;
  const footerHtml = `<p style="margin:0 0 8px;">${escapeHtml(COUPON_DISCLAIMER)}</p>\n<p style="margin:0;">${escapeHtml(WHY)}</p>`;
  const text = [
    `Show each coupon at the pharmacy named on it. Total: ${formatPrice(total)}.`,
    ...(notPriced.length ? [`Not priced near your zip code: ${notPriced.join('; ')}.`] : []),
    '',
    ...coupons.flatMap((c) => {
      const checked = checkedAtText(c.at);
      return [
        `${drugLine(c)}: ${formatPrice(c.price)}`, `Pharmacy: ${storeLine(c)}`, codesLine(c), ...(checked ? [`Price checked ${checked}.`] : []),
        `Questions about the coupon: ${c.servicePhone}. Pharmacist help desk: ${c.helpdeskPhone}`, `Open this coupon: ${couponPageUrl(c)}`, '',
      ];
    }),
    COUPON_DISCLAIMER,
    WHY,
  ].join('\n');
  return { subject, html: emailLayout({ title: `Your ${BRAND.name} coupons`, bodyHtml, footerHtml }), text };
}
