import { Link } from 'react-router-dom';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { formatPrice } from '../../../../shared/validation';
import { formatNdc } from './coupon-query';
import { phoneForDisplay } from '../../../../shared/nanp';

/**
 * Beyond the spec: when the counter price differs from the coupon, what to say, the codes to
 * read out, the NDC the price assumes, and cheaper options at the same pharmacy.
 */
export function CounterHelp({ coupon }: { coupon: Coupon }) {
  const ndc = coupon.nd;
  const sameStore = `/${encodeURIComponent(coupon.ln)}?p=${encodeURIComponent(coupon.pharmacyName)}`;
  return (
    <details className="counter-help">
      <summary>Price at the counter is different?</summary>
      <p>Ask the pharmacist to run the prescription as a discount card instead of your insurance, and read them the codes:</p>
      <blockquote className="counter-help__script">
        “Please process this with the discount card BIN {coupon.rxBin}, PCN {coupon.rxPcn}, Group {coupon.rxGroup}, Member ID{' '}
        {coupon.memberId}. It shows {formatPrice(coupon.price)} for {coupon.qty} of {coupon.ln} {coupon.dosage} {coupon.form.toLowerCase()}.”
      </blockquote>
      <ul>
        <li>
          {ndc ? (
            <>
              This price assumes the product with NDC <strong>{formatNdc(ndc)}</strong>. If the pharmacy stocks another manufacturer's
              product (a different NDC), the price can differ: ask whether they can order this one or price the one they have.
            </>
          ) : (
            <>This price assumes the most commonly stocked product for this drug; another manufacturer's product can cost more.</>
          )}
        </li>
        <li>A different quantity, strength or form than on this coupon changes the price: check the prescription matches.</li>
        <li>
          The pharmacist can call the pharmacist help line <a href={`tel:${coupon.helpdeskPhone.replace(/[^\d+]/g, '')}`}>{phoneForDisplay(coupon.helpdeskPhone)}</a>{' '}
          about the claim; you can call the customer line <a href={`tel:${coupon.servicePhone.replace(/[^\d+]/g, '')}`}>{phoneForDisplay(coupon.servicePhone)}</a>.
        </li>
      </ul>
      <p>
        <Link to={sameStore}>See cheaper options for {coupon.ln} at {coupon.pharmacyName}</Link>
      </p>
    </details>
  );
}
