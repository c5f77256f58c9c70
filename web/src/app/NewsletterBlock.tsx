import { useId, useState, type FormEvent } from 'react';
import { BRAND } from '../../../shared/brand';
import { isValidEmail, MESSAGES } from '../../../shared/validation';
import { useShellSlots } from './slots';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** Spec §2.4 newsletter block: 'Don't miss a thing', an e-mail field and Subscribe (needs a valid e-mail and the terms). */
export function NewsletterBlock() {
  const { subscribeToNewsletter } = useShellSlots();
  const id = useId();
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const valid = isValidEmail(email);
  const canSubscribe = Boolean(subscribeToNewsletter) && valid && terms && status !== 'sending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubscribe || !subscribeToNewsletter) return;
    setStatus('sending');
    try {
      await subscribeToNewsletter(email.trim());
      setEmail('');
      setTerms(false);
      setTouched(false);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form className="newsletter" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Don't miss a thing</h2>
      <p>Savings tips and price news, at most twice a month. We confirm your address before sending anything.</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="Email address"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={touched && !valid}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" disabled={!canSubscribe}>
          Subscribe
        </button>
      </div>
      <p id={`${id}-error`} className="field-error" role="alert">
        {touched && email !== '' && !valid ? MESSAGES.email : ''}
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        I agree to receive e-mail from {BRAND.name} and to the <a href="/terms-of-use">terms of use</a>.
      </label>
      {status === 'sent' ? (
        <p role="status" className="alert alert--success">
          Sent successfully
          <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => setStatus('idle')}>
            ×
          </button>
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="alert alert--error">
          Failed to send. Please reload the page and try again. If the problem persists, please email {BRAND.email}
          <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => setStatus('idle')}>
            ×
          </button>
        </p>
      ) : null}
    </form>
  );
}
