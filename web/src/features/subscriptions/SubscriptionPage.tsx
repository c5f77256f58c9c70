import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { errorMessage } from '../../api/base-query';
import { linkEndpoint, type LinkAction, type ListName } from './subscriptions-endpoints';

const LISTS: Record<ListName, string> = { newsletter: 'newsletter', 'price-alert': 'price-drop alert' };
const DONE: Record<LinkAction, (what: string) => string> = {
  confirm: (what) => `Your ${what} is confirmed. Thank you!`,
  unsubscribe: (what) => `You are unsubscribed from this ${what}. We will not send it again.`,
};

/** Follows the link once (its page keys it by list and action) and says how it went. */
function LinkOutcome({ list, action, token }: { list: ListName; action: LinkAction; token: string }) {
  const [follow, result] = linkEndpoint(list, action).useMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void follow(token);
  }, [token, follow]);

  if (result.isSuccess) return <p role="status" className="alert alert--success">{DONE[action](LISTS[list])}</p>;
  if (result.isError) {
    return (
      <p role="alert" className="alert alert--error">
        {errorMessage(result.error, `Something went wrong. Please try the link again later or e-mail ${BRAND.email}.`)}
      </p>
    );
  }
  return <p role="status">One moment…</p>;
}

/** The landing page of the links in our e-mails and texts: confirms or unsubscribes in one step. */
export default function SubscriptionPage() {
  const { action } = useParams();
  const [params] = useSearchParams();
  const list = params.get('list') as ListName | null;
  const token = params.get('token') ?? '';
  const valid = (action === 'confirm' || action === 'unsubscribe') && list !== null && list in LISTS && token !== '';

  const heading = action === 'unsubscribe' ? 'Unsubscribe' : 'Confirm your subscription';
  return (
    <div className="page narrow">
      <h1>{heading}</h1>
      {valid ? (
        <LinkOutcome key={`${list}-${action}`} list={list} action={action} token={token} />
      ) : (
        <p role="alert" className="alert alert--error">This link is incomplete. Please open it again from the message we sent you.</p>
      )}
      <p>
        <Link to="/">Search drug prices</Link>
      </p>
    </div>
  );
}
