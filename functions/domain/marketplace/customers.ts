import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RevenueModel } from '../../../shared/contracts/coupon-api';
import { ddb, isConditionFailure } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { scanAll } from '../../lib/dynamo-pages';

/**
 * A Coupon API customer, keyed by AWS Marketplace's CustomerIdentifier. `status` follows the
 * Marketplace subscription events; keys work only while the customer is entitled.
 */
export type SubscriptionStatus = 'subscribed' | 'unsubscribePending' | 'unsubscribed' | 'subscribeFailed';

export interface Customer {
  customerId: string;
  productCode: string;
  awsAccountId?: string;
  revenueModel: RevenueModel;
  status: SubscriptionStatus;
  company?: string;
  contactEmail?: string;
  registeredAt?: string;
  createdAt: string;
  updatedAt: string;
  /** Time of the last subscription event applied: older events arriving late are ignored. */
  lastEventAt?: string;
}

/** AWS keeps metering an unsubscribe-pending customer for its last hour, so it stays entitled. */
export const ENTITLED: readonly SubscriptionStatus[] = ['subscribed', 'unsubscribePending'];
export const isEntitled = (c: Pick<Customer, 'status'> | undefined): boolean => !!c && ENTITLED.includes(c.status);

const key = (customerId: string) => ({ pk: `customer#${customerId}` });
const strip = ({ pk: _pk, ...rest }: Record<string, unknown>) => rest as unknown as Customer;

export async function getCustomer(customerId: string): Promise<Customer | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName('couponApiCustomers'), Key: key(customerId) }));
  return out.Item ? strip(out.Item) : undefined;
}

/** Admin lists: the table holds one item per customer (hundreds at most). */
export async function listCustomers(productCode?: string): Promise<Customer[]> {
  const items = (await scanAll<Record<string, unknown>>({ TableName: tableName('couponApiCustomers') })).map(strip);
  return items.filter((c) => !productCode || c.productCode === productCode).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * After ResolveCustomer: one upsert. A subscription event may have arrived first, so an existing
 * status is kept; a buyer who just resolved has subscribed, so a new customer starts 'subscribed'.
 */
export async function saveResolvedCustomer(
  resolved: { customerId: string; productCode: string; awsAccountId?: string; revenueModel: RevenueModel },
  now = new Date(),
): Promise<Customer> {
  const at = now.toISOString();
  const out = await ddb().send(new UpdateCommand({
    TableName: tableName('couponApiCustomers'),
    Key: key(resolved.customerId),
    UpdateExpression:
      'SET customerId = :id, productCode = :product, revenueModel = :model, updatedAt = :at, createdAt = if_not_exists(createdAt, :at), #status = if_not_exists(#status, :subscribed)' +
      (resolved.awsAccountId ? ', awsAccountId = :account' : ''),
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':id': resolved.customerId, ':product': resolved.productCode, ':model': resolved.revenueModel, ':at': at, ':subscribed': 'subscribed',
      ...(resolved.awsAccountId ? { ':account': resolved.awsAccountId } : {}),
    },
    ReturnValues: 'ALL_NEW',
  }));
  return strip(out.Attributes!);
}

/** The buyer's company and contact e-mail from the register-customer page. */
export async function saveContact(customerId: string, contact: { company: string; contactEmail: string }, now = new Date()): Promise<Customer> {
  const out = await ddb().send(new UpdateCommand({
    TableName: tableName('couponApiCustomers'),
    Key: key(customerId),
    UpdateExpression: 'SET company = :company, contactEmail = :email, registeredAt = if_not_exists(registeredAt, :at), updatedAt = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':company': contact.company, ':email': contact.contactEmail, ':at': now.toISOString() },
    ReturnValues: 'ALL_NEW',
  }));
  return strip(out.Attributes!);
}

/**
 * A subscription event, applied with one conditional write: an event older than the last one
 * applied changes nothing (SQS may deliver out of order or twice).
 */
export async function applySubscriptionStatus(
  event: { customerId: string; productCode: string; status: SubscriptionStatus; at: string },
  revenueModel: RevenueModel,
): Promise<'applied' | 'stale'> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName('couponApiCustomers'),
      Key: key(event.customerId),
      UpdateExpression:
        'SET #status = :status, lastEventAt = :at, updatedAt = :at, customerId = :id, productCode = if_not_exists(productCode, :product), revenueModel = if_not_exists(revenueModel, :model), createdAt = if_not_exists(createdAt, :at)',
      ConditionExpression: 'attribute_not_exists(lastEventAt) OR lastEventAt <= :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': event.status, ':at': event.at, ':id': event.customerId, ':product': event.productCode, ':model': revenueModel },
    }));
    return 'applied';
  } catch (err) {
    if (isConditionFailure(err)) return 'stale';
    throw err;
  }
}

/** One conditional write so two quick submits of the register page never issue two first keys. */
export async function claimFirstKey(customerId: string, now = new Date()): Promise<boolean> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName('couponApiCustomers'),
      Key: key(customerId),
      UpdateExpression: 'SET firstKeyAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(firstKeyAt)',
      ExpressionAttributeValues: { ':at': now.toISOString() },
    }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
