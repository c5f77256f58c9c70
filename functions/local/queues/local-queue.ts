import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export interface QueueSettings {
  /** The queue's name, the last part of its URL. */
  name: string;
  /** Records per invocation of the consumer (its job's `batchSize`). */
  batchSize: number;
  /** Receives after which a message that keeps failing goes to the dead-letter queue (its job's `maxReceiveCount`). */
  maxReceiveCount: number;
  /** How long a failed message stays invisible before it is received again (SQS: the visibility timeout). */
  retryAfterMs: number;
}

/** The consumer job's handler, as the SQS event source mapping invokes it. */
export type QueueConsumer = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

export interface QueuedMessage {
  messageId: string;
  body: string;
  md5OfBody: string;
  sentAt: number;
  receives: number;
  firstReceivedAt?: number;
}

/** SQS answers every sent message with the MD5 of its body (hex), and the SDK checks it. */
export const md5OfBody = (body: string): string => createHash('md5').update(body, 'utf8').digest('hex');

/**
 * One SQS queue and its Lambda event source mapping, in memory: sent messages are delivered to the
 * consumer in batches of `batchSize`, one batch at a time (Lambda would run several at once). The
 * consumer's partial batch response is honoured: the messages it names (or the whole batch, when it
 * throws or names a message that is not in the batch) are received again after `retryAfterMs`, and
 * after `maxReceiveCount` receives they go to the dead-letter queue (`onDeadLetter`). The others are deleted.
 */
export class LocalQueue {
  private readonly visible: QueuedMessage[] = [];
  /** Failed messages waiting out their visibility timeout. */
  private invisible = 0;
  private delivering = false;
  private readonly idleWaiters: (() => void)[] = [];
  deadLettered = 0;

  constructor(
    readonly settings: QueueSettings,
    private readonly consume: QueueConsumer,
    private readonly onDeadLetter: (message: QueuedMessage) => void = () => undefined,
  ) {}

  send(body: string): Pick<QueuedMessage, 'messageId' | 'md5OfBody'> {
    const message: QueuedMessage = { messageId: randomUUID(), body, md5OfBody: md5OfBody(body), sentAt: Date.now(), receives: 0 };
    this.visible.push(message);
    queueMicrotask(() => this.next());
    return { messageId: message.messageId, md5OfBody: message.md5OfBody };
  }

  /** Resolves once every message sent so far has been deleted or dead-lettered. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return !this.delivering && !this.visible.length && !this.invisible;
  }

  private next(): void {
    if (this.delivering) return;
    if (!this.visible.length) {
      if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    this.delivering = true;
    const batch = this.visible.splice(0, this.settings.batchSize);
    void this.deliver(batch).finally(() => {
      this.delivering = false;
      this.next();
    });
  }

  private async deliver(batch: QueuedMessage[]): Promise<void> {
    const now = Date.now();
    for (const message of batch) {
      message.receives += 1;
      message.firstReceivedAt ??= now;
    }
    const everyMessage = () => new Set(batch.map((m) => m.messageId));
    let failed: Set<string>;
    try {
      const named = ((await this.consume({ Records: batch.map((m) => this.record(m)) }))?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      failed = named.every((id) => batch.some((m) => m.messageId === id)) ? new Set(named) : everyMessage();
    } catch {
      failed = everyMessage();
    }
    const again: QueuedMessage[] = [];
    for (const message of batch.filter((m) => failed.has(m.messageId))) {
      if (message.receives < this.settings.maxReceiveCount) again.push(message);
      else {
        this.deadLettered += 1;
        this.onDeadLetter(message);
      }
    }
    if (!again.length) return;
    this.invisible += again.length;
    setTimeout(() => {
      this.invisible -= again.length;
      this.visible.push(...again);
      this.next();
    }, this.settings.retryAfterMs);
  }

  private record(m: QueuedMessage): SQSRecord {
    return {
      messageId: m.messageId,
      receiptHandle: `${m.messageId}/${m.receives}`,
      body: m.body,
      attributes: {
        ApproximateReceiveCount: String(m.receives), SentTimestamp: String(m.sentAt), SenderId: 'local', ApproximateFirstReceiveTimestamp: String(m.firstReceivedAt),
      },
      messageAttributes: {},
      md5OfBody: m.md5OfBody,
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:local:000000000000:${this.settings.name}`,
      awsRegion: 'local',
    };
  }
}
