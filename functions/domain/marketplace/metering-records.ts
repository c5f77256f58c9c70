import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

export async function recordsForHour(hour: string): Promise<MeteringRecord[]> {
  const out = await ddb().send(new QueryCommand({
    TableName: tableName('meteringRecords'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `hour#${hour}` },
  }));
  return (out.Items ?? []).map(strip);
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
