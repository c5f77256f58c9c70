import type { MailShipping } from '../../../../shared/contracts/prices';
import { formatPrice } from '../../../../shared/validation';

/**
 * A mail-order row's shipping as the visitor reads it: cost and delivery time where the PBM states
 * them, "estimated" when they are modelled, and what to do when it does not say.
 */
export function shippingText(shipping: MailShipping | undefined): string {
  if (!shipping) return 'Shipping cost and delivery time: ask the pharmacy when you order';
  const cost = shipping.costUsd === 0 ? 'free' : formatPrice(shipping.costUsd);
  const { minBusinessDays: min, maxBusinessDays: max } = shipping;
  const days = min === max ? `${min} business ${min === 1 ? 'day' : 'days'}` : `${min}–${max} business days`;
  const label = shipping.source.kind === 'modelled' ? ' (estimated)' : ` (as stated ${shipping.source.asOf})`;
  return `Shipping ${cost}, delivery in ${days}${label}`;
}
