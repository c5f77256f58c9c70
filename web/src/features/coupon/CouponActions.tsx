import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Coupon } from '../../../../shared/contracts/coupon';
import { isValidEmail, isValidPhone, normalisePhone } from '../../../../shared/validation';
import { COOKIES, readCookie, writeCookie } from '../../components/cookies';
import { useCouponEmailMutation, useCouponSmsMutation } from './coupon-endpoints';
import { maskEmail, maskPhone } from './mask-recipient';
import { SendCouponDialog } from './SendCouponDialog';
import { useLang, useLocalize, useT } from '../../i18n/use-t';

// The sent, failed and unsigned messages are the catalogs' coupon.sent, coupon.failed and coupon.unsigned
// (an unsigned link, old or hand-made, can be shown and printed, not sent).

type Channel = 'email' | 'sms';

/** After the spec's sent message: where it went, masked ('j•••@example.com', '•••-•••-0142'). */
export const sentTo = (channel: Channel, receiver: string): string =>
  `Sent to ${channel === 'email' ? maskEmail(receiver) : maskPhone(receiver)}.`;

/** rules#coupon-page actions: Email, Text, Download (print), Transfer Prescription. */
export function CouponActions({ coupon }: { coupon: Coupon }) {
  const [open, setOpen] = useState<Channel | undefined>();
  const [outcome, setOutcome] = useState<{ sent: boolean; channel: Channel; receiver: string } | undefined>();
  const emailButton = useRef<HTMLButtonElement>(null);
  const smsButton = useRef<HTMLButtonElement>(null);
  /** Focus goes back to the button that opened the dialog, as for any modal dialog. */
  const close = (channel: Channel) => {
    setOpen(undefined);
    requestAnimationFrame(() => (channel === 'email' ? emailButton : smsButton).current?.focus());
  };
  const [sendEmail] = useCouponEmailMutation();
  const [sendSms] = useCouponSmsMutation();
  const issued = coupon.sig ? { ...coupon, sig: coupon.sig } : undefined;
  const unsignedId = useId();
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const sentToText = (channel: Channel, receiver: string) =>
    lang === 'en' ? sentTo(channel, receiver) : t('coupon.sentTo', { receiver: channel === 'email' ? maskEmail(receiver) : maskPhone(receiver) });

  const done = (channel: Channel) => (sent: boolean, receiver: string) => {
    if (sent) {
      const cookie = channel === 'email' ? COOKIES.email : COOKIES.sms;
      writeCookie(cookie.name, receiver, cookie.days);
    }
    setOutcome({ sent, channel, receiver });
    close(channel);
  };

  return (
    <>
      {outcome ? (
        <div className={`alert alert--${outcome.sent ? 'success' : 'error'} coupon-banner`} role={outcome.sent ? 'status' : 'alert'}>
          <span>{outcome.sent ? `${t('coupon.sent')} ${sentToText(outcome.channel, outcome.receiver)}` : t('coupon.failed')}</span>
          <button type="button" className="alert__close" aria-label={t('common.dismiss')} onClick={() => setOutcome(undefined)}>
            ×
          </button>
        </div>
      ) : null}
      <div className="coupon-actions" role="group" aria-label={t('coupon.actions')}>
        <button ref={smsButton} type="button" className="button coupon-actions__primary" disabled={!issued} aria-describedby={issued ? undefined : unsignedId} onClick={() => { setOutcome(undefined); setOpen('sms'); }}>
          {t('coupon.text')}
        </button>
        <button ref={emailButton} type="button" className="button button--secondary" disabled={!issued} aria-describedby={issued ? undefined : unsignedId} onClick={() => { setOutcome(undefined); setOpen('email'); }}>
          {t('coupon.email')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('coupon.print')}
        </button>
        <Link className="button button--secondary" to={localize(`/prescription-transfer?p=${encodeURIComponent(coupon.pharmacyName)}`)}>
          {t('coupon.transfer')}
        </Link>
      </div>
      {issued ? null : (
        <p id={unsignedId} className="coupon-actions__why">
          {t('coupon.unsigned')}
        </p>
      )}
      {issued && open === 'email' ? (
        <SendCouponDialog
          title={t('coupon.emailTitle')}
          label={t('newsletter.email')}
          type="email"
          placeholder="name@example.com"
          autoComplete="email"
          initialValue={readCookie(COOKIES.email.name) ?? ''}
          isValid={isValidEmail}
          invalidMessage={t('validation.email')}
          send={(receiverEmail) => sendEmail({ coupon: issued, receiverEmail }).unwrap().then(() => true, () => false)}
          onDone={done('email')}
          onCancel={() => close('email')}
        />
      ) : null}
      {issued && open === 'sms' ? (
        <SendCouponDialog
          title={t('coupon.textTitle')}
          label={t('coupon.mobileNumber')}
          type="tel"
          placeholder="555-555-0100"
          autoComplete="tel"
          initialValue={readCookie(COOKIES.sms.name) ?? ''}
          isValid={isValidPhone}
          invalidMessage={t('validation.phone')}
          send={(phone) => sendSms({ coupon: issued, ReceiverPhoneNumber: normalisePhone(phone) }).unwrap().then(() => true, () => false)}
          onDone={done('sms')}
          onCancel={() => close('sms')}
        />
      ) : null}
    </>
  );
}
