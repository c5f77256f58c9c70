import { skipToken } from '@reduxjs/toolkit/query';
import { DataTable, type Column } from '../../components/data-table/DataTable';
import { useState, type FormEvent } from 'react';
import { isValidZip, MESSAGES } from '../../../../shared/validation';
import { AdminPage } from './AdminPage';
import { useAdminPharmacyExplainerQuery, type PharmacyExplanation } from './admin-endpoints';
import { formatDateTime } from './format';
import { RequestState } from './RequestState';
import { useQueryParams } from './use-query-params';

const KEYS = ['zip', 'q', 'npi'] as const;

function SearchForm({ initial, onSubmit }: { initial: { zip?: string; q?: string }; onSubmit: (v: { zip: string; q: string }) => void }) {
  const [zip, setZip] = useState(initial.zip ?? '');
  const [q, setQ] = useState(initial.q ?? '');
  const [tried, setTried] = useState(false);
  const zipError = zip.trim() && !isValidZip(zip) ? MESSAGES.zip : tried && !zip.trim() ? 'Enter a zip code' : '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (isValidZip(zip)) onSubmit({ zip: zip.trim(), q: q.trim() });
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__field admin-form__field--wide">
        <label htmlFor="pharmacy-q">Pharmacy name, chain or NPI</label>
        <input id="pharmacy-q" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="admin-form__field">
        <label htmlFor="pharmacy-zip">Zip Code</label>
        <input id="pharmacy-zip" inputMode="numeric" placeholder="Enter Zip Code" value={zip} onChange={(e) => setZip(e.target.value)} aria-invalid={Boolean(zipError)} aria-describedby="pharmacy-zip-error" />
        <p className="field-error" id="pharmacy-zip-error">{zipError}</p>
      </div>
      <div className="admin-form__actions">
        <button type="submit">Find pharmacies</button>
      </div>
    </form>
  );
}

const NETWORK_COLUMNS: Column<PharmacyExplanation['networks'][number]>[] = [
  { header: 'PBM', cell: (n) => n.pbm, rowHeader: true },
  { header: 'Prices this pharmacy', cell: (n) => (n.inNetwork ? 'Yes, in network' : 'No, out of network') },
];

function PharmacyDetails({ data }: { data: PharmacyExplanation }) {
  const p = data.pharmacy!;
  const priced = data.networks.filter((n) => n.inNetwork).length;
  return (
    <section aria-labelledby="pharmacy-heading" className="admin-detail">
      <h2 id="pharmacy-heading">{p.name}</h2>
      <p>
        {p.address} · NPI {p.npi} · {p.chain} · {p.distance.toFixed(1)} miles away
      </p>
      <h3>Opt-in</h3>
      {data.optIn ? (
        <dl className="admin-facts">
          <dt>Minimum payment over NADAC</dt>
          <dd>{data.optIn.optedOut ? 'Opted out' : `$${data.optIn.minimumPaymentOverNadac}`}</dd>
          <dt>Verified</dt>
          <dd>{data.optIn.verified ? 'Yes' : 'No'}</dd>
          <dt>Updated</dt>
          <dd>{data.optIn.updatedAt ? formatDateTime(data.optIn.updatedAt) : '—'}</dd>
        </dl>
      ) : (
        <p>No opt-in on file.</p>
      )}
      <DataTable
        className="admin-table admin-table--narrow"
        caption={`PBM networks: ${priced} of ${data.networks.length} PBMs price this pharmacy`}
        rows={data.networks}
        rowKey={(n) => n.pbmId}
        columns={NETWORK_COLUMNS}
      />
    </section>
  );
}

function PharmacyExplainerContent() {
  const [params, setParams] = useQueryParams(KEYS);
  const matchColumns: Column<PharmacyExplanation['matches'][number]>[] = [
    {
      header: 'Pharmacy',
      rowHeader: true,
      cell: (m) => (
        <>
          {m.name}
          <span className="admin-table__sub">{m.address}</span>
        </>
      ),
    },
    { header: 'NPI', cell: (m) => m.npi },
    { header: 'Miles', cell: (m) => m.distance.toFixed(1), num: true },
    {
      header: <span className="visually-hidden">Action</span>,
      key: 'action',
      cell: (m) => (
        <button type="button" className="button button--small" onClick={() => setParams({ ...params, npi: m.npi })} aria-label={`Explain ${m.name}, NPI ${m.npi}`}>
          Explain
        </button>
      ),
    },
  ];
  const { data, isFetching, error } = useAdminPharmacyExplainerQuery(params.zip ? { zip: params.zip, ...(params.q ? { q: params.q } : {}), ...(params.npi ? { npi: params.npi } : {}) } : skipToken);
  return (
    <>
      <SearchForm key={`${params.zip}|${params.q}`} initial={params} onSubmit={(v) => setParams(v)} />
      {!params.zip && <p className="admin-state">Find pharmacies near a zip code by name, chain or NPI.</p>}
      {params.zip && (
        <RequestState isLoading={isFetching} error={error} loadingText="Looking up pharmacies…">
          {data && (
            <>
              {data.pharmacy && <PharmacyDetails data={data} />}
              <DataTable
                className="admin-table"
                caption={`Pharmacies within 50 miles of ${params.zip}${params.q ? ` matching "${params.q}"` : ''} (nearest first)`}
                rows={data.matches}
                rowKey={(m) => m.npi}
                rowProps={(m) => ({ 'aria-current': m.npi === data.pharmacy?.npi ? 'true' : undefined })}
                columns={matchColumns}
                empty={<p className="admin-state admin-state--empty">No pharmacy within 50 miles of {params.zip} matches that search.</p>}
              />
            </>
          )}
        </RequestState>
      )}
    </>
  );
}

/** The guard wraps the content, so no admin request is made before an admin is signed in. */
export default function PharmacyExplainerPage() {
  return (
    <AdminPage title="Pharmacy explainer" intro="Which PBMs price a pharmacy, and the opt-in and minimum payment it chose on the pharmacy portal.">
      <PharmacyExplainerContent />
    </AdminPage>
  );
}
