import { Duration, Validations } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { JobFunction } from './rxsavvy-function';

/**
 * The queue of an `sqs` job of functions/tables/jobs.ts, its dead-letter queue (after the entry's
 * maxReceiveCount), and the event source that hands the job its batches with partial batch
 * responses (functions/lib/job.ts makes every SQS job return one).
 */
export class JobQueue {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  /** `queueName`: the queue's deployed name, for a queue that functions of other stacks send to by name (`resources.sendsTo`). */
  constructor(scope: Construct, id: string, consumer: JobFunction, options: { queueName?: string } = {}) {
    const { trigger, timeoutSeconds } = consumer.job;
    if (trigger.kind !== 'sqs') throw new Error(`Job ${consumer.job.id} is not an sqs job`);
    this.deadLetterQueue = new Queue(scope, `${id}Dlq`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    this.queue = new Queue(scope, id, {
      ...(options.queueName ? { queueName: options.queueName } : {}),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Twice the consumer's timeout: a message is not handed out again while a run may still hold it.
      visibilityTimeout: Duration.seconds(2 * timeoutSeconds),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: trigger.maxReceiveCount },
    });
    Validations.of(this.deadLetterQueue).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This is the dead-letter queue of the ${id} queue.` });
    consumer.addEventSource(new SqsEventSource(this.queue, { batchSize: trigger.batchSize, reportBatchItemFailures: true }));
  }
}
