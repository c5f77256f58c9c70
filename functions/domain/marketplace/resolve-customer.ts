import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ResolveCustomerCommand } from '@aws-sdk/client-marketplace-metering';
import { DeleteCommand, GetCommand, PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb, isConditionFailure } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { meteringClient } from '../../lib/marketplace-client';
import type { BuyerIds } from './customers';

/** A registration token's answer is reused this long: a double-click or a retry of the registration POST does not call AWS again. */
const RESOLVE_CACHE_SECONDS = 5 * 60;
/** How long a request waits for the answer another request is fetching for the same token, before it asks AWS itself. */
const WAIT_FOR_OTHER_MS = 3_000;
const POLL_MS = 100;
/** A claim older than this belongs to a request that died: it is taken over. */
const CLAIM_SECONDS = 30;

/** ResolveCustomer's answer: the product, and the buyer as AWS names it (new SaaS products get no CustomerIdentifier). */
type ResolvedBuyer = BuyerIds & { productCode: string };

/** ResolveCustomer answered without the product, or without any buyer identifier: nothing to register. */
class IncompleteAnswerError extends Error {
  constructor() {
    super('ResolveCustomer answered without a product or buyer');
    this.name = 'IncompleteAnswerError';
  }
}

/** The registration token's hash: the cache key, and the id of every registration session made from the token. The token itself is never stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url').slice(0, 32);

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const table = () => tableName('couponApiCustomers');

async function cachedAnswer(pk: string, now: Date): Promise<{ answer?: ResolvedBuyer } | undefined> {
  const item = (await ddb().send(new GetCommand({ TableName: table(), Key: { pk }, ConsistentRead: true }))).Item;
  // dynalite never expires items, and DynamoDB deletes them lazily: expiry is checked here.
  if (!item || typeof item.expiresAt !== 'number' || item.expiresAt <= epoch(now)) return undefined;
  return { answer: item.answer as ResolvedBuyer | undefined };
}

async function claim(pk: string, now: Date): Promise<boolean> {
  try {
    await ddb().send(new PutCommand({
      TableName: table(),
      Item: { pk, expiresAt: epoch(now) + CLAIM_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
      ExpressionAttributeValues: { ':now': epoch(now) },
    }));
    return true;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}

/**
 * ResolveCustomer, at most once per registration token in RESOLVE_CACHE_SECONDS, over every container:
 * the first request claims the token (one conditional write) and stores AWS's answer; a request that
 * finds the claim (a double-click) waits for that answer instead of asking AWS again. A failed call
 * is not cached: the claim is dropped, so the next try asks AWS (an expired token stays expired, a
 * throttled call may pass). AWS's exception is rethrown for the caller to name.
 */
export async function resolveCustomerOnce(token: string, now = new Date()): Promise<ResolvedBuyer> {
  const pk = `resolve#${tokenHash(token)}`;
  const cached = await cachedAnswer(pk, now);
  if (cached?.answer) return cached.answer;
  if (!(await claim(pk, now))) {
    for (let waited = 0; waited < WAIT_FOR_OTHER_MS; waited += POLL_MS) {
      await sleep(POLL_MS);
      const other = await cachedAnswer(pk, new Date(now.getTime() + waited));
      if (other?.answer) return other.answer;
      if (!other) break; // the other request failed and dropped its claim: ask AWS
    }
  }
  let out;
  try {
    out = await meteringClient().send(new ResolveCustomerCommand({ RegistrationToken: token }));
  } catch (err) {
    await ddb().send(new DeleteCommand({ TableName: table(), Key: { pk } }));
    throw err;
  }
  const answer: ResolvedBuyer = {
    productCode: out.ProductCode ?? '',
    ...(out.CustomerIdentifier ? { customerIdentifier: out.CustomerIdentifier } : {}),
    ...(out.CustomerAWSAccountId ? { awsAccountId: out.CustomerAWSAccountId } : {}),
    ...(out.LicenseArn ? { licenseArn: out.LicenseArn } : {}),
  };
  if (!answer.productCode || !(answer.licenseArn || answer.customerIdentifier)) {
    await ddb().send(new DeleteCommand({ TableName: table(), Key: { pk } }));
    throw new IncompleteAnswerError();
  }
  await ddb().send(new PutCommand({ TableName: table(), Item: { pk, answer, expiresAt: epoch(now) + RESOLVE_CACHE_SECONDS } }));
  return answer;
}
