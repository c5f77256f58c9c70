import type { SQSClient } from '@aws-sdk/client-sqs';
import { traced } from './tracer';

/**
 * SQS, created once per container. `AWS_ENDPOINT_URL_SQS` points it at the local runtime's queues
 * (functions/local/services/queues.ts), which deliver to the consumer job as SQS does; in AWS it is unset.
 * The SDK client is imported on first use, not at start: the price routes send to a queue only when a
 * PBM missed the deadline, and importing it cost their cold start tens of milliseconds.
 */
let client: Promise<SQSClient> | undefined;
function sqs(): Promise<SQSClient> {
  const endpoint = process.env.AWS_ENDPOINT_URL_SQS;
  client ??= import('@aws-sdk/client-sqs').then(({ SQSClient }) => traced(new SQSClient(endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {})));
  return client;
}

const ENTRIES_PER_CALL = 10;
const ATTEMPTS = 3;

/** Sends every body to the queue, ten per call, retrying entries SQS refuses; throws if any is still refused. */
export async function sendAll(queueUrl: string, bodies: string[]): Promise<void> {
  const { SendMessageBatchCommand } = await import('@aws-sdk/client-sqs');
  for (let start = 0; start < bodies.length; start += ENTRIES_PER_CALL) {
    let entries = bodies.slice(start, start + ENTRIES_PER_CALL).map((MessageBody, i) => ({ Id: String(start + i), MessageBody }));
    for (let attempt = 1; entries.length; attempt += 1) {
      const out = await (await sqs()).send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
      const failed = new Set((out.Failed ?? []).map((f) => f.Id));
      entries = entries.filter((e) => failed.has(e.Id));
      if (entries.length && attempt >= ATTEMPTS) throw new Error(`SQS refused ${entries.length} messages`);
    }
  }
}

/** For tests and the local runtime after they move the endpoint. */
export function resetQueueClient(): void {
  client = undefined;
}
