import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { formatPrice } from '../../../../shared/validation';
import { ReturnLink } from '../../components/ReturnLink';
import { CounterHelp } from './CounterHelp';
import { CouponActions } from './CouponActions';
import { useCouponVerifyQuery } from './coupon-endpoints';
import { readCouponQuery } from './coupon-query';
import { PharmacyLogo } from './PharmacyLogo';
import { useCouponView } from './use-coupon-view';
import '../../components/ui-extras.css';
import './coupon.css';
import { phoneForDisplay } from '../../../../shared/nanp';
import { useLang, useLocalize, useT } from '../../i18n/use-t';
import type { Lang } from '../../i18n/lang';
import { useQuantityText } from '../../i18n/quantity-text';

/** When the price was checked, in the visitor's own time zone ('Mar 3, 2:15 PM'). */
function checkedText(at: string | undefined, lang: Lang): string | undefined {
  const when = at ? new Date(at) : undefined;
  if (!when || Number.isNaN(when.getTime())) return undefined;
  return when.toLocaleString(lang === 'es' ? 'es-US' : 'en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const quantityText = useQuantityText();
  const checked = checkedText(coupon.at, useLang());
  const rows: [string, string][] = [
    [t('coupon.drug'), coupon.ln],
    [t('options.quantity'), quantityText(coupon.qty)],
    [t('options.form'), coupon.form],
    [t('options.dosage'), coupon.dosage],
  ];
  const codes: [string, string][] = [
    ['BIN', coupon.rxBin],
    ['PCN', coupon.rxPcn],
    [t('coupon.memberId'), coupon.memberId],
    [t('coupon.group'), coupon.rxGroup],
  ];
  return (
    <article className="coupon-card" aria-labelledby="coupon-heading">
      <div className="coupon-card__top">
        <PharmacyLogo pharmacyName={coupon.pharmacyName} />
        <p className="coupon-card__brand">{t('coupon.smartCoupon')}</p>
      </div>
      <h1 id="coupon-heading" className="coupon-card__heading">
        {t('coupon.heading', { pharmacy: coupon.pharmacyName })}
      </h1>
      {coupon.addr ? <p className="coupon-card__store">{coupon.addr}</p> : null}
      <div className="coupon-card__price">
        <span className="visually-hidden">{t('coupon.price')} </span>
        {formatPrice(coupon.price)}
        {checked ? <span className="coupon-card__checked">{t('coupon.priceChecked', { when: checked })}</span> : null}
      </div>
      <dl className="coupon-card__codes" aria-label={t('coupon.codesLabel')}>
        {codes.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="coupon-card__fields">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="coupon-card__phones">
        <div>
          <dt>{t('coupon.customerQuestions')}</dt>
          <dd>{phoneForDisplay(coupon.servicePhone)}</dd>
        </div>
        <div>
          <dt>{t('coupon.pharmacistQuestions')}</dt>
          <dd>{phoneForDisplay(coupon.helpdeskPhone)}</dd>
        </div>
      </dl>
      <p className="coupon-card__disclaimer">{t('coupon.disclaimer')}</p>
    </article>
  );
}

function InvalidCoupon({ backTo }: { backTo: string }) {
  const t = useT();
  const localize = useLocalize();
  return (
    <section className="page narrow coupon-page">
      <h1>{t('coupon.invalidHeading')}</h1>
      <p role="alert">{t('coupon.invalidText')}</p>
      <p>
        <ReturnLink returnURL={backTo} />
      </p>
      <p>
        <Link to={localize('/search')}>{t('coupon.searchADrug')}</Link>
      </p>
    </section>
  );
}

/** The server refused the coupon (400 invalid_coupon): not what the engine issued. */
const refused = (error: unknown) => (error as { kind?: string; status?: number }).kind === 'http' && (error as { status?: number }).status === 400;

function UncheckedCoupon({ backTo, onRetry }: { backTo: string; onRetry: () => void }) {
  const t = useT();
  return (
    <section className="page narrow coupon-page">
      <h1>{t('coupon.uncheckedHeading')}</h1>
      <p role="alert">{t('coupon.uncheckedText')}</p>
      <p>
        <button type="button" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </p>
      <p>
        <ReturnLink returnURL={backTo} />
      </p>
    </section>
  );
}

function CheckingCoupon() {
  const t = useT();
  return (
    <section className="page narrow coupon-page">
      <p role="status">{t('coupon.checking')}</p>
    </section>
  );
}

/**
 * rules#coupon-page the coupon details page: the coupon comes from the query, and is shown only
 * once the server says the engine signed every field of it (POST /api/coupon/verify). A link with
 * text or a phone number of its own, or without `sig`, shows the invalid-coupon state.
 */
export default function CouponPage() {
  const [query] = useSearchParams();
  const input = useMemo(() => readCouponQuery(query), [query]);
  const signed = input.coupon?.sig ? { ...input.coupon, sig: input.coupon.sig } : undefined;
  // currentData, not data: the answer for THIS coupon, never the one for the link opened before.
  const check = useCouponVerifyQuery(signed ? { coupon: signed } : skipToken);
  const coupon = signed && check.currentData?.issued ? input.coupon : undefined;
  useCouponView(coupon, input.backTo, input.gclid);
  if (!signed || (check.error && refused(check.error))) return <InvalidCoupon backTo={input.backTo} />;
  if (check.error && !check.isFetching) return <UncheckedCoupon backTo={input.backTo} onRetry={() => void check.refetch()} />;
  if (!coupon) return <CheckingCoupon />;
  return (
    <section className="page narrow coupon-page">
      <ReturnLink returnURL={input.backTo} />
      <CouponCard coupon={coupon} />
      <CouponActions coupon={coupon} />
      <CounterHelp coupon={coupon} />
    </section>
  );
}
