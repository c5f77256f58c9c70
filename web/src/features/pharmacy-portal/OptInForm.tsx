import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MINIMUM_PAYMENTS, OPT_OUT_MINIMUM_PAYMENT, PHARMACY_EMAIL_MESSAGE, type OptInStatus } from '../../../../shared/contracts/pharmacy-portal';
import { isValidEmail, isValidNpi, MESSAGES } from '../../../../shared/validation';
import { FormStatusAlert } from '../../components/form-status/FormStatusAlert';
import { useFormStatus } from '../../components/form-status/use-form-status';
import { usePharmacyPortalMutation } from './portal-endpoints';

export interface OptInChoice {
  npi: string;
  minimumPayment: number;
}

interface OptInFormProps {
  /** Signed in: the e-mail comes from the profile and is locked (rules#states). */
  ssoEmail?: string;
  ssoName?: string;
  /** rules#states: the opt-out flag exists in data only; on, the minimum is a fixed 999999 and terms are not required. */
  optOut: boolean;
  choice: OptInChoice;
  onChoice: (choice: OptInChoice) => void;
  onSending: (sending: boolean) => void;
}

export function OptInForm({ ssoEmail, ssoName, optOut, choice, onChoice, onSending }: OptInFormProps) {
  const id = useId();
  const [typedEmail, setTypedEmail] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [notify, setNotify] = useState(false);
  const [touched, setTouched] = useState({ email: false, npi: false, terms: false });
  const [lastStatus, setLastStatus] = useState<OptInStatus>();
  const [submitOptIn] = usePharmacyPortalMutation();
  const form = useFormStatus('Pharmacy portal');

  const email = ssoEmail ?? typedEmail;
  const emailOk = isValidEmail(email);
  const npiOk = isValidNpi(choice.npi);
  const termsOk = optOut || acceptTerms;
  const canSubmit = emailOk && npiOk && termsOk && !form.sending;
  const showEmailError = !emailOk && (touched.email || email !== '');
  const showNpiError = !npiOk && (touched.npi || choice.npi !== '');
  // rules#validation 'Required', once the visitor has started on the form: a form just cleared after a
  // successful send shows no error beside its success.
  const started = touched.terms || touched.email || touched.npi || typedEmail !== '' || choice.npi !== '';
  const showTermsError = !termsOk && started;
  /** Why Submit is disabled, beside it (the first thing missing). */
  const submitWhy = form.sending || canSubmit ? '' : !emailOk ? 'Enter your e-mail address to submit.' : !npiOk ? 'Enter your pharmacy\'s 10-digit NPI to submit.' : 'Accept the terms of use to submit.';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    onSending(true);
    await form.submit(
      async () => {
        const result = await submitOptIn({
          NPI: choice.npi.trim(),
          SubmitterName: ssoName ?? '',
          SubmitterEmail: email.trim(),
          SubmitterAuthority: Boolean(ssoEmail),
          MinimumPayment: (optOut ? OPT_OUT_MINIMUM_PAYMENT : choice.minimumPayment) as 0 | 3 | 6 | 999999,
          OptOut: optOut,
          NotifyAboutFurtherOpportunities: notify,
          AcceptTerms: optOut ? false : acceptTerms,
        }).unwrap();
        setLastStatus(result.status);
      },
      () => {
        if (!ssoEmail) setTypedEmail('');
        setAcceptTerms(false);
        setNotify(false);
        setTouched({ email: false, npi: false, terms: false });
        onChoice({ npi: '', minimumPayment: choice.minimumPayment });
      },
    );
    onSending(false);
  };

  return (
    <form className="portal-form" onSubmit={onSubmit} noValidate aria-label="Pharmacy opt-in">
      <div>
        <label htmlFor={`${id}-email`}>Your Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          readOnly={Boolean(ssoEmail)}
          aria-readonly={Boolean(ssoEmail)}
          aria-invalid={showEmailError}
          aria-describedby={showEmailError ? `${id}-email-error` : undefined}
          onChange={(e) => setTypedEmail(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
        {showEmailError && (
          <p id={`${id}-email-error`} className="field-error">
            {PHARMACY_EMAIL_MESSAGE}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-npi`}>Pharmacy NPI</label>
        <input
          id={`${id}-npi`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={choice.npi}
          aria-invalid={showNpiError}
          aria-describedby={showNpiError ? `${id}-npi-error` : undefined}
          onChange={(e) => onChoice({ ...choice, npi: e.target.value.replace(/\D/g, '') })}
          onBlur={() => setTouched((t) => ({ ...t, npi: true }))}
        />
        {showNpiError && (
          <p id={`${id}-npi-error`} className="field-error">
            {MESSAGES.npi}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-minimum`}>Minimum Payment Over NADAC</label>
        {optOut ? (
          <select id={`${id}-minimum`} disabled value={OPT_OUT_MINIMUM_PAYMENT}>
            <option value={OPT_OUT_MINIMUM_PAYMENT}>{OPT_OUT_MINIMUM_PAYMENT}</option>
          </select>
        ) : (
          <select id={`${id}-minimum`} value={choice.minimumPayment} onChange={(e) => onChoice({ ...choice, minimumPayment: Number(e.target.value) })}>
            {MINIMUM_PAYMENTS.map((m) => (
              <option key={m} value={m}>
                ${m}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="checkbox">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={!optOut && acceptTerms}
          disabled={optOut}
          required={!optOut}
          aria-invalid={showTermsError}
          aria-describedby={showTermsError ? `${id}-terms-error` : undefined}
          onChange={(e) => {
            setAcceptTerms(e.target.checked);
            setTouched((t) => ({ ...t, terms: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, terms: true }))}
        />{' '}
        <label htmlFor={`${id}-terms`}>
          I accept the <Link to="/terms-of-use">terms of use</Link> of the pharmacy program
        </label>
        {showTermsError && (
          <p id={`${id}-terms-error`} className="field-error">
            {MESSAGES.required}
          </p>
        )}
      </div>
      <div className="checkbox">
        <input id={`${id}-notify`} type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />{' '}
        <label htmlFor={`${id}-notify`}>Notify me about further opportunities</label>
      </div>
      <div>
        <button type="submit" disabled={!canSubmit} aria-describedby={submitWhy ? `${id}-submit-why` : undefined}>
          Submit
        </button>
        {submitWhy ? (
          <p id={`${id}-submit-why`} className="portal-form__why">
            {submitWhy}
          </p>
        ) : null}
      </div>
      <FormStatusAlert status={form.status} onDismiss={form.dismiss} />
      {form.status === 'sent' && lastStatus === 'pendingConfirmation' && (
        <p className="alert" role="status">
          We sent a confirmation link by e-mail. Open it and confirm: our team then approves your opt-in. If this pharmacy&apos;s opt-in is
          already verified, the link goes to the address on that opt-in instead, and your change applies once its owner approves it. A
          pharmacist account signed in with Google or Microsoft is verified at once.
        </p>
      )}
      {form.status === 'sent' && lastStatus === 'pendingOwnerConfirmation' && (
        <p className="alert" role="status">
          This pharmacy&apos;s opt-in is already verified. We sent your change to the address on that verified opt-in: it applies once its owner approves it
          (or sign in as that owner and submit again).
        </p>
      )}
      {form.status === 'sent' && lastStatus === 'verified' && (
        <p className="alert" role="status">
          Your opt-in is verified through your sign-in.
        </p>
      )}
    </form>
  );
}
