import { RequireRole } from '../../components/auth/RequireRole';
import { errorMessage } from '../../api/base-query';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import { usePharmacyPortalAdminQuery } from './portal-endpoints';
import './pharmacy-portal.css';

type OptIn = NonNullable<ReturnType<typeof usePharmacyPortalAdminQuery>['data']>['optIns'][number];

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

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
          {r.verified ? `Verified (${r.verifiedBy === 'sso' ? 'sign-in' : 'e-mail link'})` : 'Unverified'}
        </span>
        {r.pendingChange && <> · change awaiting e-mail confirmation</>}
        {r.changeRequests ? <> · {r.changeRequests} change request{r.changeRequests > 1 ? 's' : ''} by someone other than the verified owner (last {r.lastChangeRequestAt?.slice(0, 10)})</> : null}
      </>
    ),
  },
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
