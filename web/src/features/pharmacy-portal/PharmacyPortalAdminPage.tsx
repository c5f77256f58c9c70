import { RequireRole } from '../../components/auth/RequireRole';
import { errorMessage } from '../../api/base-query';
import { useGetPharmacyOptInsQuery } from './portal-api';
import './pharmacy-portal.css';

function OptInList() {
  const optIns = useGetPharmacyOptInsQuery();
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
    <div className="optins">
      <p>
        {rows.length} pharmacies, {verified} verified.
      </p>
      <div className="portal-fees__table-wrap" tabIndex={0} role="region" aria-label="Opt-ins table">
        <table>
          <caption className="visually-hidden">Pharmacy opt-ins, most recent first</caption>
          <thead>
            <tr>
              <th scope="col">NPI</th>
              <th scope="col">Submitter</th>
              <th scope="col">Minimum over NADAC</th>
              <th scope="col">Opted out</th>
              <th scope="col">Terms</th>
              <th scope="col">Notify</th>
              <th scope="col">Verification</th>
              <th scope="col">Version</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.NPI}>
                <td>{r.NPI}</td>
                <td>
                  {r.SubmitterName && <>{r.SubmitterName}<br /></>}
                  {r.SubmitterEmail}
                </td>
                <td className="num">{r.OptOut ? '—' : `$${r.MinimumPayment}`}</td>
                <td>{r.OptOut ? 'Yes' : 'No'}</td>
                <td>{r.AcceptTerms ? 'Accepted' : 'No'}</td>
                <td>{r.NotifyAboutFurtherOpportunities ? 'Yes' : 'No'}</td>
                <td>
                  <span className={`badge ${r.verified ? 'badge--ok' : 'badge--warn'}`}>
                    {r.verified ? `Verified (${r.verifiedBy === 'sso' ? 'sign-in' : 'e-mail link'})` : 'Unverified'}
                  </span>
                  {r.pendingChange && <> · change awaiting e-mail confirmation</>}
                </td>
                <td className="num">{r.version}</td>
                <td>{new Date(r.updatedAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Spec §2.2 has only 'TODO' here: we list the opt-ins and their verification state, for admins. */
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
