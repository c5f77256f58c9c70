import { useState } from 'react';
import type { OutboxMessage } from '../../../../shared/contracts/messaging';
import { errorMessage } from '../../api/base-query';
import { useDevOutboxQuery } from './outbox-endpoints';
import './dev-outbox.css';

/** Local only: what `npm start` "sent". The e-mail HTML is rendered in a sandbox with no scripts. */
export default function DevOutboxPage() {
  const { data, error, isLoading, isFetching, refetch } = useDevOutboxQuery();
  return (
    <div className="page outbox">
      <div className="outbox__head">
        <h1>Local outbox</h1>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <p>Every e-mail and text the local runtime sent through its SES and SNS stand-ins, newest first. This page exists only under npm start.</p>
      {isLoading ? (
        <p role="status">Loading messages…</p>
      ) : error ? (
        <p role="alert" className="alert alert--error">{errorMessage(error, 'The outbox could not be read.')}</p>
      ) : !data?.messages.length ? (
        <p>No messages yet. Send a coupon or a form and refresh.</p>
      ) : (
        <ol className="outbox__list" aria-label="Messages">
          {data.messages.map((m, i) => (
            <li key={m.id}>
              <OutboxItem message={m} initiallyOpen={i === 0} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Only opened e-mails render their iframe: a page of fifty live documents would be slow. */
function OutboxItem({ message: m, initiallyOpen }: { message: OutboxMessage; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const title = m.channel === 'email' ? (m.subject ?? '(no subject)') : `SMS to ${m.to.join(', ')}`;
  return (
    <article className="outbox__item" aria-label={title}>
      <h2>{title}</h2>
      <dl className="outbox__meta">
        <dt>Channel</dt>
        <dd>{m.channel === 'email' ? 'E-mail' : `SMS (${m.smsType ?? 'Promotional'})`}</dd>
        <dt>To</dt>
        <dd>{m.to.join(', ')}</dd>
        {m.replyTo?.length ? (
          <>
            <dt>Reply-To</dt>
            <dd>{m.replyTo.join(', ')}</dd>
          </>
        ) : null}
        {m.category ? (
          <>
            <dt>Category</dt>
            <dd>{m.category}</dd>
          </>
        ) : null}
        <dt>Sent</dt>
        <dd>
          <time dateTime={m.at}>{new Date(m.at).toLocaleString()}</time>
        </dd>
      </dl>
      {m.html ? (
        <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>Show the e-mail</summary>
          {open ? <iframe className="outbox__html" title={`E-mail: ${title}`} sandbox="" srcDoc={m.html} /> : null}
        </details>
      ) : (
        <pre className="outbox__text">{m.text}</pre>
      )}
    </article>
  );
}
