import { PutCommand, QueryCommand, UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import type { MeteringRecordView } from '../../../shared/contracts/marketplace';
import { ddb, isConditionFailure } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { MeteringIdentity } from './metering-identity';

/** One customer-hour of metering: the unit that is billed exactly once, under the identity it was first claimed with. */
export type MeteringRecord = Omit<MeteringRecordView, 'meteredAs'> & { identity?: MeteringIdentity };

/** A 'sending' claim older than this is taken over (the run that made it died). */
export const STALE_CLAIM_MS = 15 * 60_000;

const key = (hour: string, customerId: string) => ({ pk: `hour#${hour}`, sk: customerId });
const strip = ({ pk: _pk, sk: _sk, ...rest }: Record<string, unknown>) => rest as unknown as MeteringRecord;

/** The sort key of an hour's mark that every customer-hour of it is settled (sent or expired); no customer id starts with '~'. */
const SETTLED_MARK = '~settled';

async function hourItems(hour: string): Promise<Record<string, unknown>[]> {
  const out = await ddb().send(new QueryCommand({
    TableName: tableName('meteringRecords'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `hour#${hour}` },
  }));
  return out.Items ?? [];
}

export async function recordsForHour(hour: string): Promise<MeteringRecord[]> {
  return (await hourItems(hour)).filter((item) => item.sk !== SETTLED_MARK).map(strip);
}

/** The hour's records, or undefined when the hour is marked settled (nothing in it is left to send or expire). */
export async function unsettledRecordsForHour(hour: string): Promise<MeteringRecord[] | undefined> {
  const items = await hourItems(hour);
  return items.some((item) => item.sk === SETTLED_MARK) ? undefined : items.map(strip);
}

/** Marks an hour past the metering window settled, so later runs stop reading its usage. */
export async function markHourSettled(hour: string, now: Date): Promise<void> {
  await ddb().send(new PutCommand({ TableName: tableName('meteringRecords'), Item: { pk: `hour#${hour}`, sk: SETTLED_MARK, settledAt: now.toISOString() } }));
}

/**
 * Claims a customer-hour for sending with one conditional write: only a new hour, a failed one,
 * or a stale claim can be claimed, so two runs never send the same customer-hour together and a
 * 'sent' one is never sent again. The first claim pins the identity it is billed to; a retry keeps
 * it. Answers the pinned identity, or undefined when not claimed.
 */
export async function claim(
  record: { hour: string; customerId: string; productCode: string; requests: number; quantity: number; identity: MeteringIdentity },
  now: Date,
): Promise<MeteringIdentity | undefined> {
  try {
    const out = await ddb().send(new UpdateCommand({
      TableName: tableName('meteringRecords'),
      Key: key(record.hour, record.customerId),
      UpdateExpression:
        'SET #status = :sending, #hour = :hour, customerId = :customer, productCode = :product, requests = :requests, quantity = :quantity, updatedAt = :now, #identity = if_not_exists(#identity, :identity) ADD attempts :one',
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :failed OR (#status = :sending AND updatedAt < :stale)',
      ExpressionAttributeNames: { '#status': 'status', '#hour': 'hour', '#identity': 'identity' },
      ExpressionAttributeValues: {
        ':sending': 'sending', ':failed': 'failed', ':hour': record.hour, ':customer': record.customerId, ':product': record.productCode,
        ':requests': record.requests, ':quantity': record.quantity, ':now': now.toISOString(), ':one': 1, ':identity': record.identity,
        ':stale': new Date(now.getTime() - STALE_CLAIM_MS).toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }));
    return out.Attributes?.identity as MeteringIdentity;
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

export async function markSent(hour: string, customerId: string, meteringRecordId: string | undefined, now: Date): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName('meteringRecords'),
    Key: key(hour, customerId),
    UpdateExpression: `SET #status = :sent, sentAt = :now, updatedAt = :now${meteringRecordId ? ', meteringRecordId = :id' : ''} REMOVE lastError`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ...(meteringRecordId ? { ':id': meteringRecordId } : {}) },
  }));
}

export async function markFailed(hour: string, customerId: string, reason: string, now: Date): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName('meteringRecords'),
    Key: key(hour, customerId),
    UpdateExpression: 'SET #status = :failed, lastError = :reason, updatedAt = :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':failed': 'failed', ':reason': reason.slice(0, 200), ':now': now.toISOString() },
  }));
}

/**
 * Settles a customer-hour AWS will no longer take (past the 6-hour window of BatchMeterUsage) as
 * `expired`, with its quantity, so the admin metering page lists what was never billed through
 * Marketplace. Only a record that is not there yet, failed, or a stale claim is settled this way:
 * a sent record stays sent, and a run still sending keeps its claim.
 */
export async function markExpired(
  record: { hour: string; customerId: string; productCode: string; requests: number; quantity: number },
  now: Date,
): Promise<boolean> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName('meteringRecords'),
      Key: key(record.hour, record.customerId),
      UpdateExpression:
        'SET #status = :expired, #hour = :hour, customerId = :customer, productCode = :product, requests = :requests, quantity = :quantity, updatedAt = :now, lastError = :reason, attempts = if_not_exists(attempts, :zero)',
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :failed OR (#status = :sending AND updatedAt < :stale)',
      ExpressionAttributeNames: { '#status': 'status', '#hour': 'hour' },
      ExpressionAttributeValues: {
        ':expired': 'expired', ':failed': 'failed', ':sending': 'sending', ':hour': record.hour, ':customer': record.customerId, ':product': record.productCode,
        ':requests': record.requests, ':quantity': record.quantity, ':now': now.toISOString(), ':zero': 0,
        ':reason': 'Not sent within AWS Marketplace\'s 6-hour metering window: never billed through Marketplace',
        ':stale': new Date(now.getTime() - STALE_CLAIM_MS).toISOString(),
      },
    }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
