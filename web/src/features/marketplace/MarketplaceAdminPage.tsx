import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ResponseOf } from '../../../../shared/contract';
import type { CustomerSummary, MeteringRecordView, marketplaceAdminUsageContract } from '../../../../shared/contracts/marketplace';
import { RequireRole } from '../../components/auth/RequireRole';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import { ApiKeyReveal } from './ApiKeyReveal';
import { BuyerGuide } from './BuyerGuide';
import {
  errorMessage, useMarketplaceAdminCustomersQuery, useMarketplaceAdminUsageQuery, useMarketplaceAdminMeteringQuery, useMarketplaceAdminKeyRevokeMutation, useMarketplaceAdminKeyRotateMutation,
} from './marketplace-endpoints';
import { PeriodSelect } from './PeriodSelect';
import './marketplace.css';

const STATUS_LABELS: Record<CustomerSummary['status'], string> = {
  subscribed: 'Subscribed',
  unsubscribePending: 'Unsubscribe pending',
  unsubscribed: 'Unsubscribed',
  subscribeFailed: 'Subscription failed',
};

type ApiKey = CustomerSummary['keys'][number];

/** `2026-11-23T01:57:22Z` → `2026-11-23 01:57` (UTC). */
const utcMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The columns the usage and metering tables share: both count one customer's requests in one UTC hour. */
const hourColumn: Column<{ hour: string }> = { header: 'Hour', cell: (r) => `${r.hour.replace('T', ' ')}:00` };
const customerColumn: Column<{ customerId: string }> = { header: 'Customer', cell: (r) => <code>{r.customerId}</code> };
const requestsColumn: Column<{ requests: number }> = { header: 'Requests', cell: (r) => r.requests, num: true };

const usageColumns: Column<ResponseOf<typeof marketplaceAdminUsageContract>['hours'][number]>[] = [hourColumn, customerColumn, { header: 'Key', cell: (h) => h.keyId }, requestsColumn];

/** A metering record's status in words: `failed` is still retried, `expired` never will be. */
export const METERING_STATUS_LABELS: Record<MeteringRecordView['status'], string> = {
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed, retried hourly',
  expired: 'Expired: not billed',
};

const meteringColumns: Column<MeteringRecordView>[] = [
  hourColumn,
  customerColumn,
  requestsColumn,
  { header: 'Units', cell: (r) => r.quantity, num: true },
  { header: 'Status', cell: (r) => <span className={`marketplace__status marketplace__status--${r.status}`}>{METERING_STATUS_LABELS[r.status]}</span> },
  { header: 'Attempts', cell: (r) => r.attempts, num: true },
  { header: 'Last error', cell: (r) => r.lastError ?? '' },
];

/** `/marketplace/admin` (every product) and `/marketplace/{product}-admin` (one product). */
export function productFromSlug(slug: string | undefined): string | undefined | null {
  if (slug === undefined || slug === 'admin') return undefined;
  const match = /^([a-z0-9-]+)-admin$/i.exec(slug);
  return match ? match[1]! : null;
}

export default function MarketplaceAdminPage() {
  const product = productFromSlug(useParams().product);
  // Not an admin address (/marketplace/register): a buyer, who is told how to subscribe, never asked to sign in as an admin.
  if (product === null) return <BuyerGuide />;
  return (
    <div className="page marketplace marketplace--admin">
      <h1>{product ? `Marketplace admin: ${product}` : 'Marketplace admin'}</h1>
      <RequireRole role="marketplace-admin" safariWarning>
        <AdminAreas product={product} />
      </RequireRole>
    </div>
  );
}

function AdminAreas({ product }: { product?: string }) {
  return (
    <>
      <Customers product={product} />
      <Usage product={product} />
      <Metering product={product} />
    </>
  );
}

function Customers({ product }: { product?: string }) {
  const { data, isLoading, isError, refetch } = useMarketplaceAdminCustomersQuery({ product });
  const [revoke, revoking] = useMarketplaceAdminKeyRevokeMutation();
  const [rotate, rotating] = useMarketplaceAdminKeyRotateMutation();
  const [newKey, setNewKey] = useState<{ keyId: string; apiKey: string } | undefined>();
  const busy = revoking.isLoading || rotating.isLoading;
  const actionError = revoking.error ?? rotating.error;
  const keyColumns: Column<ApiKey>[] = [
    {
      header: 'Key',
      cell: (k) => (
        <>
          <code>{k.hint}</code> <span className="marketplace__muted">{k.keyId}</span>
        </>
      ),
    },
    { header: 'Status', cell: (k) => (k.status === 'active' ? 'Active' : `Revoked ${k.revokedAt ? utcMinute(k.revokedAt) : ''}`) },
    { header: 'Created', cell: (k) => utcMinute(k.createdAt) },
    { header: 'Limit', cell: (k) => `${k.rateLimitPerMinute}/min`, num: true },
    {
      header: 'Actions',
      cell: (k) =>
        k.status === 'active' && (
          <span className="marketplace__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={`Rotate key ${k.hint}`}
              onClick={() => {
                if (!window.confirm('Issue a new key and revoke this one?')) return;
                void rotate(k.keyId).unwrap().then((r) => setNewKey({ keyId: k.keyId, apiKey: r.apiKey })).catch(() => undefined);
              }}
            >
              Rotate
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              aria-label={`Revoke key ${k.hint}`}
              onClick={() => {
                if (window.confirm('Revoke this key? Requests with it will be refused.')) void revoke(k.keyId);
              }}
            >
              Revoke
            </button>
          </span>
        ),
    },
  ];
  return (
    <section aria-labelledby="customers-heading">
      <h2 id="customers-heading">Customers and API keys</h2>
      {isLoading && <p role="status">Loading customers…</p>}
      {isError && (
        <p className="alert alert--error" role="alert">
          <span>The customers could not be loaded.</span>
          <button type="button" className="button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      {actionError ? (
        <p className="alert alert--error" role="alert">
          <span>{errorMessage(actionError, 'The key could not be changed. Please try again.')}</span>
        </p>
      ) : null}
      {newKey && <ApiKeyReveal apiKey={newKey.apiKey} label={`New key replacing ${newKey.keyId}`} />}
      {data && !data.customers.length && <p>No customers yet.</p>}
      {data?.customers.map((c) => (
        <article key={c.customerId} className="marketplace__customer" aria-label={`Customer ${c.company ?? c.customerId}`}>
          <h3>{c.company ?? 'Registration not finished'}</h3>
          <dl className="marketplace__facts">
            <dt>Customer</dt>
            <dd>
              <code>{c.customerId}</code>
            </dd>
            <dt>Product</dt>
            <dd>{c.productCode}</dd>
            <dt>Revenue model</dt>
            <dd>{c.revenueModel === 'passThrough' ? '100% pass-through + $1 per 100 requests' : '95% pass-through'}</dd>
            <dt>Subscription</dt>
            <dd className={`marketplace__status marketplace__status--${c.status}`}>{STATUS_LABELS[c.status]}</dd>
            <dt>Contact</dt>
            <dd>{c.contactEmail ?? '—'}</dd>
          </dl>
          {c.keys.length ? (
            <DataTable label={`API keys of ${c.company ?? c.customerId}`} caption="API keys" rows={c.keys} rowKey={(k) => k.keyId} columns={keyColumns} />
          ) : (
            <p>No API key issued yet.</p>
          )}
        </article>
      ))}
    </section>
  );
}

function Usage({ product }: { product?: string }) {
  const [hours, setHours] = useState(24);
  const { data, isLoading, isError } = useMarketplaceAdminUsageQuery({ product, hours });
  return (
    <section aria-labelledby="usage-heading">
      <h2 id="usage-heading">Hourly usage</h2>
      <PeriodSelect id="usage-hours" value={hours} onChange={setHours} options={[[24, 'Last 24 hours'], [72, 'Last 3 days'], [168, 'Last 7 days']]} />
      {isLoading && <p role="status">Loading usage…</p>}
      {isError && <p className="alert alert--error" role="alert">The usage could not be loaded.</p>}
      {data && !data.hours.length && <p>No requests in this period.</p>}
      {data && data.hours.length > 0 && (
        <DataTable label="Requests per key per hour (UTC)" caption="Requests per key per hour (UTC)" rows={data.hours} rowKey={(h) => `${h.hour}${h.keyId}`} columns={usageColumns} />
      )}
    </section>
  );
}

function Metering({ product }: { product?: string }) {
  const { data, isLoading, isError } = useMarketplaceAdminMeteringQuery({ product, hours: 48 });
  return (
    <section aria-labelledby="metering-heading">
      <h2 id="metering-heading">Metering records (last 48 hours)</h2>
      <p className="marketplace__muted">Sent hourly to AWS Marketplace, once per customer-hour. A failed record is retried by the next hourly runs while AWS still takes it (6 hours); after that it is expired: never billed through Marketplace, and the MeteringExpired alarm fires.</p>
      {isLoading && <p role="status">Loading metering records…</p>}
      {isError && <p className="alert alert--error" role="alert">The metering records could not be loaded.</p>}
      {data && !data.records.length && <p>No metering records in this period.</p>}
      {data && data.records.length > 0 && (
        <DataTable label="Metering records" caption="Metering records" rows={data.records} rowKey={(r) => `${r.hour}${r.customerId}`} columns={meteringColumns} />
      )}
    </section>
  );
}
