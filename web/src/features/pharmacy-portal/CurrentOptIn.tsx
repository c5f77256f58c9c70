import { useEffect, useRef } from 'react';
import type { PharmacyPortalCurrent } from '../../../../shared/contracts/pharmacy-portal';
import { OPT_OUT_MINIMUM_PAYMENT } from '../../../../shared/contracts/pharmacy-portal';
import type { OptInChoice } from './OptInForm';
import { usePharmacyPortalCurrentQuery } from './portal-endpoints';

type Current = PharmacyPortalCurrent['optIns'][number];

const minimumText = (o: Current) => (o.OptOut || o.MinimumPayment === OPT_OUT_MINIMUM_PAYMENT ? 'Opted out' : `$${o.MinimumPayment} over NADAC`);
const statusText = (o: Current) => `${o.verified ? 'Verified' : 'Waiting for the e-mail confirmation'}${o.pendingChange ? '; a change is waiting for confirmation' : ''}`;

/**
 * The signed-in pharmacist's enrolment as stored, read again on every visit: a reload shows the
 * current minimum and fills the NPI and minimum, so the fee table below is the enrolment's own.
 */
export function CurrentOptIn({ onChoice }: { onChoice: (choice: OptInChoice) => void }) {
  const { data, isLoading, isError } = usePharmacyPortalCurrentQuery();
  const filled = useRef(false);
  const first = data?.optIns[0];
  // Only the answer of the visit's first read fills the form: after a submission the form stays
  // cleared (as the spec says) while the table above shows the new enrolment.
  useEffect(() => {
    if (!data || filled.current) return;
    filled.current = true;
    if (first && !first.OptOut) onChoice({ npi: first.NPI, minimumPayment: first.MinimumPayment });
  }, [data, first, onChoice]);

  if (isLoading) return <p className="portal-current" role="status">Loading your current enrolment…</p>;
  if (isError) return <p className="portal-current alert alert--error" role="alert">Your current enrolment could not be loaded. Please reload the page.</p>;
  if (!data?.optIns.length) return <p className="portal-current">No enrolment is on file for this sign-in yet: submit the form below to opt in.</p>;
  return (
    <section className="portal-current" aria-labelledby="portal-current-heading">
      <h2 id="portal-current-heading">Your current enrolment</h2>
      <table className="portal-table">
        <thead>
          <tr>
            <th scope="col">Pharmacy NPI</th>
            <th scope="col">Minimum Payment Over NADAC</th>
            <th scope="col">Status</th>
            <th scope="col">Last changed</th>
          </tr>
        </thead>
        <tbody>
          {data.optIns.map((o) => (
            <tr key={o.NPI}>
              <th scope="row">{o.NPI}</th>
              <td>{minimumText(o)}</td>
              <td>{statusText(o)}</td>
              <td>
                <time dateTime={o.updatedAt}>{new Date(o.updatedAt).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>The form below starts from this enrolment; submit it to change it.</p>
    </section>
  );
}
