import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONSENT_TEXT, INCENTIVE_TERMS, type Channel, type SignupKind } from '../../../../../shared/contracts/signups';
import { isValidEmail, isValidPhone, MESSAGES } from '../../../../../shared/validation';
import { errorMessage } from '../../../api/base-query';
import { SIGNUP_COPY } from './signup-copy';
import { useSignupSubscribeMutation } from './signups-endpoints';

const NEEDS_REFILL: SignupKind[] = ['refill-notifications', 'family-notifications', 'thank-yous', 'personalized-thank-yous', 'monetary-incentives'];
const NEEDS_INTERVAL: SignupKind[] = ['medication-check-in', 'educational-contact-to-discuss-medications'];
const NEEDS_NAME: SignupKind[] = ['personalized-thank-yous', 'family-notifications'];

const contactValid = (channel: Channel, value: string) => (channel === 'email' ? isValidEmail(value) : isValidPhone(value));
const contactError = (channel: Channel) => (channel === 'email' ? MESSAGES.email : MESSAGES.phone);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';

function ContactInput({ id, label, channel, value, onChange, touched }: { id: string; label: string; channel: Channel; value: string; onChange: (v: string) => void; touched: boolean }) {
  const invalid = touched && !contactValid(channel, value);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete={channel === 'email' ? 'email' : 'tel'}
        placeholder={channel === 'email' ? 'name@example.com' : '555-555-5555'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className="field-error" role="alert">
        {invalid ? contactError(channel) : ''}
      </p>
    </div>
  );
}

/** One form for the eight sign-ups; each kind asks only what its schedule needs. */
export default function SignupForm({ kind }: { kind: SignupKind }) {
  const id = useId();
  const [params] = useSearchParams();
  const copy = SIGNUP_COPY[kind];
  const [channel, setChannel] = useState<Channel>('email');
  const [contact, setContact] = useState('');
  const [times, setTimes] = useState<string[]>([params.get('time') && /^\d{2}:\d{2}$/.test(params.get('time')!) ? params.get('time')! : '08:00']);
  const [fillDate, setFillDate] = useState('');
  const [daysSupply, setDaysSupply] = useState('30');
  const [everyDays, setEveryDays] = useState('30');
  const [firstName, setFirstName] = useState('');
  const [drugName, setDrugName] = useState(params.get('drugName') ?? '');
  const [familyChannel, setFamilyChannel] = useState<Channel>('email');
  const [familyContact, setFamilyContact] = useState('');
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState(false);
  const [subscribe, state] = useSignupSubscribeMutation();

  const refill = NEEDS_REFILL.includes(kind);
  const ready =
    consent && contactValid(channel, contact) && (kind !== 'medication-reminders' || times.length > 0) && (!refill || (fillDate !== '' && Number(daysSupply) > 0)) &&
    (kind !== 'family-notifications' || contactValid(familyChannel, familyContact));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!ready || state.isLoading) return;
    await subscribe({
      kind, channel, contact: contact.trim(), timeZone: browserZone(), consent: true,
      ...(drugName.trim() ? { drugName: drugName.trim() } : {}),
      ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
      ...(kind === 'medication-reminders' ? { times } : {}),
      ...(refill ? { fillDate, daysSupply: Number(daysSupply) } : {}),
      ...(NEEDS_INTERVAL.includes(kind) ? { everyDays: Number(everyDays) } : {}),
      ...(kind === 'family-notifications' ? { family: { channel: familyChannel, contact: familyContact.trim() } } : {}),
    });
  }

  if (state.isSuccess) {
    return (
      <div role="status" className="alert alert--success">
        <p>
          Almost done: we sent a confirmation link to {channel === 'email' ? 'your e-mail address' : 'your phone'}. Nothing else is sent until you
          confirm{kind === 'family-notifications' ? ', and your family member confirms too' : ''}.
        </p>
      </div>
    );
  }

  return (
    <form className="signup-form" onSubmit={submit} noValidate aria-label={copy.title}>
      <p>{copy.what}</p>
      <fieldset>
        <legend>Send to</legend>
        {(['email', 'sms'] as const).map((c) => (
          <label key={c} className="checkbox">
            <input type="radio" name={`${id}-channel`} checked={channel === c} onChange={() => setChannel(c)} /> {c === 'email' ? 'E-mail' : 'Text message (SMS)'}
          </label>
        ))}
        <ContactInput id={`${id}-contact`} label={channel === 'email' ? 'Your e-mail address' : 'Your mobile number'} channel={channel} value={contact} onChange={setContact} touched={touched || contact !== ''} />
      </fieldset>
      {kind === 'medication-reminders' ? (
        <fieldset>
          <legend>Remind me at</legend>
          <div className="signup-times">
            {times.map((t, i) => (
              <div key={i}>
                <label htmlFor={`${id}-time-${i}`}>Time {i + 1}</label>
                <input id={`${id}-time-${i}`} type="time" value={t} onChange={(e) => setTimes(times.map((x, j) => (j === i ? e.target.value : x)))} />
              </div>
            ))}
          </div>
          {times.length < 4 ? (
            <button type="button" className="button button--secondary" onClick={() => setTimes([...times, '20:00'])}>
              Add a time
            </button>
          ) : null}
          <p className="tool-muted">In your time zone ({browserZone()}).</p>
        </fieldset>
      ) : null}
      {refill ? (
        <fieldset>
          <legend>Your last fill</legend>
          <label htmlFor={`${id}-fill`}>Date of your last fill</label>
          <input id={`${id}-fill`} type="date" value={fillDate} onChange={(e) => setFillDate(e.target.value)} />
          <label htmlFor={`${id}-supply`}>Days' supply</label>
          <select id={`${id}-supply`} value={daysSupply} onChange={(e) => setDaysSupply(e.target.value)}>
            {['7', '14', '28', '30', '60', '84', '90'].map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </select>
        </fieldset>
      ) : null}
      {NEEDS_INTERVAL.includes(kind) ? (
        <div>
          <label htmlFor={`${id}-every`}>How often</label>
          <select id={`${id}-every`} value={everyDays} onChange={(e) => setEveryDays(e.target.value)}>
            <option value="7">Every week</option>
            <option value="14">Every two weeks</option>
            <option value="30">Every month</option>
            <option value="90">Every three months</option>
          </select>
        </div>
      ) : null}
      {NEEDS_NAME.includes(kind) ? (
        <div>
          <label htmlFor={`${id}-name`}>Your first name{kind === 'family-notifications' ? ' (how your family member will know it is you)' : ''}</label>
          <input id={`${id}-name`} type="text" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} maxLength={40} />
        </div>
      ) : null}
      {kind !== 'family-notifications' ? (
        <div>
          <label htmlFor={`${id}-drug`}>Medication name (optional)</label>
          <input id={`${id}-drug`} type="text" value={drugName} onChange={(e) => setDrugName(e.target.value)} maxLength={100} aria-describedby={`${id}-drug-hint`} />
          <p id={`${id}-drug-hint`} className="tool-muted">Only if you want it in your messages. Leave empty to keep them general.</p>
        </div>
      ) : (
        <fieldset>
          <legend>Your family member</legend>
          {(['email', 'sms'] as const).map((c) => (
            <label key={c} className="checkbox">
              <input type="radio" name={`${id}-family-channel`} checked={familyChannel === c} onChange={() => setFamilyChannel(c)} /> {c === 'email' ? 'E-mail' : 'Text message (SMS)'}
            </label>
          ))}
          <ContactInput id={`${id}-family`} label={familyChannel === 'email' ? "Their e-mail address" : 'Their mobile number'} channel={familyChannel} value={familyContact} onChange={setFamilyContact} touched={touched || familyContact !== ''} />
          <p className="tool-muted">They get their own confirmation after you confirm, and never see the drug name.</p>
        </fieldset>
      )}
      {kind === 'monetary-incentives' ? <p className="calc-rule">Terms: {INCENTIVE_TERMS.text}</p> : null}
      <label className="checkbox">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} /> {CONSENT_TEXT}
      </label>
      {state.isError ? (
        <p role="alert" className="alert alert--error">
          {errorMessage(state.error, 'We could not sign you up just now. Please try again.')}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button" disabled={!ready || state.isLoading}>
          {state.isLoading ? 'Signing up…' : 'Sign up'}
        </button>
      </p>
      <p className="tool-muted">
        Change your mind later: every message has a one-click unsubscribe, and <Link to="/irxsavvy/manage-sign-up">Manage Your Sign-ups</Link> deletes all your data.
      </p>
    </form>
  );
}
