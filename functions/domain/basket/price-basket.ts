import { BASKET_LIMITS, type BasketAnswer, type BasketPricedItem } from '../../../shared/contracts/basket';
import { listDrugGroups } from '../catalog/drug-repository';
import type { DrugGroup, Pharmacy } from '../catalog/model';
import { HttpError } from '../../lib/errors';
import { markReusable } from '../../lib/reusable-body';
import { couponRowSigner, type CouponRowSigner } from '../pricing/coupon-signature';
import type { BestPrice } from '../pricing/engine';
import { describeDrug, locate, pharmacyAddress, quoteMailOrder, quoteNear, resolveNdc, shownMiles, type ResolvedDrug } from '../pricing/quote';
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
 * Answers already built, per catalog load, by list and by the price answers they came from (as the
 * drug page keeps its pages, drug-details.ts): cached price answers (the same fan-outs, so the same
 * checkedAt) make the same basket, which is then neither re-signed nor re-serialised.
 */
const BUILT_MAX = 200;
const built = new WeakMap<DrugGroup[], Map<string, BasketAnswer>>();
const quoteKey = (q: Quotes[number][number]) => [q.checkedAt, q.stale ?? false, q.providersAnswered, q.providersChecking, q.prices.length];

/**
 * The list priced near the zip: every item through quoteNear (page 1 of the priced set, as the drug
 * page asks it: the same cache entry) and quoteMailOrder, all at once, each row signed exactly as
 * the drug page (buildDrugDetails) and the mail-order route sign theirs.
 */
export async function priceBasket(input: BasketInput): Promise<BasketAnswer> {
  const drugs = await resolveItems(input.items);
  const place = locate({ zip: input.zip });
  const [sign, quotes, groups] = await Promise.all([
    couponRowSigner(),
    Promise.all(drugs.map((drug) => Promise.all([quoteNear(drug, place, { page: 1 }), quoteMailOrder(drug)]))),
    listDrugGroups(),
  ]);
  let answers = built.get(groups);
  if (!answers) built.set(groups, (answers = new Map()));
  const key = JSON.stringify([place.zip, input.items.map((i) => [i.ndc, i.qty]), quotes.map(([n, m]) => [quoteKey(n), quoteKey(m)])]);
  const known = answers.get(key);
  if (known) return known;
  const made = markReusable(answer(input, drugs, quotes, sign, place.zip));
  answers.set(key, made);
  if (answers.size > BUILT_MAX) answers.delete(answers.keys().next().value!);
  return made;
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
