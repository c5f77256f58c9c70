import { useId, useState, type FormEvent } from 'react';
import { BRAND } from '../../../shared/brand';
import { isValidEmail, MESSAGES } from '../../../shared/validation';
import { FormStatusAlert } from '../components/form-status/FormStatusAlert';
import { useFormStatus } from '../components/form-status/use-form-status';
import { useShellSlots } from './slots';

/** rules#site-shell newsletter block: 'Don't miss a thing', an e-mail field and Subscribe (needs a valid e-mail and the terms). */
export function NewsletterBlock() {
  const { subscribeToNewsletter } = useShellSlots();
  const id = useId();
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const form = useFormStatus('newsletter');
  const valid = isValidEmail(email);
  const canSubscribe = Boolean(subscribeToNewsletter) && valid && terms && !form.sending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubscribe || !subscribeToNewsletter) return;
    await form.submit(
      () => subscribeToNewsletter(email.trim()),
      () => {
        setEmail('');
        setTerms(false);
        setTouched(false);
      },
    );
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
        <span>I agree to receive e-mail from {BRAND.name} and to the <a href="/terms-of-use">terms of use</a>.</span>
      </label>
      <FormStatusAlert status={form.status} onDismiss={form.dismiss} />
    </form>
  );
}
