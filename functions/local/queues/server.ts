import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalQueue } from './local-queue';

/** SQS's own limit of entries per SendMessageBatch. */
const MAX_BATCH_ENTRIES = 10;

class SqsError extends Error {
  constructor(readonly code: string, readonly queryCode: string, message: string) {
    super(message);
  }
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', ...headers }).end(JSON.stringify(body));

interface SendMessageBatchInput {
  QueueUrl?: string;
  Entries?: { Id?: string; MessageBody?: string }[];
}

/**
 * Just enough of SQS (SendMessage and SendMessageBatch, in the AWS JSON 1.0 protocol the SDK speaks)
 * for the unchanged client of functions/lib/queues.ts to send through it, on loopback. Queue URLs are
 * `<url>/000000000000/<name>`. Signatures are not checked: the server listens on loopback only.
 *
 * Besides the AWS actions, `POST /drain` answers once every queue has delivered what it was sent
 * (tests send, drain, then read what the consumer did).
 */
export async function startQueueServer(queues: ReadonlyMap<string, LocalQueue>): Promise<{ url: string; queueUrl(name: string): string; close(): Promise<void> }> {
  const queueOf = (queueUrl: unknown): LocalQueue => {
    const queue = typeof queueUrl === 'string' ? queues.get(queueUrl.split('/').pop() ?? '') : undefined;
    if (!queue) throw new SqsError('QueueDoesNotExist', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');
    return queue;
  };
  const drain = async () => {
    await Promise.all([...queues.values()].map((q) => q.idle()));
    return { deadLettered: [...queues.values()].reduce((n, q) => n + q.deadLettered, 0) };
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    if (req.method === 'POST' && req.url === '/drain') return void answer(res, 200, await drain(), { 'content-type': 'application/json' });
    const action = String(req.headers['x-amz-target'] ?? '').replace(/^AmazonSQS\./, '');
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new SqsError('InvalidParameterValue', 'InvalidParameterValue', 'The request body is not JSON.');
    }
    if (action === 'SendMessage') {
      const queue = queueOf(input.QueueUrl);
      if (typeof input.MessageBody !== 'string' || !input.MessageBody) throw new SqsError('MissingParameter', 'MissingParameter', 'The request must contain the parameter MessageBody.');
      const sent = queue.send(input.MessageBody);
      return void answer(res, 200, { MessageId: sent.messageId, MD5OfMessageBody: sent.md5OfBody });
    }
    if (action === 'SendMessageBatch') {
      const { QueueUrl, Entries = [] } = input as SendMessageBatchInput;
      const queue = queueOf(QueueUrl);
      if (!Entries.length) throw new SqsError('EmptyBatchRequest', 'AWS.SimpleQueueService.EmptyBatchRequest', 'There should be at least one SendMessageBatchRequestEntry in the request.');
      if (Entries.length > MAX_BATCH_ENTRIES) throw new SqsError('TooManyEntriesInBatchRequest', 'AWS.SimpleQueueService.TooManyEntriesInBatchRequest', `Maximum number of entries per request are ${MAX_BATCH_ENTRIES}. You have sent ${Entries.length}.`);
      if (new Set(Entries.map((e) => e.Id)).size !== Entries.length) throw new SqsError('BatchEntryIdsNotDistinct', 'AWS.SimpleQueueService.BatchEntryIdsNotDistinct', 'Two or more batch entries in the request have the same Id.');
      const Successful = [];
      const Failed = [];
      for (const entry of Entries) {
        if (typeof entry.MessageBody !== 'string' || !entry.MessageBody) {
          Failed.push({ Id: entry.Id, SenderFault: true, Code: 'MissingParameter', Message: 'The request must contain the parameter MessageBody.' });
          continue;
        }
        const sent = queue.send(entry.MessageBody);
        Successful.push({ Id: entry.Id, MessageId: sent.messageId, MD5OfMessageBody: sent.md5OfBody });
      }
      return void answer(res, 200, { Successful, Failed });
    }
    throw new SqsError('UnsupportedOperation', 'AWS.SimpleQueueService.UnsupportedOperation', `${action || 'This request'} is not supported by the local queues.`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      const e = err instanceof SqsError ? err : new SqsError('InternalError', 'InternalError', err.message);
      answer(res, e.code === 'InternalError' ? 500 : 400, { __type: `com.amazonaws.sqs#${e.code}`, message: e.message }, { 'x-amzn-query-error': `${e.queryCode};${e.code === 'InternalError' ? 'Receiver' : 'Sender'}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    queueUrl: (name) => `${url}/000000000000/${name}`,
    close: async () => {
      await drain();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
    },
  };
}
