import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SIGNUP_KIND_NAMES, type Channel } from '../../../../../shared/contracts/signups';
import { isValidEmail, isValidPhone } from '../../../../../shared/validation';
import { errorMessage } from '../../../api/base-query';
import { useSignupConfirmMutation, useSignupDeleteMutation, useSignupRefilledMutation, useSignupDeleteRequestMutation, useSignupUnsubscribeMutation } from './signups-endpoints';

type Action = 'confirm' | 'unsubscribe' | 'refilled' | 'delete';
const BUTTONS: Record<Action, string> = { confirm: 'Confirm my sign-up', unsubscribe: 'Unsubscribe', refilled: 'Yes, I picked up my refill', delete: 'Delete all my data' };

/** The page every message links to: one click performs the action (mail scanners only follow links). */
function TokenAction({ action, token }: { action: Action; token: string }) {
  const [confirm, c] = useSignupConfirmMutation();
  const [unsubscribe, u] = useSignupUnsubscribeMutation();
  const [refilled, r] = useSignupRefilledMutation();
  const [remove, d] = useSignupDeleteMutation();
  const state = { confirm: c, unsubscribe: u, refilled: r, delete: d }[action];
  const run = () => void ({ confirm, unsubscribe, refilled, delete: remove })[action]({ token });
  const done = (): string => {
    if (c.data) return c.data.who === 'family' ? 'Thank you: you will be told when the refill is due.' : `Confirmed: your ${SIGNUP_KIND_NAMES[c.data.kind]} will start.`;
    if (u.data) return `You are unsubscribed from ${SIGNUP_KIND_NAMES[u.data.kind]}. Nothing more will be sent.`;
    if (r.data) return !r.data.recorded ? 'We already have this refill. Thank you!' : r.data.onTime ? 'Recorded: on time. A thank-you is on its way.' : 'Recorded. Thank you for telling us.';
    if (d.data) return `Deleted: ${d.data.deleted} sign-up${d.data.deleted === 1 ? '' : 's'} and everything we kept with ${d.data.deleted === 1 ? 'it' : 'them'}.`;
    return '';
  };
  if (state.isSuccess) return <p role="status" className="alert alert--success">{done()}</p>;
  return (
    <div>
      <p>
        <button type="button" className="button" onClick={run} disabled={state.isLoading}>
          {state.isLoading ? 'Working…' : BUTTONS[action]}
        </button>
      </p>
      {state.isError ? <p role="alert" className="alert alert--error">{errorMessage(state.error, 'That did not work. Please try again.')}</p> : null}
    </div>
  );
}

function DeletionRequest() {
  const id = useId();
  const [channel, setChannel] = useState<Channel>('email');
  const [contact, setContact] = useState('');
  const [request, state] = useSignupDeleteRequestMutation();
  const valid = channel === 'email' ? isValidEmail(contact) : isValidPhone(contact);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) void request({ channel, contact: contact.trim() });
  };
  if (state.isSuccess) return <p role="status" className="alert alert--success">If we have sign-ups for it, a deletion link is on its way to that address or number. It works for 24 hours.</p>;
  return (
    <form className="signup-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Delete all my data</h2>
      <p>We send a link to the e-mail address or number you signed up with; only its owner can delete.</p>
      <div>
        <label htmlFor={`${id}-channel`}>I signed up with</label>
        <select id={`${id}-channel`} value={channel} onChange={(e) => setChannel(e.target.value as Channel)}>
          <option value="email">E-mail</option>
          <option value="sms">Text message (SMS)</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-contact`}>{channel === 'email' ? 'E-mail address' : 'Mobile number'}</label>
        <input id={`${id}-contact`} type={channel === 'email' ? 'email' : 'tel'} value={contact} onChange={(e) => setContact(e.target.value)} />
      </div>
      {state.isError ? <p role="alert" className="alert alert--error">{errorMessage(state.error, 'That did not work. Please try again.')}</p> : null}
      <p>
        <button type="submit" className="button" disabled={!valid || state.isLoading}>
          Send me the deletion link
        </button>
      </p>
    </form>
  );
}

export default function ManageSignup() {
  const [params] = useSearchParams();
  const action = params.get('action') as Action | null;
  const token = params.get('token');
  return (
    <div>
      {action && token && action in BUTTONS ? <TokenAction action={action} token={token} /> : null}
      <DeletionRequest />
    </div>
  );
}
