import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { formatPrice } from '../../../../shared/validation';
import { ReturnLink } from '../../components/ReturnLink';
import { CounterHelp } from './CounterHelp';
import { CouponActions } from './CouponActions';
import { readCouponQuery } from './coupon-query';
import { PharmacyLogo } from './PharmacyLogo';
import { useCouponView } from './use-coupon-view';
import '../../components/ui-extras.css';
import './coupon.css';
import { phoneForDisplay } from '../../../../shared/nanp';

/** When the price was checked, in the visitor's own time zone ('Mar 3, 2:15 PM'). */
function checkedText(at: string | undefined): string | undefined {
  const when = at ? new Date(at) : undefined;
  if (!when || Number.isNaN(when.getTime())) return undefined;
  return when.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const checked = checkedText(coupon.at);
  const rows: [string, string][] = [
    ['Drug', coupon.ln],
    ['Quantity', coupon.qty],
    ['Form', coupon.form],
    ['Dosage', coupon.dosage],
  ];
  const codes: [string, string][] = [
    ['BIN', coupon.rxBin],
    ['PCN', coupon.rxPcn],
    ['Member ID', coupon.memberId],
    ['Group', coupon.rxGroup],
  ];
  return (
    <article className="coupon-card" aria-labelledby="coupon-heading">
      <div className="coupon-card__top">
        <PharmacyLogo pharmacyName={coupon.pharmacyName} />
        <p className="coupon-card__brand">{BRAND.name} smart coupon</p>
      </div>
      <h1 id="coupon-heading" className="coupon-card__heading">
        Show this smart coupon at {coupon.pharmacyName} to claim your savings
      </h1>
      {coupon.addr ? <p className="coupon-card__store">{coupon.addr}</p> : null}
      <div className="coupon-card__price">
        <span className="visually-hidden">Price </span>
        {formatPrice(coupon.price)}
        {checked ? <span className="coupon-card__checked">price checked {checked}</span> : null}
      </div>
      <dl className="coupon-card__codes" aria-label="Codes for the pharmacist">
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
          <dt>Customer questions</dt>
          <dd>{phoneForDisplay(coupon.servicePhone)}</dd>
        </div>
        <div>
          <dt>Pharmacist questions</dt>
          <dd>{phoneForDisplay(coupon.helpdeskPhone)}</dd>
        </div>
      </dl>
      <p className="coupon-card__disclaimer">
        This is a discount program and NOT insurance. The pharmacy gives the exact price at the counter; the price shown was the
        lowest we found and can change.
      </p>
    </article>
  );
}

function InvalidCoupon({ backTo }: { backTo: string }) {
  return (
    <section className="page narrow coupon-page">
      <h1>This coupon link is incomplete</h1>
      <p role="alert">
        We could not read the coupon in this link: a part of it is missing or damaged. Go back to the prices and open the coupon again,
        or search your drug.
      </p>
      <p>
        <ReturnLink returnURL={backTo} />
      </p>
      <p>
        <Link to="/search">Search a drug</Link>
      </p>
    </section>
  );
}

/** rules#coupon-page the coupon details page: everything comes from the query. */
export default function CouponPage() {
  const [query] = useSearchParams();
  const input = useMemo(() => readCouponQuery(query), [query]);
  useCouponView(input.coupon, input.backTo, input.gclid);
  if (!input.coupon) return <InvalidCoupon backTo={input.backTo} />;
  return (
    <section className="page narrow coupon-page">
      <ReturnLink returnURL={input.backTo} />
      <CouponCard coupon={input.coupon} />
      <CouponActions coupon={input.coupon} />
      <CounterHelp coupon={input.coupon} {...(input.ndc ? { ndc: input.ndc } : {})} />
    </section>
  );
}
