import { GetCommand, PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { hashSubject } from '../../lib/rate-limit';

export type Channel = 'email' | 'sms';
export type SuppressionReason = 'bounce' | 'complaint' | 'unsubscribe';

/** Addresses are kept only as hashes: the list can answer "is this one suppressed?" and nothing else. */
const key = (channel: Channel, address: string) => `${channel}#${hashSubject(address)}`;

export async function isSuppressed(channel: Channel, address: string): Promise<boolean> {
  const out = await ddb().send(new GetCommand({ TableName: tableName('suppressions'), Key: { pk: key(channel, address) } }));
  return out.Item !== undefined;
}

export async function suppress(channel: Channel, address: string, reason: SuppressionReason, now = new Date()): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName('suppressions'),
      Item: { pk: key(channel, address), channel, reason, at: now.toISOString() },
    }),
  );
}
