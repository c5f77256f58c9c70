import type { MailShipping } from '../../../../shared/contracts/prices';
import { formatPrice } from '../../../../shared/validation';
import type { Translate } from '../../i18n/use-t';

/**
 * A mail-order row's shipping as the visitor reads it, in the page's language: cost and delivery
 * time where the PBM states them, "estimated" when they are modelled, and what to do when it does
 * not say.
 */
export function shippingText(t: Translate, shipping: MailShipping | undefined): string {
  if (!shipping) return t('mail.shipping.unknown');
  const cost = shipping.costUsd === 0 ? t('mail.shipping.free') : formatPrice(shipping.costUsd);
  const { minBusinessDays: min, maxBusinessDays: max } = shipping;
  const days = min === max ? t('mail.shipping.days', { min }) : t('mail.shipping.dayRange', { min, max });
  return shipping.source.kind === 'modelled' ? t('mail.shipping.estimated', { cost, days }) : t('mail.shipping.stated', { cost, days, asOf: shipping.source.asOf });
}
