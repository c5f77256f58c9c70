import { Link } from 'react-router-dom';
import type { BasketAnswer, BasketPricedItem } from '../../../../shared/contracts/basket';
import { couponHref } from '../../../../shared/coupon-link';
import { formatPrice } from '../../../../shared/validation';
import { useLocalize, useT, type Translate } from '../../i18n/use-t';
import { useQuantityText } from '../../i18n/quantity-text';

type Item = BasketAnswer['items'][number];
const miles = (t: Translate, distance: number) => t('myMedicines.miles', { miles: distance.toFixed(1) });
const itemName = (i: Item, quantityText: (text: string) => string) => `${i.drugName} ${i.strength}, ${quantityText(i.quantityToDisplay)}`;

/** The coupon page for one item at one pharmacy: the signed fields the basket answer gave, unchanged. */
function couponLink(item: Item, p: BasketPricedItem, pharmacyName: string, addr: string | undefined, returnURL: string) {
  return couponHref({
    pharmacyName, price: p.price, ln: item.drugName, qty: item.quantityToDisplay, form: item.form, dosage: item.strength,
    rxBin: p.rxBin, rxPcn: p.rxPcn, rxGroup: p.rxGroup, memberId: p.memberId, servicePhone: p.servicePhone, helpdeskPhone: p.helpdeskPhone,
    ...(addr !== undefined ? { addr, at: p.checkedAt } : {}), nd: item.ndc, sig: p.couponSig,
  }, returnURL);
}

function ItemRows({ answer, rows, store }: { answer: BasketAnswer; rows: (BasketPricedItem & { pharmacyName?: string; address?: string })[]; store?: { pharmacyName: string; address?: string } }) {
  const t = useT();
  const quantityText = useQuantityText();
  const localize = useLocalize();
  const items = new Map(answer.items.map((i) => [i.ndc, i]));
  return (
    <ul className="my-medicines__items">
      {rows.map((p) => {
        const item = items.get(p.ndc)!;
        const name = p.pharmacyName ?? store!.pharmacyName;
        const addr = p.address ?? store?.address;
        return (
          <li key={p.ndc}>
            <span className="my-medicines__drug">{itemName(item, quantityText)}</span>
            {p.pharmacyName ? <span className="my-medicines__where">{p.pharmacyName}</span> : null}
            <span className="my-medicines__price">{formatPrice(p.price)}</span>
            <span className="my-medicines__basis">{p.priceBasis === 'UC' ? t('myMedicines.retail') : t('myMedicines.coupon')}</span>
            <Link className="my-medicines__coupon no-print" to={localize(couponLink(item, p, name, addr, localize('/my-medicines')))} aria-label={t('myMedicines.openCoupon', { drug: item.drugName })}>
              {t('myMedicines.coupon')}
            </Link>
            <span className="print-only my-medicines__codes">{t('myMedicines.codes', { bin: p.rxBin, pcn: p.rxPcn, group: p.rxGroup, memberId: p.memberId })}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The priced list: one stop, the split, mail order, then the other pharmacies (those missing items say which). */
type ListedPharmacy = BasketAnswer['pharmacies'][number];

/** A card of pharmacies with their totals (the other complete ones, or those missing items, saying which). */
function StoreList({ id, heading, pharmacies, missing }: { id: string; heading: string; pharmacies: ListedPharmacy[]; missing?: (p: ListedPharmacy) => string }) {
  const t = useT();
  if (!pharmacies.length) return null;
  return (
    <section className="my-medicines__card no-print" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ol className="my-medicines__stores">
        {pharmacies.map((p) => (
          <li key={p.npi}>
            <span>{p.pharmacyName} · {miles(t, p.distance)}</span> <strong>{formatPrice(p.total)}</strong>
            {missing ? <span className="my-medicines__missing">{missing(p)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function BasketResults({ answer }: { answer: BasketAnswer }) {
  const t = useT();
  const quantityText = useQuantityText();
  const byNdc = new Map(answer.items.map((i) => [i.ndc, i]));
  const names = (ndcs: string[]) => ndcs.map((n) => (byNdc.get(n) ? itemName(byNdc.get(n)!, quantityText) : n)).join('; ');
  const complete = answer.pharmacies.filter((p) => p.missing.length === 0);
  const partial = answer.pharmacies.filter((p) => p.missing.length > 0);
  const [best, ...others] = complete;
  const split = answer.cheapestSplit;
  return (
    <div className="my-medicines__results">
      {answer.notPricedNearby.length ? <p role="alert" className="my-medicines__warning">{t('myMedicines.notPriced', { names: names(answer.notPricedNearby) })}</p> : null}
      {answer.checking ? <p className="my-medicines__note">{t('myMedicines.checking')}</p> : null}
      <section className="my-medicines__card" aria-labelledby="mm-best">
        <h2 id="mm-best">{t('myMedicines.bestHeading')}</h2>
        {best ? (
          <>
            <p className="my-medicines__store">
              <strong>{best.pharmacyName}</strong> · {best.address} · {miles(t, best.distance)}
            </p>
            <ItemRows answer={answer} rows={best.items} store={best} />
            <p className="my-medicines__total">{t('myMedicines.total')}: <strong>{formatPrice(best.total)}</strong></p>
          </>
        ) : (
          <p>{t('myMedicines.noOneStop')}</p>
        )}
      </section>
      {split.items.length ? (
        <section className="my-medicines__card" aria-labelledby="mm-split">
          <h2 id="mm-split">{t('myMedicines.splitHeading')}</h2>
          <ItemRows answer={answer} rows={split.items} />
          <p className="my-medicines__total">{t('myMedicines.total')}: <strong>{formatPrice(split.total)}</strong></p>
          {split.saving !== null ? <p>{split.saving > 0 ? t('myMedicines.splitSaving', { amount: formatPrice(split.saving) }) : t('myMedicines.splitNoSaving')}</p> : null}
        </section>
      ) : null}
      <section className="my-medicines__card" aria-labelledby="mm-mail">
        <h2 id="mm-mail">{t('myMedicines.mailHeading')}</h2>
        {answer.mailOrder ? (
          <>
            <p className="my-medicines__store"><strong>{answer.mailOrder.pharmacyName}</strong></p>
            <ItemRows answer={answer} rows={answer.mailOrder.items} store={{ pharmacyName: answer.mailOrder.pharmacyName }} />
            <p className="my-medicines__total">{t('myMedicines.total')}: <strong>{formatPrice(answer.mailOrder.total)}</strong></p>
          </>
        ) : (
          <p>{t('myMedicines.noMail')}</p>
        )}
      </section>
      <StoreList id="mm-others" heading={t('myMedicines.otherHeading')} pharmacies={others} />
      <StoreList id="mm-partial" heading={t('myMedicines.partialHeading')} pharmacies={partial} missing={(p) => t('myMedicines.missing', { names: names(p.missing) })} />
    </div>
  );
}
