import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { MessageKey } from '../../i18n/i18n';
import { useLang, useLocalize, useT, type Translate } from '../../i18n/use-t';
import { errorMessage } from '../../api/base-query';
import { linkEndpoint, type LinkAction, type ListName } from './subscriptions-endpoints';

/** The list, as the messages' `select` names it. */
const LISTS: Record<ListName, string> = { newsletter: 'newsletter', 'price-alert': 'priceAlert' };
const KEYS: Record<LinkAction, { done: MessageKey; ask: MessageKey; button: MessageKey }> = {
  confirm: { done: 'subscription.confirm.done', ask: 'subscription.confirm.ask', button: 'subscription.confirm.button' },
  unsubscribe: { done: 'subscription.unsubscribe.done', ask: 'subscription.unsubscribe.ask', button: 'subscription.unsubscribe.button' },
};

/** The server's explanation on an English page; on a Spanish one, the catalog's words for the same failure. */
function failure(t: Translate, english: boolean, error: unknown): string {
  const fallback = t('subscription.failed');
  if (english) return errorMessage(error, fallback);
  const code = (error as { data?: { error?: { code?: unknown } } } | undefined)?.data?.error?.code;
  if (code === 'link_not_valid') return t('subscription.linkNotValid');
  return code === 'invalid_input' ? t('subscription.incomplete') : fallback;
}

/**
 * Says what the link does and does it on one click: mail scanners open links (some run the page's
 * script too), and opening the page must change nothing.
 */
function LinkOutcome({ list, action, token }: { list: ListName; action: LinkAction; token: string }) {
  const t = useT();
  const english = useLang() === 'en';
  const [follow, result] = linkEndpoint(list, action).useMutation();
  const values = { list: LISTS[list] };
  const keys = KEYS[action];

  if (result.isSuccess) return <p role="status" className="alert alert--success">{t(keys.done, values)}</p>;
  return (
    <div>
      <p>{t(keys.ask, values)}</p>
      <p>
        <button type="button" className="button" disabled={result.isLoading} onClick={() => void follow(token)}>
          {result.isLoading ? t('subscription.working') : t(keys.button)}
        </button>
      </p>
      {result.isError && (
        <p role="alert" className="alert alert--error">
          {failure(t, english, result.error)}
        </p>
      )}
    </div>
  );
}

/** The landing page of the links in our e-mails and texts (in the message's language): confirms or unsubscribes on one click. */
export default function SubscriptionPage() {
  const t = useT();
  const localize = useLocalize();
  const { action } = useParams();
  const [params] = useSearchParams();
  const list = params.get('list') as ListName | null;
  const token = params.get('token') ?? '';
  const valid = (action === 'confirm' || action === 'unsubscribe') && list !== null && list in LISTS && token !== '';

  return (
    <div className="page narrow">
      <h1>{action === 'unsubscribe' ? t('subscription.unsubscribe.heading') : t('subscription.confirm.heading')}</h1>
      {valid ? (
        <LinkOutcome key={`${list}-${action}`} list={list} action={action} token={token} />
      ) : (
        <p role="alert" className="alert alert--error">{t('subscription.incomplete')}</p>
      )}
      <p>
        <Link to={localize('/')}>{t('subscription.searchPrices')}</Link>
      </p>
    </div>
  );
}
