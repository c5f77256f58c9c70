import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireEnv } from '../../functions/lib/env';
import { resetQueueClient, sendAll } from '../../functions/lib/queues';
import { drainLocalQueues } from '../../functions/local/services/queues';
import { useRuntimeEnv } from '../support/api-client';

beforeAll(() => {
  useRuntimeEnv();
  resetQueueClient();
});

const client = () => new SQSClient({ endpoint: requireEnv('AWS_ENDPOINT_URL_SQS'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

describe('the local runtime\'s SQS queues', () => {
  it('refuses what SQS refuses: an unknown queue, more than ten entries in a batch', async () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ Id: String(i), MessageBody: `m${i}` }));
    await expect(client().send(new SendMessageBatchCommand({ QueueUrl: `${requireEnv('AWS_ENDPOINT_URL_SQS')}/000000000000/nobody`, Entries: entries(1) })))
      .rejects.toMatchObject({ name: 'QueueDoesNotExist' });
    await expect(client().send(new SendMessageBatchCommand({ QueueUrl: requireEnv('PRICE_ALERT_CHECK_QUEUE_URL'), Entries: entries(11) })))
      .rejects.toMatchObject({ name: 'TooManyEntriesInBatchRequest' });
  });

  it('delivers price-alert-checks to price-alert-check: a batch of unknown watches is checked and deleted, a malformed one is received three times (maxReceiveCount) and dead-lettered', async () => {
    const before = (await drainLocalQueues()).deadLettered;
    await sendAll(requireEnv('PRICE_ALERT_CHECK_QUEUE_URL'), [JSON.stringify({ day: '2031-05-01', pks: ['watch#nobody'] })]);
    expect((await drainLocalQueues()).deadLettered).toBe(before);
    await sendAll(requireEnv('PRICE_ALERT_CHECK_QUEUE_URL'), ['{"pks": 3}']);
    expect((await drainLocalQueues()).deadLettered).toBe(before + 1);
  });
});
