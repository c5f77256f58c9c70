import type { ResponseOf } from '../../../shared/contract';
import type { BasketAnswer, BasketPricedItem, couponApiBasketContract } from '../../../shared/contracts/basket';
import { markReusable } from '../../lib/reusable-body';
import { toCents } from '../coupon-api/prices';

const item = (i: BasketPricedItem) => ({
  ndc: i.ndc, priceCents: toCents(i.price), priceBasis: i.priceBasis, pbm: i.pbm, checkedAt: i.checkedAt, couponSig: i.couponSig,
  coupon: { rxBin: i.rxBin, rxPcn: i.rxPcn, rxGroup: i.rxGroup, memberId: i.memberId, servicePhone: i.servicePhone, helpdeskPhone: i.helpdeskPhone },
});

type CouponApiBasket = ResponseOf<typeof couponApiBasketContract>;

/** Each reused site answer's API shape, made once (the site's answer is reused unchanged: basket-cache.ts). */
const shaped = new WeakMap<BasketAnswer, CouponApiBasket>();

/** The site's basket answer in the Coupon API's shape: money in integer cents (totals are sums of the items' cents). */
export function couponApiBasket(a: BasketAnswer): CouponApiBasket {
  let out = shaped.get(a);
  if (!out) shaped.set(a, (out = markReusable(shape(a))));
  return out;
}

function shape(a: BasketAnswer): CouponApiBasket {
  return {
    zip: a.zip,
    items: a.items,
    pharmacies: a.pharmacies.map((p) => ({
      npi: p.npi, pharmacyName: p.pharmacyName, chain: p.chain, address: p.address, distanceMiles: p.distance, totalCents: toCents(p.total), items: p.items.map(item), missing: p.missing,
    })),
    cheapestSplit: {
      totalCents: toCents(a.cheapestSplit.total),
      savingCents: a.cheapestSplit.saving === null ? null : toCents(a.cheapestSplit.saving),
      items: a.cheapestSplit.items.map((i) => ({ ...item(i), npi: i.npi, pharmacyName: i.pharmacyName, address: i.address, distanceMiles: i.distance })),
    },
    ...(a.mailOrder ? { mailOrder: { npi: a.mailOrder.npi, pharmacyName: a.mailOrder.pharmacyName, totalCents: toCents(a.mailOrder.total), items: a.mailOrder.items.map(item) } } : {}),
    notPricedNearby: a.notPricedNearby,
    checking: a.checking,
  };
}
