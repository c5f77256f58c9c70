import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { MARKETPLACE_PAGES } from '../../../../shared/contracts/marketplace';
import { isValidEmail, MESSAGES } from '../../../../shared/validation';
import { ApiKeyReveal } from './ApiKeyReveal';
import { errorMessage, useMarketplaceRegisterCustomerMutation } from './marketplace-endpoints';
import { forgetRegistrationSession, takeRegistrationSession } from './session-storage';
import './marketplace.css';

const MODEL_NAMES = { passThrough: '100% pass-through plus $1 per 100 API requests', share95: '95% pass-through' } as const;

/** /aws-marketplace/register-customer: after AWS Marketplace, the buyer's company and e-mail, then the API key once. */
export default function RegisterCustomerPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useMemo(() => takeRegistrationSession(search), [search]);
  useEffect(() => {
    if (search.has('session')) navigate(MARKETPLACE_PAGES.registerCustomer, { replace: true });
  }, [search, navigate]);
  const [company, setCompany] = useState('');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [register, { data, error, isLoading }] = useMarketplaceRegisterCustomerMutation();

  if (!session) {
    return (
      <div className="page narrow marketplace">
        <h1>Finish your Coupon API registration</h1>
        <p role="alert" className="alert alert--error">
          <span>
            This page needs the registration session that AWS Marketplace starts. Please open the product again from AWS Marketplace
            (Your Marketplace Software, then Set up product).
          </span>
        </p>
        <p>
          Questions? Write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>.
        </p>
      </div>
    );
  }

  if (data) {
    return (
      <div className="page narrow marketplace">
        <h1>You're registered</h1>
        <p>
          Thank you. Your subscription ({MODEL_NAMES[data.revenueModel]}) is active for customer <code>{data.customerId}</code>.
        </p>
        {data.apiKey ? (
          <ApiKeyReveal apiKey={data.apiKey} />
        ) : (
          <p className="alert alert--error" role="alert">
            <span>
              Your API key ({data.keyHint}) was already shown when you first registered and cannot be shown again. If you no longer have it,
              write to {BRAND.email} and we will rotate it.
            </span>
          </p>
        )}
        <p>
          Next: read the <Link to="/coupon-api/reference#PassThrough">API reference</Link>.
        </p>
      </div>
    );
  }

  const emailInvalid = email.trim() !== '' && !isValidEmail(email);
  const canSubmit = company.trim() !== '' && isValidEmail(email) && !isLoading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    void register({ session, company: company.trim(), email: email.trim() })
      .unwrap()
      .then(() => forgetRegistrationSession())
      .catch(() => undefined);
  };

  return (
    <div className="page narrow marketplace">
      <h1>Finish your Coupon API registration</h1>
      <p>Your AWS Marketplace subscription is confirmed. Tell us who you are and we will issue your API key.</p>
      <form className="marketplace__form" onSubmit={submit} noValidate>
        <div className="marketplace__field">
          <label htmlFor="register-company">Company</label>
          <input id="register-company" type="text" autoComplete="organization" maxLength={200} value={company} onChange={(e) => setCompany(e.target.value)} required />
        </div>
        <div className="marketplace__field">
          <label htmlFor="register-email">Contact email</label>
          <input
            id="register-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={emailTouched && emailInvalid}
            aria-describedby="register-email-error"
            onBlur={() => setEmailTouched(true)}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <p className="field-error" id="register-email-error">
            {emailTouched && emailInvalid ? MESSAGES.email : ''}
          </p>
        </div>
        {error ? (
          <p className="alert alert--error" role="alert">
            <span>{errorMessage(error, `We could not finish your registration. Please try again, or write to ${BRAND.email}.`)}</span>
          </p>
        ) : null}
        <button type="submit" disabled={!canSubmit}>
          {isLoading ? 'Working...' : 'Get my API key'}
        </button>
      </form>
    </div>
  );
}
