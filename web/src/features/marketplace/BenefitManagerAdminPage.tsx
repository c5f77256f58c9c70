import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { RequireRole } from '../../components/auth/RequireRole';
import { DataTable } from '../../components/data-table/DataTable';
import { errorMessage, useBenefitManagerAdminQuery } from './marketplace-endpoints';
import { PeriodSelect } from './PeriodSelect';
import './marketplace.css';

/** `/caremark/{product}-admin`: the benefit manager (PBM) `{product}`'s own view. */
export default function BenefitManagerAdminPage() {
  const slug = useParams().product ?? '';
  const pbm = /^([a-z0-9-]+)-admin$/.exec(slug)?.[1];
  return (
    <div className="page marketplace marketplace--admin">
      <h1>Benefit manager admin</h1>
      <RequireRole role="marketplace-admin" safariWarning>
        {pbm ? <Report pbm={pbm} /> : <p role="alert">This is not a benefit manager admin page. Open /caremark/&#123;pbm&#125;-admin.</p>}
      </RequireRole>
    </div>
  );
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '—');

function Report({ pbm }: { pbm: string }) {
  const [days, setDays] = useState(30);
  const { data, error, isLoading, isFetching, refetch } = useBenefitManagerAdminQuery({ pbm, days });
  if (isLoading) return <p role="status">Loading the report…</p>;
  if (error || !data) {
    return (
      <p className="alert alert--error" role="alert">
        <span>{errorMessage(error, 'The report could not be loaded.')}</span>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <>
      <h2>
        {data.pbm.name} <span className="marketplace__muted">(BIN {data.pbm.rxBin}, PCN {data.pbm.rxPcn})</span>
      </h2>
      <div className="marketplace__cards">
        <section className="marketplace__card" aria-labelledby="wins-heading">
          <h3 id="wins-heading">How often its prices win</h3>
          <div className="marketplace__figure">{percent(data.wins.won, data.wins.pharmacyPrices)}</div>
          <p>
            Best price at {data.wins.won} of {data.wins.pharmacyPrices} pharmacy prices for the {data.wins.sampledDrugs} most prescribed drugs near{' '}
            {data.wins.zip} (checked {data.wins.checkedAt.slice(0, 16).replace('T', ' ')} UTC).
          </p>
        </section>
        <section className="marketplace__card" aria-labelledby="network-heading">
          <h3 id="network-heading">Pharmacies covered</h3>
          <div className="marketplace__figure">{data.pharmacies.inNetwork}</div>
          <p>
            of {data.pharmacies.total} pharmacies in the directory ({percent(data.pharmacies.inNetwork, data.pharmacies.total)}).
          </p>
        </section>
        <section className="marketplace__card" aria-labelledby="views-heading">
          <h3 id="views-heading">Coupon views</h3>
          <div className="marketplace__figure">{data.couponViews.total}</div>
          <p>of this BIN's coupons in the period.</p>
        </section>
      </div>
      <section aria-labelledby="daily-heading">
        <h3 id="daily-heading">Coupon views per day</h3>
        <PeriodSelect id="bm-days" value={days} onChange={setDays} options={[[7, 'Last 7 days'], [30, 'Last 30 days'], [90, 'Last 90 days']]} />
        {isFetching && <span role="status"> Updating…</span>}
        {data.couponViews.days.length ? (
          <DataTable
            label="Coupon views per day (UTC)"
            caption="Coupon views per day (UTC)"
            rows={data.couponViews.days}
            rowKey={(d) => d.day}
            columns={[
              { header: 'Day', cell: (d) => d.day },
              { header: 'Views', cell: (d) => d.views, num: true },
            ]}
          />
        ) : (
          <p>No coupon views in this period.</p>
        )}
      </section>
    </>
  );
}
