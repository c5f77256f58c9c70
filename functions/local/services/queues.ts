import { randomUUID } from 'node:crypto';
import type { Context, SQSEvent } from 'aws-lambda';
import { resetQueueClient } from '../../lib/queues';
import { jobById, type Job, type JobEnvName } from '../../tables/jobs';
import { queueUrlEnvVar } from '../../tables/resource-names';
import { entryHandler } from '../entry-handler';
import { lambdaContext } from '../http-event';
import { LocalQueue, type QueueConsumer } from '../queues/local-queue';
import { startQueueServer } from '../queues/server';
import type { LocalService } from './service';

type SqsJobId = Extract<Job, { trigger: { kind: 'sqs' } }>['id'];
type SqsLambda = (event: SQSEvent, context: Context) => ReturnType<QueueConsumer>;

/**
 * The queues functions send to on loopback: the variable that gives the senders its URL (in AWS
 * their stack passes the real queue's, or, for a `resources.sendsTo` queue, infra sets it from the
 * queue's name) and the job that consumes it, with that job's batch size and receive limit from
 * functions/tables/jobs.ts.
 */
const QUEUES: { name: string; urlEnv: JobEnvName | ReturnType<typeof queueUrlEnvVar>; consumer: SqsJobId }[] = [
  { name: 'price-alert-checks', urlEnv: 'PRICE_ALERT_CHECK_QUEUE_URL', consumer: 'price-alert-check' },
  { name: 'price-completions', urlEnv: queueUrlEnvVar('price-completion'), consumer: 'price-completion' },
];

/** A failed message is received again after a second (AWS: the queue's visibility timeout, minutes). */
const RETRY_AFTER_MS = 1_000;

/**
 * The SQS queues beside `npm start`: the SQS client is pointed at them through the SDK's own
 * AWS_ENDPOINT_URL_SQS, so the code that sends is the code that runs in AWS, and each message is
 * delivered to its consumer job's handler as the SQS event source mapping delivers it (functions/local/queues/).
 * Closing delivers what is left.
 */
export const queuesService: LocalService = {
  name: 'queues',
  async start() {
    const queues = new Map(QUEUES.map(({ name, consumer }) => {
      const job = jobById(consumer);
      const consume: QueueConsumer = async (event) => {
        const handler = await entryHandler<SqsLambda>('jobs', job.id);
        return handler(event, lambdaContext(`local:${job.id}`, randomUUID(), job.timeoutSeconds));
      };
      const deadLetter = () => console.error(`[queues] a message of ${name} went to its dead-letter queue after ${job.trigger.maxReceiveCount} receives`);
      return [name, new LocalQueue({ name, batchSize: job.trigger.batchSize, maxReceiveCount: job.trigger.maxReceiveCount, retryAfterMs: RETRY_AFTER_MS }, consume, deadLetter)] as const;
    }));
    const server = await startQueueServer(queues);
    resetQueueClient();
    return {
      env: { AWS_ENDPOINT_URL_SQS: server.url, ...Object.fromEntries(QUEUES.map(({ name, urlEnv }) => [urlEnv, server.queueUrl(name)])) },
      close: async () => {
        await server.close();
        resetQueueClient();
      },
    };
  },
};

/**
 * Waits until the runtime's queues have delivered every message sent so far, and says how many went
 * to a dead-letter queue since the runtime started (tests: send, drain, then read what the consumer did).
 */
export async function drainLocalQueues(endpoint = process.env.AWS_ENDPOINT_URL_SQS): Promise<{ deadLettered: number }> {
  if (!endpoint) throw new Error('No local queues: AWS_ENDPOINT_URL_SQS is not set (start the local runtime, or useRuntimeEnv in tests).');
  const res = await fetch(`${endpoint}/drain`, { method: 'POST' });
  if (!res.ok) throw new Error(`The local queues did not drain: ${res.status}`);
  return (await res.json()) as { deadLettered: number };
}
