import { BASKET_LIMITS, type BasketAnswer, type BasketPricedItem } from '../../../shared/contracts/basket';
import { listDrugGroups } from '../catalog/drug-repository';
import type { Pharmacy } from '../catalog/model';
import { HttpError } from '../../lib/errors';
import { markReusable } from '../../lib/reusable-body';
import { couponRowSigner, type CouponRowSigner } from '../pricing/coupon-signature';
import type { BestPrice } from '../pricing/engine';
import { describeDrug, locate, pharmacyAddress, quoteMailOrder, quoteNear, resolveNdc, shownMiles, type ResolvedDrug } from '../pricing/quote';
import { basketFor, basketKey, reusableBasket } from './basket-cache';
import { cheapestSplit, mailOrderPlan, pharmacyTotals, unpricedItems, type BasketStore, type ItemRows } from './totals';

export interface BasketInput {
  zip: string;
  items: { ndc: string; qty: number }[];
}

/** Each NDC as the catalog knows it; an unknown one is the caller's mistake (400), named with its place in the list. */
async function resolveItems(items: BasketInput['items']): Promise<ResolvedDrug[]> {
  if (items.length > BASKET_LIMITS.maxItems) throw new HttpError(400, 'invalid_input', `a list holds at most ${BASKET_LIMITS.maxItems} items`);
  return Promise.all(items.map(async (item, i) => {
    try {
      return await resolveNdc(item.ndc, item.qty);
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) throw new HttpError(400, 'unknown_ndc', `items[${i}]: NDC ${item.ndc} is not in the catalog.`);
      throw err;
    }
  }));
}

/** The drug page's row for a pharmacy's best price (same price, same claim codes, same coupon signature). */
function pricedItem(ndc: string, price: BestPrice, couponSig: string): BasketPricedItem {
  return {
    ndc, price: price.price, priceBasis: price.priceBasis, pbm: price.pbm, checkedAt: price.checkedAt, couponSig,
    rxBin: price.rxBin, rxPcn: price.rxPcn, rxGroup: price.rxGroup, memberId: price.memberId, servicePhone: price.servicePhone, helpdeskPhone: price.helpdeskPhone,
  };
}

const mailStore = (p: Pharmacy): BasketStore => ({ npi: p.npi, pharmacyName: p.name, chain: p.chain, address: pharmacyAddress(p), distance: 0 });

type Quotes = [Awaited<ReturnType<typeof quoteNear>>, Awaited<ReturnType<typeof quoteMailOrder>>][];

/**
 * The list priced near the zip: every item through quoteNear (page 1 of the priced set, as the drug
 * page asks it: the same cache entry) and quoteMailOrder, all at once, each row signed exactly as
 * the drug page (buildDrugDetails) and the mail-order route sign theirs. A list asked again while
 * those price answers are current is answered from memory (basket-cache.ts).
 */
export async function priceBasket(input: BasketInput): Promise<BasketAnswer> {
  const startedAt = Date.now();
  const [drugs, groups] = await Promise.all([resolveItems(input.items), listDrugGroups()]);
  const place = locate({ zip: input.zip });
  const key = await basketKey(place.zip, input.items);
  const reusable = reusableBasket(groups, key);
  if (reusable) return reusable;
  const [sign, quotes] = await Promise.all([
    couponRowSigner(),
    Promise.all(drugs.map((drug) => Promise.all([quoteNear(drug, place, { page: 1 }), quoteMailOrder(drug)]))),
  ]);
  return basketFor(groups, key, quotes.flat(), startedAt, () => markReusable(answer(input, drugs, quotes, sign, place.zip)));
}

function answer(input: BasketInput, drugs: ResolvedDrug[], quotes: Quotes, sign: CouponRowSigner, zip: string): BasketAnswer {
  const near: ItemRows[] = [];
  const mail: ItemRows[] = [];
  drugs.forEach((drug, i) => {
    const ndc = input.items[i]!.ndc;
    const selected = describeDrug(drug);
    const [nearQuote, mailQuote] = quotes[i]!;
    near.push({
      ndc,
      rows: nearQuote.prices.map(({ pharmacy, ...price }) => {
        const address = pharmacyAddress(pharmacy);
        const store = { npi: pharmacy.npi, pharmacyName: pharmacy.name, chain: pharmacy.chain, address, distance: shownMiles(pharmacy.distance) };
        return { store, item: pricedItem(ndc, price, sign(price, pharmacy.name, selected, { addr: address, at: price.checkedAt })) };
      }),
    });
    mail.push({ ndc, rows: mailQuote.prices.map(({ pharmacy, ...price }) => ({ store: mailStore(pharmacy), item: pricedItem(ndc, price, sign(price, pharmacy.name, selected)) })) });
  });
  const pharmacies = pharmacyTotals(near);
  const mailOrder = mailOrderPlan(mail);
  return {
    zip,
    items: drugs.map((drug, i) => {
      const s = describeDrug(drug);
      return { ndc: s.ndc, qty: s.quantity, drugName: s.drugName, form: s.form, strength: s.strength, quantityToDisplay: s.quantityToDisplay, pharmaciesPricing: near[i]!.rows.length };
    }),
    pharmacies,
    cheapestSplit: cheapestSplit(near, pharmacies),
    ...(mailOrder ? { mailOrder } : {}),
    notPricedNearby: unpricedItems(near),
    checking: quotes.some(([n, m]) => n.providersChecking.length > 0 || m.providersChecking.length > 0),
  };
}
