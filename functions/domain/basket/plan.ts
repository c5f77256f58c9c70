import type { BasketAnswer, BasketPlan } from '../../../shared/contracts/basket';
import type { Coupon } from '../../../shared/contracts/coupon';
import type { BasketMessage } from '../messaging/templates/basket';

/**
 * The coupons of one plan of a priced list, as the coupon page and e-mail take them (the signed
 * fields, unchanged): the cheapest pharmacy that prices every item (or, when none does, the one
 * that prices the most), the cheapest split, or the mail-order service. Undefined: the plan has no coupon.
 */
export function planCoupons(a: BasketAnswer, plan: BasketPlan): BasketMessage | undefined {
  const drug = new Map(a.items.map((i) => [i.ndc, i]));
  const coupon = (i: BasketAnswer['pharmacies'][number]['items'][number], pharmacyName: string, addr?: string): Coupon => {
    const d = drug.get(i.ndc)!;
    return {
      pharmacyName, price: i.price, ln: d.drugName, qty: d.quantityToDisplay, form: d.form, dosage: d.strength,
      rxBin: i.rxBin, rxPcn: i.rxPcn, rxGroup: i.rxGroup, memberId: i.memberId, servicePhone: i.servicePhone, helpdeskPhone: i.helpdeskPhone,
      ...(addr !== undefined ? { addr, at: i.checkedAt } : {}), nd: d.ndc, sig: i.couponSig,
    };
  };
  const best = a.pharmacies[0];
  const chosen =
    plan === 'split' ? { items: a.cheapestSplit.items.map((i) => ({ i, c: coupon(i, i.pharmacyName, i.address) })), total: a.cheapestSplit.total }
    : plan === 'mail-order' ? a.mailOrder && { items: a.mailOrder.items.map((i) => ({ i, c: coupon(i, a.mailOrder!.pharmacyName) })), total: a.mailOrder.total }
    : best && { items: best.items.map((i) => ({ i, c: coupon(i, best.pharmacyName, best.address) })), total: best.total };
  if (!chosen?.items.length) return undefined;
  const coupons = chosen.items.map(({ c }) => c);
  const total = chosen.total;
  const priced = new Set(chosen.items.map(({ i }) => i.ndc));
  const notPriced = a.items.filter((i) => !priced.has(i.ndc)).map((i) => `${i.drugName} ${i.strength}, ${i.quantityToDisplay}`);
  return { coupons, total, notPriced };
}
