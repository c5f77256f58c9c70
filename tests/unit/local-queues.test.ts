import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LocalQueue, md5OfBody, type QueueConsumer, type QueuedMessage } from '../../functions/local/queues/local-queue';

/** The local runtime's SQS queue delivers to its consumer job as the SQS event source mapping does. */
function queueWith(consume: QueueConsumer, settings: Partial<{ batchSize: number; maxReceiveCount: number }> = {}) {
  const received: { body: string; receiveCount: string }[][] = [];
  const deadLetters: QueuedMessage[] = [];
  const queue = new LocalQueue(
    { name: 'checks', batchSize: 2, maxReceiveCount: 3, retryAfterMs: 5, ...settings },
    async (event: SQSEvent) => {
      received.push(event.Records.map((r) => ({ body: r.body, receiveCount: r.attributes.ApproximateReceiveCount })));
      return consume(event);
    },
    (message) => deadLetters.push(message),
  );
  return { queue, received, deadLetters };
}

const failBodies = (bodies: string[]): QueueConsumer => async (event) => ({
  batchItemFailures: event.Records.filter((r) => bodies.includes(r.body)).map((r) => ({ itemIdentifier: r.messageId })),
});

describe('the local SQS queue', () => {
  it('delivers what was sent in batches of the consumer\'s batch size, as SQS records, then is idle', async () => {
    const { queue, received } = queueWith(async () => ({ batchItemFailures: [] }));
    const sent = ['a', 'b', 'c'].map((body) => queue.send(body));
    expect(sent[0]!.md5OfBody).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5OfBody('a')).toBe(sent[0]!.md5OfBody);
    await queue.idle();
    expect(received).toEqual([[{ body: 'a', receiveCount: '1' }, { body: 'b', receiveCount: '1' }], [{ body: 'c', receiveCount: '1' }]]);
    expect(queue.deadLettered).toBe(0);
  });

  it('receives again only the messages a partial batch response names, then dead-letters them after maxReceiveCount', async () => {
    const { queue, received, deadLetters } = queueWith(failBodies(['bad']));
    queue.send('good');
    queue.send('bad');
    await queue.idle();
    expect(received).toEqual([
      [{ body: 'good', receiveCount: '1' }, { body: 'bad', receiveCount: '1' }],
      [{ body: 'bad', receiveCount: '2' }],
      [{ body: 'bad', receiveCount: '3' }],
    ]);
    expect(deadLetters.map((m) => m.body)).toEqual(['bad']);
    expect(queue.deadLettered).toBe(1);
  });

  it('fails the whole batch when the consumer throws or names a message that is not in the batch', async () => {
    let calls = 0;
    const { queue, received } = queueWith(async () => {
      calls += 1;
      if (calls === 1) throw new Error('crashed');
      if (calls === 2) return { batchItemFailures: [{ itemIdentifier: 'not-a-message-of-this-batch' }] };
      return { batchItemFailures: [] };
    });
    queue.send('x');
    queue.send('y');
    await queue.idle();
    expect(received.map((batch) => batch.map((r) => `${r.body}${r.receiveCount}`))).toEqual([['x1', 'y1'], ['x2', 'y2'], ['x3', 'y3']]);
    expect(queue.deadLettered).toBe(0);
  });
});
