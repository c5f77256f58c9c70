import { Link } from 'react-router-dom';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { formatPrice } from '../../../../shared/validation';
import { formatNdc } from './coupon-query';
import { phoneForDisplay } from '../../../../shared/nanp';
import { telHref } from '../../components/tel-href';
import { useQuantityText } from '../../i18n/quantity-text';
import { richT } from '../../i18n/rich';
import { useLocalize, useT } from '../../i18n/use-t';

const telLink = (phone: string) => <a href={telHref(phone)}>{phoneForDisplay(phone)}</a>;

/**
 * Beyond the spec: when the counter price differs from the coupon, what to say, the codes to
 * read out, the NDC the price assumes, and cheaper options at the same pharmacy.
 */
export function CounterHelp({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const localize = useLocalize();
  const quantityText = useQuantityText();
  const ndc = coupon.nd;
  const sameStore = `/${encodeURIComponent(coupon.ln)}?p=${encodeURIComponent(coupon.pharmacyName)}`;
  const script = {
    bin: coupon.rxBin, pcn: coupon.rxPcn, group: coupon.rxGroup, memberId: coupon.memberId,
    price: formatPrice(coupon.price), qty: quantityText(coupon.qty), drug: coupon.ln, dosage: coupon.dosage, form: coupon.form.toLowerCase(),
  };
  return (
    <details className="counter-help">
      <summary>{t('coupon.counter.summary')}</summary>
      <p>{t('coupon.counter.ask')}</p>
      <blockquote className="counter-help__script">{t('coupon.counter.script', script)}</blockquote>
      <ul>
        <li>{ndc ? richT(t, 'coupon.counter.ndc', {}, { ndc: <strong>{formatNdc(ndc)}</strong> }) : t('coupon.counter.noNdc')}</li>
        <li>{t('coupon.counter.match')}</li>
        <li>{richT(t, 'coupon.counter.lines', {}, { helpdesk: telLink(coupon.helpdeskPhone), service: telLink(coupon.servicePhone) })}</li>
      </ul>
      <p>
        <Link to={localize(sameStore)}>{t('coupon.counter.sameStore', { drug: coupon.ln, pharmacy: coupon.pharmacyName })}</Link>
      </p>
    </details>
  );
}
