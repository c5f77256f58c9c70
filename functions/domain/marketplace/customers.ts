import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import type { RevenueModel } from '../../../shared/contracts/coupon-api';
import { ddb, isConditionFailure } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { scanAll } from '../../lib/dynamo-pages';

/**
 * A Coupon API customer: one AWS Marketplace buyer of one product. `status` follows the Marketplace
 * subscription events; keys work only while the customer is entitled.
 *
 * AWS Marketplace names a buyer by its AWS account id and license ARN; the CustomerIdentifier of
 * older integrations is being phased out (new SaaS products get none from ResolveCustomer). The
 * customer id (the key of the item, of API keys, usage and metering records) is therefore:
 * - the CustomerIdentifier, for every customer that has one (all records made before licenses were
 *   stored keep their id, so their keys, usage and metering carry on unchanged);
 * - `lic-<license id>` for a buyer known only by a license.
 * The other names of a customer (its license ARN, CustomerIdentifier, agreement id) point to that id
 * through alias items (`alias#<kind>#<value>` in the same table), so an event of either channel
 * finds the customer the other one made.
 */
export type SubscriptionStatus = 'subscribed' | 'unsubscribePending' | 'unsubscribed' | 'subscribeFailed';
export type SubscriptionChannel = 'sns' | 'eventbridge';

export interface Customer {
  customerId: string;
  productCode: string;
  /** AWS Marketplace's CustomerIdentifier when stored as such; older records lack it, their customerId is it (see customerIdentifierOf). */
  customerIdentifier?: string;
  awsAccountId?: string;
  licenseArn?: string;
  /** The agreement of the license, from the license events: agreement-ended events name only it. */
  agreementId?: string;
  revenueModel: RevenueModel;
  status: SubscriptionStatus;
  company?: string;
  contactEmail?: string;
  registeredAt?: string;
  createdAt: string;
  updatedAt: string;
  /** Time of the last subscription event applied: older events arriving late are ignored. */
  lastEventAt?: string;
  lastEventChannel?: SubscriptionChannel;
  /** Subscription events that changed the status: each counted once, whichever channel brought it, however often it was delivered. */
  statusChanges?: number;
}

/** What AWS Marketplace tells about a buyer (ResolveCustomer's answer, a subscription event). */
export interface BuyerIds {
  customerIdentifier?: string;
  awsAccountId?: string;
  licenseArn?: string;
  agreementId?: string;
}

/** AWS keeps metering an unsubscribe-pending customer for its last hour, so it stays entitled. */
export const ENTITLED: readonly SubscriptionStatus[] = ['subscribed', 'unsubscribePending'];
export const isEntitled = (c: Pick<Customer, 'status'> | undefined): boolean => !!c && ENTITLED.includes(c.status);

const LICENSE_PREFIX = 'lic-';

/** The customer id of a buyer known by a license only: `lic-` and the license's id (`…:license:l-<id>`), else a hash of the ARN. */
export function customerIdForLicense(licenseArn: string): string {
  const id = /:license[:/]l-([0-9A-Za-z]{1,64})$/.exec(licenseArn)?.[1];
  return `${LICENSE_PREFIX}${id ?? createHash('sha256').update(licenseArn).digest('hex').slice(0, 32)}`;
}

/** AWS's CustomerIdentifier of a stored customer: the attribute, or (records made before it was stored) the customer id itself. */
export function customerIdentifierOf(c: Pick<Customer, 'customerId' | 'customerIdentifier'>): string | undefined {
  return c.customerIdentifier ?? (c.customerId.startsWith(LICENSE_PREFIX) ? undefined : c.customerId);
}

const table = () => tableName('couponApiCustomers');
const key = (customerId: string) => ({ pk: `customer#${customerId}` });
const CUSTOMER_PREFIX = 'customer#';
/** Bookkeeping attributes that are not part of a customer's view. */
const strip = ({ pk: _pk, eventKeys: _e, usedSessions: _u, firstKeyAt: _f, ...rest }: Record<string, unknown>) => rest as unknown as Customer;

export async function getCustomer(customerId: string): Promise<Customer | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: table(), Key: key(customerId) }));
  return out.Item ? strip(out.Item) : undefined;
}

/** Admin lists: the table holds one item per customer (hundreds at most) besides their aliases. */
export async function listCustomers(productCode?: string): Promise<Customer[]> {
  const items = await scanAll<Record<string, unknown>>({
    TableName: table(),
    FilterExpression: 'begins_with(pk, :customer)',
    ExpressionAttributeValues: { ':customer': CUSTOMER_PREFIX },
  });
  return items.map(strip).filter((c) => !productCode || c.productCode === productCode).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

type AliasKind = 'license' | 'identifier' | 'agreement';
const aliasKey = (kind: AliasKind, value: string) => ({ pk: `alias#${kind}#${value}` });

async function aliasOf(kind: AliasKind, value: string): Promise<string | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: table(), Key: aliasKey(kind, value) }));
  return typeof out.Item?.customerId === 'string' ? out.Item.customerId : undefined;
}

/** Points an alias at a customer; an alias that already points elsewhere is kept (the first customer keeps it). */
async function linkAlias(kind: AliasKind, value: string, customerId: string, now: Date): Promise<void> {
  try {
    await ddb().send(new PutCommand({
      TableName: table(),
      Item: { ...aliasKey(kind, value), customerId, createdAt: now.toISOString() },
      ConditionExpression: 'attribute_not_exists(pk) OR customerId = :id',
      ExpressionAttributeValues: { ':id': customerId },
    }));
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * The one customer of an account and product that has no license yet: a buyer registered before
 * licenses were stored (ResolveCustomer gave its account id then). More than one is ambiguous: none.
 */
async function unlicensedCustomerOf(awsAccountId: string, productCode: string): Promise<string | undefined> {
  const found = await scanAll<Record<string, unknown>>({
    TableName: table(),
    FilterExpression: 'begins_with(pk, :customer) AND awsAccountId = :account AND productCode = :product AND attribute_not_exists(licenseArn)',
    ExpressionAttributeValues: { ':customer': CUSTOMER_PREFIX, ':account': awsAccountId, ':product': productCode },
  });
  return found.length === 1 ? String(found[0]!.customerId) : undefined;
}

/**
 * Which stored customer a buyer is (or will be, when nothing is stored yet), from whatever AWS told:
 * 1. a license already linked (alias), or the license's own customer;
 * 2. a CustomerIdentifier (linked elsewhere, or its own record), unless that record holds another license;
 * 3. a new license: the account's one unlicensed customer of the product (an older registration), else its own id;
 * 4. an agreement only (agreement-ended events): the customer its license events linked it to, if any.
 */
export async function customerIdOf(buyer: BuyerIds, productCode?: string): Promise<string | undefined> {
  const { licenseArn, customerIdentifier, awsAccountId, agreementId } = buyer;
  if (licenseArn) {
    const linked = await aliasOf('license', licenseArn);
    if (linked) return linked;
    if (await getCustomer(customerIdForLicense(licenseArn))) return customerIdForLicense(licenseArn);
  }
  if (customerIdentifier) {
    const id = (await aliasOf('identifier', customerIdentifier)) ?? customerIdentifier;
    const held = licenseArn ? (await getCustomer(id))?.licenseArn : undefined;
    return held && held !== licenseArn ? customerIdForLicense(licenseArn!) : id;
  }
  if (licenseArn) return (awsAccountId && productCode ? await unlicensedCustomerOf(awsAccountId, productCode) : undefined) ?? customerIdForLicense(licenseArn);
  return agreementId ? aliasOf('agreement', agreementId) : undefined;
}

/**
 * Stores what AWS told about a customer (upsert: an event may come first) and links its other
 * names to it. A license, account or CustomerIdentifier once stored is kept; the agreement follows
 * the latest license event (a replaced agreement keeps the license).
 */
export async function recordBuyer(
  customerId: string,
  buyer: BuyerIds,
  defaults: { productCode?: string; revenueModel: RevenueModel },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const sets = ['customerId = :id', 'updatedAt = :at', 'createdAt = if_not_exists(createdAt, :at)', 'revenueModel = if_not_exists(revenueModel, :model)'];
  const values: Record<string, unknown> = { ':id': customerId, ':at': at, ':model': defaults.revenueModel };
  const keep = (attr: keyof BuyerIds | 'productCode', value: string | undefined) => {
    if (!value) return;
    sets.push(`${attr} = if_not_exists(${attr}, :${attr})`);
    values[`:${attr}`] = value;
  };
  keep('productCode', defaults.productCode);
  keep('customerIdentifier', buyer.customerIdentifier);
  keep('awsAccountId', buyer.awsAccountId);
  keep('licenseArn', buyer.licenseArn);
  if (buyer.agreementId) {
    sets.push('agreementId = :agreementId');
    values[':agreementId'] = buyer.agreementId;
  }
  await ddb().send(new UpdateCommand({ TableName: table(), Key: key(customerId), UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeValues: values }));
  if (buyer.licenseArn) await linkAlias('license', buyer.licenseArn, customerId, now);
  if (buyer.customerIdentifier && buyer.customerIdentifier !== customerId) await linkAlias('identifier', buyer.customerIdentifier, customerId, now);
  if (buyer.agreementId) await linkAlias('agreement', buyer.agreementId, customerId, now);
}

/**
 * After ResolveCustomer: the buyer's identifiers stored (recordBuyer) and the status. A subscription
 * event may have arrived first, so an existing status is kept; a buyer who just resolved has
 * subscribed, so a new customer starts 'subscribed'.
 */
export async function saveResolvedCustomer(
  resolved: BuyerIds & { customerId: string; productCode: string; revenueModel: RevenueModel },
  now = new Date(),
): Promise<Customer> {
  const { customerId, productCode, revenueModel, ...buyer } = resolved;
  await recordBuyer(customerId, buyer, { productCode, revenueModel }, now);
  const out = await ddb().send(new UpdateCommand({
    TableName: table(),
    Key: key(customerId),
    UpdateExpression: 'SET #status = if_not_exists(#status, :subscribed)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':subscribed': 'subscribed' },
    ReturnValues: 'ALL_NEW',
  }));
  return strip(out.Attributes!);
}

/**
 * A record only events made (no registration, no key) under a CustomerIdentifier that now points to
 * another customer: removed, so admins see one customer per buyer. Anything registered is kept.
 */
export async function removeEventOnlyRecord(customerId: string): Promise<void> {
  try {
    await ddb().send(new DeleteCommand({
      TableName: table(),
      Key: key(customerId),
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(registeredAt) AND attribute_not_exists(firstKeyAt) AND attribute_not_exists(company)',
    }));
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

export class SessionUsedError extends Error {
  constructor() {
    super('The registration session was used before');
    this.name = 'SessionUsedError';
  }
}

/**
 * The buyer's company and contact e-mail from the register-customer page, and the registration
 * session marked used, in one conditional write: a session already used changes nothing
 * (SessionUsedError), a customer that is not stored neither (undefined).
 */
export async function saveContact(
  customerId: string,
  contact: { company: string; contactEmail: string },
  sessionId: string,
  now = new Date(),
): Promise<Customer | undefined> {
  try {
    const out = await ddb().send(new UpdateCommand({
      TableName: table(),
      Key: key(customerId),
      UpdateExpression: 'SET company = :company, contactEmail = :email, registeredAt = if_not_exists(registeredAt, :at), updatedAt = :at ADD usedSessions :sessions',
      ConditionExpression: 'attribute_exists(pk) AND NOT contains(usedSessions, :session)',
      ExpressionAttributeValues: { ':company': contact.company, ':email': contact.contactEmail, ':at': now.toISOString(), ':sessions': new Set([sessionId]), ':session': sessionId },
      ReturnValues: 'ALL_NEW',
    }));
    return strip(out.Attributes!);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const item = (await ddb().send(new GetCommand({ TableName: table(), Key: key(customerId) }))).Item;
    if (!item) return undefined;
    throw new SessionUsedError();
  }
}

/** Undoes a registration whose key could not be issued, so the buyer's retry of the same session works. */
export async function releaseRegistration(customerId: string, sessionId: string, firstKeyClaimed: boolean): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: table(),
    Key: key(customerId),
    UpdateExpression: `DELETE usedSessions :sessions${firstKeyClaimed ? ' REMOVE firstKeyAt' : ''}`,
    ExpressionAttributeValues: { ':sessions': new Set([sessionId]) },
  }));
}

export type EventOutcome = 'applied' | 'unchanged' | 'duplicate' | 'stale';

/**
 * A subscription event, applied with one conditional write that also counts it: only an event that
 * changes the status, is not older than the last one applied (SQS may deliver out of order) and was
 * not applied before (its idempotency key is in `eventKeys`) is applied and counted. So a
 * redelivered event is a 'duplicate', the same change brought by the other channel (or both
 * agreement-ended variants) is 'unchanged', and an older one is 'stale'; none of them counts.
 */
export async function applySubscriptionStatus(
  event: { customerId: string; productCode?: string; status: SubscriptionStatus; at: string; key?: string; channel?: SubscriptionChannel },
  revenueModel: RevenueModel,
): Promise<EventOutcome> {
  const sets = [
    '#status = :status', 'lastEventAt = :at', 'updatedAt = :at', 'customerId = :id', 'revenueModel = if_not_exists(revenueModel, :model)', 'createdAt = if_not_exists(createdAt, :at)',
    ...(event.productCode ? ['productCode = if_not_exists(productCode, :product)'] : []),
    ...(event.channel ? ['lastEventChannel = :channel'] : []),
  ];
  try {
    await ddb().send(new UpdateCommand({
      TableName: table(),
      Key: key(event.customerId),
      UpdateExpression: `SET ${sets.join(', ')} ADD statusChanges :one${event.key ? ', eventKeys :keys' : ''}`,
      ConditionExpression:
        '(attribute_not_exists(#status) OR #status <> :status) AND (attribute_not_exists(lastEventAt) OR lastEventAt <= :at)' + (event.key ? ' AND NOT contains(eventKeys, :key)' : ''),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': event.status, ':at': event.at, ':id': event.customerId, ':model': revenueModel, ':one': 1,
        ...(event.productCode ? { ':product': event.productCode } : {}),
        ...(event.channel ? { ':channel': event.channel } : {}),
        ...(event.key ? { ':keys': new Set([event.key]), ':key': event.key } : {}),
      },
    }));
    return 'applied';
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const item = (await ddb().send(new GetCommand({ TableName: table(), Key: key(event.customerId) }))).Item;
    if (event.key && (item?.eventKeys as Set<string> | undefined)?.has(event.key)) return 'duplicate';
    return item?.status === event.status ? 'unchanged' : 'stale';
  }
}

/** One conditional write so two quick submits of the register page never issue two first keys. */
export async function claimFirstKey(customerId: string, now = new Date()): Promise<boolean> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: table(),
      Key: key(customerId),
      UpdateExpression: 'SET firstKeyAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(firstKeyAt)',
      ExpressionAttributeValues: { ':at': now.toISOString() },
    }));
    return true;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}
