import { useId, useState, type FormEvent } from 'react';
import { formatPrice, isValidEmail, isValidPhone } from '../../../../shared/validation';
import { errorMessage } from '../../api/base-query';
import { useLang } from '../../i18n/use-t';
import { useSectionT } from '../../i18n/section-catalogs';
import { usePriceAlertSubscribeMutation } from './price-alert-endpoints';
import './price-alert.css';

export interface PriceAlertSignupProps {
  drugName: string;
  ndc: string;
  quantity: number;
  zip: string;
  /** The best price shown now: the alert fires when today's best price is clearly under it. */
  bestPrice: number;
}

type Channel = 'email' | 'sms';

/** "Tell me when the price drops": e-mail or text, confirmed by a link (double opt-in). */
export function PriceAlertSignup({ drugName, ndc, quantity, zip, bestPrice }: PriceAlertSignupProps) {
  const id = useId();
  const [channel, setChannel] = useState<Channel>('email');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [subscribe, result] = usePriceAlertSubscribeMutation();
  const t = useSectionT('drugLater');
  const lang = useLang();
  const valid = channel === 'email' ? isValidEmail(value) : isValidPhone(value);
  const fieldError = touched && value.trim() !== '' && !valid ? t(channel === 'email' ? 'validation.email' : 'validation.phone') : '';
  /** Why "Alert me" is disabled, said beside it (not only by its grey). */
  const disabledWhy = valid || result.isLoading || fieldError ? '' : t(channel === 'email' ? 'priceAlert.whyEmail' : 'priceAlert.whySms');
  // The server's reason is in English: a Spanish page says its own.
  const failure = lang === 'en' ? errorMessage(result.error, t('priceAlert.failed')) : t('priceAlert.failed');

  /** Another channel is another form: what was typed, its error and an earlier outcome all go. */
  function switchTo(next: Channel) {
    setChannel(next);
    setValue('');
    setTouched(false);
    result.reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || result.isLoading) return;
    const recipient = channel === 'email' ? { channel, email: value.trim() } : { channel, phone: value.trim() };
    void subscribe({ ...recipient, drugName, ndc, quantity, zip, bestPrice })
      .unwrap()
      .then(() => {
        setValue('');
        setTouched(false);
      })
      .catch(() => undefined);
  }

  return (
    <section className="price-alert" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('priceAlert.heading')}</h2>
      <p>{t('priceAlert.lead', { drugName, quantity: String(quantity), zip, price: formatPrice(bestPrice) })}</p>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="price-alert__channels">
          <legend>{t('priceAlert.sendBy')}</legend>
          {(['email', 'sms'] as const).map((c) => (
            <label key={c} className="price-alert__channel">
              <input type="radio" name={`${id}-channel`} value={c} checked={channel === c} onChange={() => switchTo(c)} />
              {t(c === 'email' ? 'priceAlert.email' : 'priceAlert.sms')}
            </label>
          ))}
        </fieldset>
        <div className="price-alert__row">
          <label htmlFor={`${id}-to`} className="visually-hidden">
            {t(channel === 'email' ? 'newsletter.email' : 'coupon.mobileNumber')}
          </label>
          <input
            id={`${id}-to`}
            type={channel === 'email' ? 'email' : 'tel'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            placeholder={channel === 'email' ? t('newsletter.email') : '619-555-0100'}
            value={value}
            maxLength={channel === 'email' ? 254 : 20}
            onChange={(e) => setValue(e.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={fieldError !== ''}
            aria-describedby={`${id}-error`}
          />
          <button type="submit" disabled={!valid || result.isLoading} aria-describedby={disabledWhy ? `${id}-why` : fieldError ? `${id}-error` : undefined}>
            {t(result.isLoading ? 'coupon.sending' : 'priceAlert.submit')}
          </button>
        </div>
        {disabledWhy ? (
          <p id={`${id}-why`} className="price-alert__why">
            {disabledWhy}
          </p>
        ) : null}
        <p id={`${id}-error`} className="field-error" aria-live="polite">
          {fieldError}
        </p>
        {result.isSuccess ? (
          <div role="status" className="alert alert--success">
            <span>{t('priceAlert.almostDone', { channel: result.originalArgs?.channel ?? 'email' })}</span>
            <button type="button" className="alert__close" aria-label={t('common.dismiss')} onClick={() => result.reset()}>×</button>
          </div>
        ) : null}
        {result.isError ? (
          <div role="alert" className="alert alert--error">
            <span>{failure}</span>
            <button type="button" className="alert__close" aria-label={t('common.dismiss')} onClick={() => result.reset()}>×</button>
          </div>
        ) : null}
        {channel === 'sms' ? <p className="price-alert__fine">{t('priceAlert.fine')}</p> : null}
      </form>
    </section>
  );
}
