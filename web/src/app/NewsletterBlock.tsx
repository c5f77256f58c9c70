import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../../shared/validation';
import { FormStatusAlert } from '../components/form-status/FormStatusAlert';
import { useFormStatus } from '../components/form-status/use-form-status';
import { useShellSlots } from './slots';
import { useLocalize, useT } from '../i18n/use-t';

/** rules#site-shell newsletter block: 'Don't miss a thing', an e-mail field and Subscribe (needs a valid e-mail and the terms). */
export function NewsletterBlock() {
  const { subscribeToNewsletter } = useShellSlots();
  const id = useId();
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const form = useFormStatus('newsletter');
  const t = useT();
  const localize = useLocalize();
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
      <h2 id={`${id}-heading`}>{t('newsletter.heading')}</h2>
      <p>{t('newsletter.lead')}</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={touched && !valid}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" disabled={!canSubscribe}>
          {t('newsletter.subscribe')}
        </button>
      </div>
      <p id={`${id}-error`} className="field-error" role="alert">
        {touched && email !== '' && !valid ? t('validation.email') : ''}
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <span>
          {t('newsletter.agreeBefore')} <a href={localize('/terms-of-use')}>{t('newsletter.agreeLink')}</a>
          {t('newsletter.agreeAfter')}
        </span>
      </label>
      <FormStatusAlert status={form.status} onDismiss={form.dismiss} />
    </form>
  );
}
