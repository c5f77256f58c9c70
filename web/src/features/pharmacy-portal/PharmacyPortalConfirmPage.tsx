import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AfterConfirm, ConfirmStep } from '../../../../shared/contracts/pharmacy-portal';
import { errorMessage } from '../../api/base-query';
import { usePharmacyPortalConfirmApplyMutation, usePharmacyPortalConfirmPreviewMutation } from './portal-endpoints';
import './pharmacy-portal.css';

const HEADINGS: Record<ConfirmStep, string> = {
  firstOptIn: 'Confirm your pharmacy opt-in',
  ownerApprovesChange: 'Approve a change to your pharmacy opt-in',
  newAddressConfirms: 'Confirm you are the new contact',
};

const BUTTONS: Record<ConfirmStep, string> = {
  firstOptIn: 'Confirm my e-mail address',
  ownerApprovesChange: 'Approve this change',
  newAddressConfirms: 'Confirm and apply the change',
};

const THEN: Record<AfterConfirm, string> = {
  applied: 'The change applies as soon as you press the button.',
  awaitingNewAddress: 'The change moves the opt-in to another e-mail address: after you approve it, we e-mail that address, and the change applies once it confirms too.',
  awaitingApproval: 'After you confirm, our team approves the opt-in: the pharmacy directory lists no e-mail address we could check yours against.',
};

const DONE: Record<AfterConfirm, string> = {
  applied: 'Done: the change is applied.',
  awaitingNewAddress: 'Approved. We e-mailed the new address: the change applies once it confirms.',
  awaitingApproval: 'Thank you: your e-mail address is confirmed. Your opt-in is verified once our team approves it.',
};

const INVALID = 'This confirmation link is not valid or has expired. Please submit the form again.';

/**
 * The page the opt-in e-mails link to. Opening it (as a mail scanner does) changes nothing: it
 * reads what the link would do, shows every field before and after, and applies it only when the
 * button is pressed.
 */
function Confirmation({ npi, token }: { npi: string; token: string }) {
  const [preview, previewed] = usePharmacyPortalConfirmPreviewMutation();
  const [apply, applied] = usePharmacyPortalConfirmApplyMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void preview({ npi, token });
  }, [npi, token, preview]);

  if (previewed.isError) return <p role="alert" className="alert alert--error">{errorMessage(previewed.error, INVALID)}</p>;
  if (!previewed.data) return <p role="status">Loading what this link would change…</p>;
  const { step, fields, then, expiresAt } = previewed.data;
  const showsBefore = fields.some((f) => f.from !== null);

  return (
    <div className="portal-confirm">
      <h2>{HEADINGS[step]}</h2>
      <p>
        Pharmacy NPI <strong>{npi}</strong>. {step === 'firstOptIn' ? 'This is what the opt-in sets:' : 'This is what the change sets; changed rows are marked.'}
      </p>
      <div className="portal-confirm__table-wrap">
        <table className="data-table portal-confirm__table">
          <caption className="visually-hidden">What confirming changes</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              {showsBefore && <th scope="col">Now</th>}
              <th scope="col">{showsBefore ? 'After' : 'Value'}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.field} className={f.changed && step !== 'firstOptIn' ? 'portal-confirm__changed' : undefined}>
                <th scope="row">
                  {f.label}
                  {f.changed && step !== 'firstOptIn' ? <span className="badge badge--warn portal-confirm__badge">changes</span> : null}
                </th>
                {showsBefore && <td>{f.from ?? '—'}</td>}
                <td>{f.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{THEN[then]}</p>
      {applied.isSuccess ? (
        <p role="status" className="alert alert--success">{DONE[applied.data.status]}</p>
      ) : (
        <>
          <p>
            <button type="button" className="button" disabled={applied.isLoading} onClick={() => void apply({ npi, token })}>
              {applied.isLoading ? 'Working…' : BUTTONS[step]}
            </button>
          </p>
          <p className="portal-confirm__note">
            Nothing changes unless you press the button. The link works until {new Date(expiresAt).toLocaleDateString()}. If you did not ask for this, close
            this page.
          </p>
          {applied.isError && <p role="alert" className="alert alert--error">{errorMessage(applied.error, INVALID)}</p>}
        </>
      )}
    </div>
  );
}

export default function PharmacyPortalConfirmPage() {
  const [params] = useSearchParams();
  const npi = params.get('npi') ?? '';
  const token = params.get('token') ?? '';
  const valid = /^\d{10}$/.test(npi) && /^[A-Za-z0-9_-]{20,100}$/.test(token);
  return (
    <div className="page narrow">
      <h1>Pharmacy Portal</h1>
      {valid ? (
        <Confirmation key={`${npi}-${token}`} npi={npi} token={token} />
      ) : (
        <p role="alert" className="alert alert--error">This link is incomplete. Please open it again from the e-mail we sent you.</p>
      )}
      <p>
        <Link to="/pharmacy-portal">Back to the pharmacy portal</Link>
      </p>
    </div>
  );
}
