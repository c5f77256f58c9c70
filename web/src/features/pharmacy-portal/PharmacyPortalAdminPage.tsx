import { RequireRole } from '../../components/auth/RequireRole';
import { errorMessage } from '../../api/base-query';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import type { OptInAttempt } from '../../../../shared/contracts/pharmacy-portal';
import { usePharmacyPortalAdminApproveMutation, usePharmacyPortalAdminQuery, usePharmacyPortalAdminReleaseMutation } from './portal-endpoints';
import './pharmacy-portal.css';

type OptIn = NonNullable<ReturnType<typeof usePharmacyPortalAdminQuery>['data']>['optIns'][number];

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

const VERIFIED_BY: Record<NonNullable<OptIn['verifiedBy']>, string> = { sso: 'sign-in', email: 'e-mail link', admin: 'admin approval' };

const ATTEMPTS: Record<OptInAttempt['action'], string> = {
  signInVerified: 'verified by a pharmacist sign-in',
  signInNotTrusted: 'sign-in without the pharmacist role or a verified address: sent an e-mail link',
  emailSubmitted: 'typed e-mail: sent a link',
  changeRequested: 'change asked by someone else: sent to the owner',
  ownerChanged: 'changed by its owner',
  emailConfirmed: 'typed address confirmed its link',
  ownerConfirmed: 'owner approved a change',
  newAddressConfirmed: 'new address confirmed',
  adminApproved: 'approved by an admin',
  released: 'released by an admin',
};

function Attempts({ attempts }: { attempts: OptInAttempt[] }) {
  if (attempts.length === 0) return <>—</>;
  return (
    <ul className="portal-admin__attempts">
      {attempts.map((a, i) => (
        <li key={`${a.at}-${i}`}>
          {a.at.slice(0, 16).replace('T', ' ')}: {ATTEMPTS[a.action]} ({a.email})
        </li>
      ))}
    </ul>
  );
}

/** Approve a confirmed typed address; release an NPI from whoever holds it (asked twice). */
function Actions({ row }: { row: OptIn }) {
  const [approve, approving] = usePharmacyPortalAdminApproveMutation();
  const [release, releasing] = usePharmacyPortalAdminReleaseMutation();
  const error = approving.error ?? releasing.error;
  const onRelease = () => {
    if (window.confirm(`Release NPI ${row.NPI} from ${row.SubmitterEmail}? Its opt-in becomes unverified and that owner can no longer verify it by signing in.`)) {
      void release({ npi: row.NPI });
    }
  };
  return (
    <div className="portal-admin__actions">
      {row.awaitingApproval && (
        <button type="button" className="button" disabled={approving.isLoading} onClick={() => void approve({ npi: row.NPI })} aria-label={`Approve NPI ${row.NPI}`}>
          Approve
        </button>
      )}
      {!row.releasedAt && (
        <button type="button" className="button button--secondary" disabled={releasing.isLoading} onClick={onRelease} aria-label={`Release NPI ${row.NPI}`}>
          Release
        </button>
      )}
      {error && <p role="alert" className="alert alert--error">{errorMessage(error, 'That did not work. Please reload the page.')}</p>}
    </div>
  );
}

const optInColumns: Column<OptIn>[] = [
  { header: 'NPI', cell: (r) => r.NPI },
  {
    header: 'Submitter',
    cell: (r) => (
      <>
        {r.SubmitterName && (
          <>
            {r.SubmitterName}
            <br />
          </>
        )}
        {r.SubmitterEmail}
      </>
    ),
  },
  { header: 'Minimum over NADAC', cell: (r) => (r.OptOut ? '—' : `$${r.MinimumPayment}`), num: true },
  { header: 'Opted out', cell: (r) => yesNo(r.OptOut) },
  { header: 'Terms', cell: (r) => (r.AcceptTerms ? 'Accepted' : 'No') },
  { header: 'Notify', cell: (r) => yesNo(r.NotifyAboutFurtherOpportunities) },
  {
    header: 'Verification',
    cell: (r) => (
      <>
        <span className={`badge ${r.verified ? 'badge--ok' : 'badge--warn'}`}>
          {r.verified ? `Verified (${VERIFIED_BY[r.verifiedBy ?? 'email']})` : r.awaitingApproval ? 'Awaiting approval' : r.releasedAt ? 'Released' : 'Unverified'}
        </span>
        {r.pendingChange && <> · change awaiting e-mail confirmation</>}
        {r.changeRequests ? <> · {r.changeRequests} change request{r.changeRequests > 1 ? 's' : ''} by someone other than the verified owner (last {r.lastChangeRequestAt?.slice(0, 10)})</> : null}
      </>
    ),
  },
  { header: 'Attempts', cell: (r) => <Attempts attempts={r.attempts} /> },
  { header: 'Actions', cell: (r) => <Actions row={r} /> },
  { header: 'Version', cell: (r) => r.version, num: true },
  { header: 'Updated', cell: (r) => new Date(r.updatedAt).toLocaleString() },
];

function OptInList() {
  const optIns = usePharmacyPortalAdminQuery();
  if (optIns.isLoading) return <p role="status">Loading the opt-ins…</p>;
  if (optIns.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {errorMessage(optIns.error, 'The opt-ins could not be loaded. Please reload the page.')}
      </p>
    );
  }
  const rows = optIns.data?.optIns ?? [];
  if (rows.length === 0) return <p>No pharmacy has opted in yet.</p>;
  const verified = rows.filter((r) => r.verified).length;
  return (
    <div>
      <p>
        {rows.length} pharmacies, {verified} verified.
      </p>
      <DataTable
        label="Opt-ins table"
        caption={<span className="visually-hidden">Pharmacy opt-ins, most recent first</span>}
        className="portal-table"
        rows={rows}
        rowKey={(r) => r.NPI}
        columns={optInColumns}
      />
    </div>
  );
}

/** rules#admin-and-marketplace-routes has only 'TODO' here: we list the opt-ins and their verification state, for admins. */
export default function PharmacyPortalAdminPage() {
  return (
    <div className="page">
      <h1>Pharmacy Opt-ins</h1>
      <RequireRole role="admin">
        <OptInList />
      </RequireRole>
    </div>
  );
}
