import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { errorMessage } from '../../api/base-query';
import { linkEndpoint, type LinkAction, type ListName } from './subscriptions-endpoints';

const LISTS: Record<ListName, string> = { newsletter: 'newsletter', 'price-alert': 'price-drop alert' };
const DONE: Record<LinkAction, (what: string) => string> = {
  confirm: (what) => `Your ${what} is confirmed. Thank you!`,
  unsubscribe: (what) => `You are unsubscribed from this ${what}. We will not send it again.`,
};
const ASK: Record<LinkAction, (what: string) => string> = {
  confirm: (what) => `Press the button to start receiving the ${BRAND.name} ${what} at the address this link was sent to.`,
  unsubscribe: (what) => `Press the button to stop this ${BRAND.name} ${what}. Nothing else changes.`,
};
const BUTTONS: Record<LinkAction, string> = { confirm: 'Confirm my subscription', unsubscribe: 'Unsubscribe' };

/**
 * Says what the link does and does it on one click: mail scanners open links (some run the page's
 * script too), and opening the page must change nothing.
 */
function LinkOutcome({ list, action, token }: { list: ListName; action: LinkAction; token: string }) {
  const [follow, result] = linkEndpoint(list, action).useMutation();

  if (result.isSuccess) return <p role="status" className="alert alert--success">{DONE[action](LISTS[list])}</p>;
  return (
    <div>
      <p>{ASK[action](LISTS[list])}</p>
      <p>
        <button type="button" className="button" disabled={result.isLoading} onClick={() => void follow(token)}>
          {result.isLoading ? 'Working…' : BUTTONS[action]}
        </button>
      </p>
      {result.isError && (
        <p role="alert" className="alert alert--error">
          {errorMessage(result.error, `Something went wrong. Please try the link again later or e-mail ${BRAND.email}.`)}
        </p>
      )}
    </div>
  );
}

/** The landing page of the links in our e-mails and texts: confirms or unsubscribes on one click. */
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
