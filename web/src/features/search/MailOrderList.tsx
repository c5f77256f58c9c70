import { Link } from 'react-router-dom';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { couponHref } from '../../../../shared/coupon-link';
import { formatPrice } from '../../../../shared/validation';
import { shippingText } from './mail-order-facts';
import { telHref } from '../../components/tel-href';
import { checkedAgo } from './price-facts';
import type { MailOrderCoupon } from './search-endpoints';
import { localizedCheckedAgo, pharmacyPicked, type RowLayout } from './PharmacyRow';
import { richT } from '../../i18n/rich';
import { useLang, useLocalize, useT } from '../../i18n/use-t';

/**
 * How the prescription reaches a mail-order service: the prescriber e-prescribes it to the service
 * (named with what a prescriber's system asks for: name, NPI, address, phone), or the visitor moves
 * an existing prescription through the site's transfer page.
 */
function HowToSend({ coupon: c }: { coupon: MailOrderCoupon }) {
  const t = useT();
  const localize = useLocalize();
  const headingId = `mail-send-${c.pharmacyNpi}`;
  const pharmacy = c.pharmacyName;
  const transfer = (
    <Link to={localize(`/prescription-transfer?p=${encodeURIComponent(pharmacy)}`)}>{t('mail.howTo.transferLink', { pharmacy })}</Link>
  );
  return (
    <section className="pharmacy-row__why mail-order__how" aria-labelledby={headingId}>
      <p className="mail-order__shipping">{shippingText(t, c.shipping)}</p>
      <h4 id={headingId} className="mail-order__how-heading">
        {t('mail.howTo.heading', { pharmacy })}
      </h4>
      <ul className="mail-order__steps">
        <li>
          {t('mail.howTo.new', { pharmacy, npi: c.pharmacyNpi })}
          {c.pharmacyAddress ? `, ${c.pharmacyAddress}` : ''}
          {c.pharmacyPhone ? (
            <>
              , {t('mail.howTo.phone')} <a href={telHref(c.pharmacyPhone)}>{c.pharmacyPhone}</a>
            </>
          ) : null}
          .
        </li>
        <li>{richT(t, 'mail.howTo.transfer', {}, { link: transfer })}</li>
      </ul>
    </section>
  );
}

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
              <HowToSend coupon={c} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
