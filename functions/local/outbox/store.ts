import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxMessage } from '../../../shared/contracts/messaging';
import { ddb } from '../../lib/aws';
import { requireEnv } from '../../lib/env';

/**
 * The local capture outbox: every message the local SES/SNS stand-in receives, and the SMS
 * opt-out list it keeps in SNS's place. Local only: this table is not in functions/tables/dynamodb.ts,
 * so no deployed stack ever has it.
 */
export const OUTBOX_TABLE_ENV = 'OUTBOX_TABLE';
const outboxTable = () => requireEnv(OUTBOX_TABLE_ENV);
/** A week of local mail is plenty to look at; older messages are dropped on read. */
const KEEP_SECONDS = 7 * 86_400;

export async function ensureOutboxTable(endpoint: string, name: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const existing = (await client.send(new ListTablesCommand({}))).TableNames ?? [];
    if (existing.includes(name)) return;
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      }),
    );
  } finally {
    client.destroy();
  }
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'at'>;

export async function storeOutboxMessage(message: NewOutboxMessage, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await ddb().send(
    new PutCommand({
      TableName: outboxTable(),
      Item: { pk: 'message', sk: `${at}#${id}`, id, at, ...message, expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS },
    }),
  );
  return id;
}

/** Newest first; `to` keeps only messages to that address or number. */
export async function listOutboxMessages(options: { limit: number; to?: string }, now = new Date()): Promise<OutboxMessage[]> {
  const out = await ddb().send(
    new QueryCommand({ TableName: outboxTable(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'message' }, ScanIndexForward: false, Limit: 1000 }),
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const wanted = options.to?.trim().toLowerCase();
  return (out.Items ?? [])
    .filter((i) => !(typeof i.expiresAt === 'number' && i.expiresAt < nowSeconds))
    .filter((i) => !wanted || (i.to as string[]).some((t) => t.toLowerCase() === wanted))
    .slice(0, options.limit)
    .map(({ pk: _pk, sk: _sk, expiresAt: _e, ...message }) => message as OutboxMessage);
}

export async function isOptedOut(phoneNumber: string): Promise<boolean> {
  const out = await ddb().send(new GetCommand({ TableName: outboxTable(), Key: { pk: 'optout', sk: phoneNumber } }));
  return out.Item !== undefined;
}

export async function setOptedOut(phoneNumber: string, optedOut: boolean): Promise<void> {
  if (optedOut) await ddb().send(new PutCommand({ TableName: outboxTable(), Item: { pk: 'optout', sk: phoneNumber, at: new Date().toISOString() } }));
  else await ddb().send(new DeleteCommand({ TableName: outboxTable(), Key: { pk: 'optout', sk: phoneNumber } }));
}
