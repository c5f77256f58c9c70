import { BRAND } from '../../../shared/brand';
import { MARKETPLACE_PAGES, type ResolveError } from '../../../shared/contracts/marketplace';
import { HttpError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { findKeysOfCustomer, issueKey } from '../coupon-api/api-keys';
import {
  claimFirstKey, customerIdOf, getCustomer, releaseRegistration, removeEventOnlyRecord, saveContact, saveResolvedCustomer, SessionUsedError,
} from './customers';
import { revenueModelFor } from '../../lib/marketplace-client';
import { resolveCustomerOnce, tokenHash } from './resolve-customer';
import { createSession, readSession } from './session';

/** ResolveCustomer's exceptions, as the error page explains them. */
export function resolveErrorOf(err: unknown): ResolveError {
  switch ((err as Error)?.name) {
    case 'InvalidTokenException':
      return 'invalid_token';
    case 'ExpiredTokenException':
      return 'expired_token';
    case 'ThrottlingException':
      return 'throttled';
    default:
      return 'unavailable';
  }
}

/**
 * The registration URL's work: resolve the Marketplace token (once per token in a short window,
 * resolve-customer.ts), store the customer with the identifiers AWS gave (account, license, and the
 * CustomerIdentifier where there still is one), and answer where to send the browser: the
 * register-customer page with a signed session, or the error page.
 *
 * Every session made from one token has the same id (the token's hash), so a double-click or a
 * re-sent POST cannot give a second session that registers again.
 *
 * A ResolveCustomer failure that is not about the buyer's token (AWS throttling or failing, an
 * answer without a buyer, or our own access: calls from an account that does not sell the product)
 * counts `MarketplaceResolveFailed`, which the Monitoring stack alarms on.
 */
export async function resolveRegistration(token: string | undefined, now = new Date(), log?: Logger): Promise<{ location: string; error?: ResolveError }> {
  const fail = (error: ResolveError) => ({ location: `${MARKETPLACE_PAGES.resolveError}?reason=${error}`, error });
  if (!token) return fail('missing_token');
  let resolved;
  try {
    resolved = await resolveCustomerOnce(token, now);
  } catch (err) {
    const error = resolveErrorOf(err);
    if (error === 'throttled' || error === 'unavailable') {
      countMetric('MarketplaceResolveFailed');
      log?.error('ResolveCustomer failed', { code: (err as Error)?.name ?? 'Error' });
    }
    return fail(error);
  }
  const { productCode, ...buyer } = resolved;
  const customerId = (await customerIdOf(buyer, productCode))!;
  await saveResolvedCustomer({ customerId, productCode, revenueModel: revenueModelFor(productCode), ...buyer }, now);
  // Events may have made a record under the CustomerIdentifier before the license's record was known.
  if (buyer.customerIdentifier && buyer.customerIdentifier !== customerId) await removeEventOnlyRecord(buyer.customerIdentifier);
  return { location: `${MARKETPLACE_PAGES.registerCustomer}?session=${encodeURIComponent(await createSession(customerId, tokenHash(token), now))}` };
}

const sessionUsed = () =>
  new HttpError(
    410,
    'session_used',
    `This registration link has already been used, so nothing was changed. Your API key was shown when you registered and cannot be shown again. To change your contact e-mail or get a new key, write to ${BRAND.email}.`,
  );

/**
 * The register-customer page's submit: company and contact e-mail saved and the session marked used
 * in one conditional write (a replay answers 410 and changes nothing), then the customer's first
 * API key issued and returned once. A customer who already has a key gets none here (the raw key was
 * shown once and cannot be shown again); an admin can rotate it. If the key cannot be issued, the
 * session is released so the buyer's retry works.
 */
export async function completeRegistration(input: { session: string; company: string; email: string }, now = new Date()) {
  const session = await readSession(input.session, now);
  if (!session) throw new HttpError(401, 'session_expired', 'Your registration session has expired. Please open the product again from AWS Marketplace to continue.');
  const { customerId, sessionId } = session;
  const notFound = () => new HttpError(404, 'customer_not_found', 'We could not find your subscription. Please open the product again from AWS Marketplace.');
  if (!(await getCustomer(customerId))) throw notFound();
  let customer;
  try {
    customer = await saveContact(customerId, { company: input.company, contactEmail: input.email }, sessionId, now);
  } catch (err) {
    if (err instanceof SessionUsedError) throw sessionUsed();
    throw err;
  }
  if (!customer) throw notFound();
  let firstKey = false;
  try {
    firstKey = await claimFirstKey(customerId, now);
    const issued = firstKey ? await issueKey(customer, { now }) : undefined;
    const keyHint = issued?.record.hint ?? (await findKeysOfCustomer(customerId)).find((k) => k.status === 'active')?.hint ?? '';
    return { customerId, productCode: customer.productCode, revenueModel: customer.revenueModel, apiKey: issued?.apiKey ?? null, keyHint };
  } catch (err) {
    await releaseRegistration(customerId, sessionId, firstKey);
    throw err;
  }
}
