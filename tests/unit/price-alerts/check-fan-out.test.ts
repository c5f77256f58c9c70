import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_BATCH, parseCheckBatch, run } from '../../../functions/domain/price-alerts/scan';
import { createLogger } from '../../../functions/lib/logger';
import { resetAwsClients } from '../../../functions/lib/aws';
import { resetQueueClient, sendAll } from '../../../functions/lib/queues';
import { tableEnvVar } from '../../../functions/tables/dynamodb';

/** The daily scan fans out through a queue in batches, so the end of a long list is checked as surely as its start. */
const sqs = mockClient(SQSClient);
const ddb = mockClient(DynamoDBDocumentClient);
const log = createLogger({ route: 'test' });

beforeEach(() => {
  vi.stubEnv(tableEnvVar('priceAlerts'), 'test-priceAlerts');
  resetAwsClients();
  resetQueueClient();
  sqs.reset();
  ddb.reset();
});
afterEach(() => vi.unstubAllEnvs());

describe('price-alert-scan', () => {
  it('lists every confirmed watch and sends them by key to the queue in batches of 25, checking none itself', async () => {
    const watches = Array.from({ length: 2 * CHECK_BATCH + 10 }, (_, i) => ({ pk: `watch#${i}`, status: 'confirmed' }));
    ddb.on(QueryCommand).resolvesOnce({ Items: watches.slice(0, 40), LastEvaluatedKey: { pk: 'watch#39' } }).resolvesOnce({ Items: watches.slice(40) });
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const result = await run(new Date('2031-03-02T14:00:00Z'), log, 'https://sqs.example/price-alert-checks');
    expect(result).toEqual({ checked: 60, batches: 3 });
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.QueueUrl).toBe('https://sqs.example/price-alert-checks');
    const queued = calls[0]!.Entries!.map((e) => parseCheckBatch(e.MessageBody!)!);
    expect(queued.map((b) => b.pks.length)).toEqual([25, 25, 10]);
    expect(queued.flatMap((b) => b.pks)).toEqual(watches.map((w) => w.pk));
    expect(queued.every((b) => b.day === '2031-03-02')).toBe(true);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('sends nothing when no watch is confirmed', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await run(new Date('2031-03-02T14:00:00Z'), log, 'https://sqs.example/price-alert-checks')).toEqual({ checked: 0, batches: 0 });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });
});

describe('a check batch (the queue message)', () => {
  it('is read back as sent, and refused when it is not one the scan sends (more than CHECK_BATCH watches, no watch, a bad day, not JSON)', () => {
    const pks = (n: number) => Array.from({ length: n }, (_, i) => `watch#${i}`);
    expect(parseCheckBatch(JSON.stringify({ day: '2031-03-02', pks: pks(CHECK_BATCH) }))).toEqual({ day: '2031-03-02', pks: pks(CHECK_BATCH) });
    expect(parseCheckBatch(JSON.stringify({ day: '2031-03-02', pks: pks(CHECK_BATCH + 1) }))).toBeUndefined();
    expect(parseCheckBatch(JSON.stringify({ day: '2031-03-02', pks: [] }))).toBeUndefined();
    expect(parseCheckBatch(JSON.stringify({ day: 'tomorrow', pks: pks(1) }))).toBeUndefined();
    expect(parseCheckBatch('{"pks": 3')).toBeUndefined();
  });
});

describe('sendAll (SQS)', () => {
  it('sends ten per call and retries the entries SQS refused', async () => {
    sqs.on(SendMessageBatchCommand).resolvesOnce({ Successful: [], Failed: [{ Id: '3', SenderFault: false, Code: 'x' }] }).resolves({ Successful: [], Failed: [] });
    await sendAll('https://sqs.example/q', Array.from({ length: 12 }, (_, i) => `m${i}`));
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input.Entries!.map((e) => e.MessageBody));
    expect(calls).toEqual([['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9'], ['m3'], ['m10', 'm11']]);
  });

  it('throws when SQS keeps refusing an entry, so the scan fails and alarms', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [{ Id: '0', SenderFault: false, Code: 'x' }] });
    await expect(sendAll('https://sqs.example/q', ['m0'])).rejects.toThrow(/refused 1/);
  });
});

describe('price-alert-check (the queue consumer)', () => {
  const record = (messageId: string, body: string) => ({ messageId, body }) as SQSEvent['Records'][number];
  const context = { awsRequestId: 'r', getRemainingTimeInMillis: () => 60_000 } as unknown as Context;

  it('skips watches no longer confirmed, and hands back a malformed batch for the dead-letter queue', async () => {
    ddb.on(GetCommand).resolves({ Item: { pk: 'watch#1', status: 'unsubscribed' } });
    const { handler } = await import('../../../functions/jobs/price-alert-check/handler');
    const out = await handler({ Records: [record('ok', JSON.stringify({ day: '2031-03-02', pks: ['watch#1'] })), record('bad', '{"pks": 3}')] } as SQSEvent, context);
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad' }] });
  });
});
