import type { SQSBatchResponse } from 'aws-lambda';
import { jobHandler } from '../../lib/job';
import { handleSubscriptionEvent, MalformedEventError, parseSubscriptionEvent } from '../../domain/marketplace/subscription-events';

/**
 * SQS consumer of the AWS Marketplace subscription events: the product's SNS topic and the
 * EventBridge rules both deliver into its queue (infra/stacks/marketplace-stack.ts). Partial batch
 * responses: only the messages that failed are retried, and after maxReceiveCount (jobs.ts) they
 * land in the dead-letter queue (a malformed one too, so nobody loses an event unseen).
 */
export const handler = jobHandler('marketplace-subscription-events', async ({ event, log }) => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const receivedAt = new Date(Number(record.attributes?.SentTimestamp) || Date.now()).toISOString();
      const parsed = parseSubscriptionEvent(record.body, { messageId: record.messageId, receivedAt });
      const outcome = await handleSubscriptionEvent(parsed);
      log.info('subscription event', { detail: `${parsed.channel} ${outcome}` });
    } catch (err) {
      log.error('subscription event failed', { code: err instanceof MalformedEventError ? 'malformed' : (err as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
});
