import { useId, useState, type FormEvent } from 'react';
import { formatPrice, isValidEmail, isValidPhone, MESSAGES } from '../../../../shared/validation';
import { errorMessage } from '../../api/base-query';
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
  const valid = channel === 'email' ? isValidEmail(value) : isValidPhone(value);
  const fieldError = touched && value.trim() !== '' && !valid ? (channel === 'email' ? MESSAGES.email : MESSAGES.phone) : '';
  /** Why "Alert me" is disabled, said beside it (not only by its grey). */
  const disabledWhy = valid || result.isLoading || fieldError ? '' : channel === 'email' ? 'Enter your e-mail address to turn on the alert.' : 'Enter your mobile number to turn on the alert.';

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
      <h2 id={`${id}-heading`}>Tell me when the price drops</h2>
      <p>
        We check the price of {drugName} (quantity {quantity}) near {zip} every day and tell you once when it drops under {formatPrice(bestPrice)}. No
        spam: you confirm first, and every alert has a one-click unsubscribe.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="price-alert__channels">
          <legend>Send alerts by</legend>
          {(['email', 'sms'] as const).map((c) => (
            <label key={c} className="price-alert__channel">
              <input type="radio" name={`${id}-channel`} value={c} checked={channel === c} onChange={() => switchTo(c)} />
              {c === 'email' ? 'E-mail' : 'Text message'}
            </label>
          ))}
        </fieldset>
        <div className="price-alert__row">
          <label htmlFor={`${id}-to`} className="visually-hidden">
            {channel === 'email' ? 'Email address' : 'Mobile phone number'}
          </label>
          <input
            id={`${id}-to`}
            type={channel === 'email' ? 'email' : 'tel'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            placeholder={channel === 'email' ? 'Email address' : '619-555-0100'}
            value={value}
            maxLength={channel === 'email' ? 254 : 20}
            onChange={(e) => setValue(e.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={fieldError !== ''}
            aria-describedby={`${id}-error`}
          />
          <button type="submit" disabled={!valid || result.isLoading} aria-describedby={disabledWhy ? `${id}-why` : fieldError ? `${id}-error` : undefined}>
            {result.isLoading ? 'Sending…' : 'Alert me'}
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
            <span>Almost done: open the {result.originalArgs?.channel === 'sms' ? 'text' : 'e-mail'} we just sent and confirm the alert.</span>
            <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => result.reset()}>×</button>
          </div>
        ) : null}
        {result.isError ? (
          <div role="alert" className="alert alert--error">
            <span>{errorMessage(result.error, 'We could not set up the alert. Please try again later.')}</span>
            <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => result.reset()}>×</button>
          </div>
        ) : null}
        {channel === 'sms' ? <p className="price-alert__fine">Message and data rates may apply. Reply STOP to any text to opt out.</p> : null}
      </form>
    </section>
  );
}
