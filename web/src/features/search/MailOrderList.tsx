import { Link } from 'react-router-dom';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { couponHref } from '../../../../shared/coupon-link';
import { formatPrice } from '../../../../shared/validation';
import { checkedAgo } from './price-facts';
import type { MailOrderCoupon } from './search-endpoints';
import { localizedCheckedAgo, pharmacyPicked, type RowLayout } from './PharmacyRow';
import { useLang, useLocalize, useT } from '../../i18n/use-t';

/** rules#drug-page: the 'Mail Order Prices' heading above the mail-order list. */
export function MailOrderList({ coupons, details, returnURL, now, layout }: { coupons: MailOrderCoupon[]; details: DrugDetails; returnURL: string; now: number; layout: RowLayout }) {
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  if (!coupons.length) return null;
  return (
    <section className="mail-order" aria-labelledby="mail-order-heading">
      <h2 id="mail-order-heading">{t('mail.heading')}</h2>
      <ul className="pharmacy-list">
        {coupons.map((c) => {
          const coupon = {
            pharmacyName: c.pharmacyName, price: c.price, ln: c.drugName, qty: c.qty, form: c.form, dosage: c.dosage,
            rxBin: c.rxBin, rxPcn: c.rxPCN, rxGroup: c.rxGroup, memberId: c.memberID,
            servicePhone: c.customerQuestionsPhoneNumber, helpdeskPhone: c.pharmacistQuestionsPhoneNumber, sig: c.couponSig,
          };
          return (
            <li key={c.pharmacyName} className={`pharmacy-row pharmacy-row--${layout}`}>
              <div className="pharmacy-row__who">
                <h3 className="pharmacy-row__name">{c.pharmacyName.toUpperCase()}</h3>
                <p className="pharmacy-row__address">{t('mail.delivered')} · {details.selected.quantityToDisplay}</p>
              </div>
              <div className="pharmacy-row__price">
                <div className="pharmacy-row__amount">{formatPrice(c.price)}</div>
                <p className="pharmacy-row__checked">{lang === 'en' ? checkedAgo(c.checkedAt, now) : localizedCheckedAgo(t, c.checkedAt, now)}</p>
              </div>
              <div className="pharmacy-row__action">
                <Link className="button" to={localize(couponHref(coupon, returnURL))} onClick={() => pharmacyPicked(c.pharmacyName)} aria-label={t('mail.couponFor', { pharmacy: c.pharmacyName })}>
                  {t('prices.getCoupon')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
