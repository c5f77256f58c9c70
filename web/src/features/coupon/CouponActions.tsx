import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { isValidEmail, isValidPhone, MESSAGES, normalisePhone } from '../../../../shared/validation';
import { COOKIES, readCookie, writeCookie } from '../../components/cookies';
import { useCouponEmailMutation, useCouponSmsMutation } from './coupon-endpoints';
import { SendCouponDialog } from './SendCouponDialog';

export const SENT_MESSAGE = 'Your smart prescription savings coupon has been sent.';
export const FAILED_MESSAGE = 'Failed to send your prescription savings coupon.';
/** A coupon link without the engine's signature (an old or hand-made link) can be shown and printed, not sent. */
export const UNSIGNED_MESSAGE = 'This coupon link is incomplete, so it cannot be e-mailed or texted. Open the coupon again from the price list to send it.';

type Channel = 'email' | 'sms';

/** rules#coupon-page actions: Email, Text, Download (print), Transfer Prescription. */
export function CouponActions({ coupon }: { coupon: Coupon }) {
  const [open, setOpen] = useState<Channel | undefined>();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | undefined>();
  const [sendEmail] = useCouponEmailMutation();
  const [sendSms] = useCouponSmsMutation();
  const issued = coupon.sig ? { ...coupon, sig: coupon.sig } : undefined;
  const unsignedId = useId();

  const done = (channel: Channel) => (sent: boolean, receiver: string) => {
    if (sent) {
      const cookie = channel === 'email' ? COOKIES.email : COOKIES.sms;
      writeCookie(cookie.name, receiver, cookie.days);
    }
    setOpen(undefined);
    setOutcome(sent ? 'sent' : 'failed');
  };

  return (
    <>
      {outcome ? (
        <div className={`alert alert--${outcome === 'sent' ? 'success' : 'error'} coupon-banner`} role={outcome === 'sent' ? 'status' : 'alert'}>
          <span>{outcome === 'sent' ? SENT_MESSAGE : FAILED_MESSAGE}</span>
          <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => setOutcome(undefined)}>
            ×
          </button>
        </div>
      ) : null}
      <div className="coupon-actions" role="group" aria-label="Coupon actions">
        <button type="button" className="button" disabled={!issued} aria-describedby={issued ? undefined : unsignedId} onClick={() => { setOutcome(undefined); setOpen('email'); }}>
          Email
        </button>
        <button type="button" className="button" disabled={!issued} aria-describedby={issued ? undefined : unsignedId} onClick={() => { setOutcome(undefined); setOpen('sms'); }}>
          Text
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          Download / print
        </button>
        <Link className="button" to={`/prescription-transfer?p=${encodeURIComponent(coupon.pharmacyName)}`}>
          Transfer Prescription
        </Link>
      </div>
      {issued ? null : (
        <p id={unsignedId} className="coupon-actions__why">
          {UNSIGNED_MESSAGE}
        </p>
      )}
      {issued && open === 'email' ? (
        <SendCouponDialog
          title="Email this coupon"
          label="Email address"
          type="email"
          placeholder="name@example.com"
          autoComplete="email"
          initialValue={readCookie(COOKIES.email.name) ?? ''}
          isValid={isValidEmail}
          invalidMessage={MESSAGES.email}
          send={(receiverEmail) => sendEmail({ coupon: issued, receiverEmail }).unwrap().then(() => true, () => false)}
          onDone={done('email')}
          onCancel={() => setOpen(undefined)}
        />
      ) : null}
      {issued && open === 'sms' ? (
        <SendCouponDialog
          title="Text this coupon"
          label="Mobile phone number"
          type="tel"
          placeholder="555-555-0100"
          autoComplete="tel"
          initialValue={readCookie(COOKIES.sms.name) ?? ''}
          isValid={isValidPhone}
          invalidMessage={MESSAGES.phone}
          send={(phone) => sendSms({ coupon: issued, ReceiverPhoneNumber: normalisePhone(phone) }).unwrap().then(() => true, () => false)}
          onDone={done('sms')}
          onCancel={() => setOpen(undefined)}
        />
      ) : null}
    </>
  );
}
