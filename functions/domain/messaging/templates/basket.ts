import { BRAND } from '../../../../shared/brand';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { formatPrice } from '../../../../shared/validation';
import { emailLayout, escapeHtml } from '../html';
import type { MessageLang, PerLang } from '../language';
import { checkedAtText, COUPON_STRINGS, couponPageUrl } from './coupon';

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

/**
 * The words of the basket e-mail, per language (the template below is written once). The words it
 * shares with the coupon e-mail (pharmacy, codes, phones, disclaimer) are COUPON_STRINGS'.
 */
export const BASKET_STRINGS = {
  en: {
    subject: (count: number, total: string) => `Your ${BRAND.name} coupons: ${count === 1 ? '1 coupon' : `${count} coupons`}, ${total} in all`,
    title: `Your ${BRAND.name} coupons`,
    showEach: 'Show each coupon at the pharmacy named on it.',
    total: 'Total',
    notPriced: 'Not priced near your zip code',
    checked: (when: string) => `Price checked ${when}.`,
    open: 'Open this coupon',
    whyYouGotIt: `You get this e-mail because someone asked ${BRAND.name} to send this list of coupons to this address. If it wasn't you, ignore it: we send nothing else and keep no list.`,
  },
  es: {
    subject: (count: number, total: string) => `Sus cupones de ${BRAND.name}: ${count === 1 ? '1 cupón' : `${count} cupones`}, ${total} en total`,
    title: `Sus cupones de ${BRAND.name}`,
    showEach: 'Muestre cada cupón en la farmacia que aparece en él.',
    total: 'Total de su lista',
    notPriced: 'Sin precio cerca de su código postal',
    checked: (when: string) => `Precio verificado el ${when}.`,
    open: 'Abrir este cupón',
    whyYouGotIt: `Recibe este correo porque alguien le pidió a ${BRAND.name} que enviara esta lista de cupones a esta dirección. Si no fue usted, ignórelo: no enviamos nada más ni guardamos ninguna lista.`,
  },
} satisfies PerLang<unknown>;

const drugLine = (c: Coupon) => `${c.ln} ${c.dosage} ${c.form}, ${c.qty}`;
const storeLine = (c: Coupon) => (c.addr ? `${c.pharmacyName}, ${c.addr}` : c.pharmacyName);
/** BIN and PCN are named the same in both languages; the Spanish group and member ID keep the English name beside them for the pharmacist. */
const codesLine = (c: Coupon, lang: MessageLang) => `BIN ${c.rxBin} · PCN ${c.rxPcn} · ${COUPON_STRINGS[lang].group} ${c.rxGroup} · ${COUPON_STRINGS[lang].memberId} ${c.memberId}`;

export function basketEmail({ coupons, total, notPriced }: BasketMessage, lang: MessageLang = 'en'): { subject: string; html: string; text: string } {
  const t = BASKET_STRINGS[lang];
  const c0 = COUPON_STRINGS[lang];
  const subject = t.subject(coupons.length, formatPrice(total));
  const blocks = coupons.map((c) => {
    const checked = checkedAtText(c.at, lang);
    return `<div style="margin:0 0 20px;padding:12px;border:1px solid #e4e7eb;border-radius:6px;">
<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(drugLine(c))}</p>
<p style="margin:0 0 4px;font-size:22px;font-weight:bold;color:#0b6e4f;">${escapeHtml(formatPrice(c.price))}</p>
<p style="margin:0 0 4px;">${escapeHtml(c0.pharmacy)}: ${escapeHtml(storeLine(c))}</p>
<p style="margin:0 0 4px;">${escapeHtml(codesLine(c, lang))}</p>
${checked ? `<p style="margin:0 0 4px;">${escapeHtml(t.checked(checked))}</p>\n` : ''}<p style="margin:0 0 4px;">${escapeHtml(c0.servicePhone)}: ${escapeHtml(c.servicePhone)} · ${escapeHtml(c0.helpdeskPhone)}: ${escapeHtml(c.helpdeskPhone)}</p>
<p style="margin:0;"><a href="${escapeHtml(couponPageUrl(c, lang))}" style="color:#0b6e4f;font-weight:bold;">${escapeHtml(t.open)}</a></p>
</div>`;
  });
  const missing = notPriced.length ? `<p style="margin:0 0 16px;">${escapeHtml(t.notPriced)}: ${escapeHtml(notPriced.join('; '))}.</p>\n` : '';
  const bodyHtml = `<p style="margin:0 0 16px;">${escapeHtml(t.showEach)} ${escapeHtml(t.total)}: <strong>${escapeHtml(formatPrice(total))}</strong>.</p>
${missing}${blocks.join('\n')}`;
  const footerHtml = `<p style="margin:0 0 8px;">${escapeHtml(c0.disclaimer)}</p>\n<p style="margin:0;">${escapeHtml(t.whyYouGotIt)}</p>`;
  const text = [
    `${t.showEach} ${t.total}: ${formatPrice(total)}.`,
    ...(notPriced.length ? [`${t.notPriced}: ${notPriced.join('; ')}.`] : []),
    '',
    ...coupons.flatMap((c) => {
      const checked = checkedAtText(c.at, lang);
      return [
        `${drugLine(c)}: ${formatPrice(c.price)}`, `${c0.pharmacy}: ${storeLine(c)}`, codesLine(c, lang), ...(checked ? [t.checked(checked)] : []),
        `${c0.servicePhone}: ${c.servicePhone}. ${c0.helpdeskPhone}: ${c.helpdeskPhone}`, `${t.open}: ${couponPageUrl(c, lang)}`, '',
      ];
    }),
    c0.disclaimer,
    t.whyYouGotIt,
  ].join('\n');
  return { subject, html: emailLayout({ title: t.title, bodyHtml, footerHtml, lang }), text };
}
