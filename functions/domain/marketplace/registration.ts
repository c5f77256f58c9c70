import { ResolveCustomerCommand } from '@aws-sdk/client-marketplace-metering';
import { MARKETPLACE_PAGES, type ResolveError } from '../../../shared/contracts/marketplace';
import { HttpError } from '../../lib/errors';
import { findKeysOfCustomer, issueKey } from '../coupon-api/api-keys';
import { claimFirstKey, getCustomer, saveContact, saveResolvedCustomer } from './customers';
import { meteringClient, revenueModelFor } from '../../lib/marketplace-client';
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
 * The registration URL's work: resolve the Marketplace token, store the customer, and answer
 * where to send the browser: the register-customer page with a signed session, or the error page.
 */
export async function resolveRegistration(token: string | undefined, now = new Date()): Promise<{ location: string; error?: ResolveError }> {
  const fail = (error: ResolveError) => ({ location: `${MARKETPLACE_PAGES.resolveError}?reason=${error}`, error });
  if (!token) return fail('missing_token');
  let resolved;
  try {
    resolved = await meteringClient().send(new ResolveCustomerCommand({ RegistrationToken: token }));
  } catch (err) {
    return fail(resolveErrorOf(err));
  }
  if (!resolved.CustomerIdentifier || !resolved.ProductCode) return fail('unavailable');
  await saveResolvedCustomer({
    customerId: resolved.CustomerIdentifier,
    productCode: resolved.ProductCode,
    awsAccountId: resolved.CustomerAWSAccountId,
    revenueModel: revenueModelFor(resolved.ProductCode),
  }, now);
  return { location: `${MARKETPLACE_PAGES.registerCustomer}?session=${encodeURIComponent(await createSession(resolved.CustomerIdentifier, now))}` };
}

/**
 * The register-customer page's submit: company and contact e-mail saved, and the customer's
 * first API key issued and returned once. A customer who already has a key gets none here (the
 * raw key was shown once and cannot be shown again); an admin can rotate it.
 */
export async function completeRegistration(input: { session: string; company: string; email: string }, now = new Date()) {
  const customerId = await readSession(input.session, now);
  if (!customerId) throw new HttpError(401, 'session_expired', 'Your registration session has expired. Please open the product again from AWS Marketplace to continue.');
  if (!(await getCustomer(customerId))) throw new HttpError(404, 'customer_not_found', 'We could not find your subscription. Please open the product again from AWS Marketplace.');
  const customer = await saveContact(customerId, { company: input.company, contactEmail: input.email }, now);
  const issued = (await claimFirstKey(customerId, now)) ? await issueKey(customer, { now }) : undefined;
  const keyHint = issued?.record.hint ?? (await findKeysOfCustomer(customerId)).find((k) => k.status === 'active')?.hint ?? '';
  return { customerId, productCode: customer.productCode, revenueModel: customer.revenueModel, apiKey: issued?.apiKey ?? null, keyHint };
}
