import type { SQSBatchResponse } from 'aws-lambda';
import { jobHandler } from '../../lib/job';
import { completeStoredAnswer, parseCompletion } from '../../domain/pricing/completion';

/**
 * Consumer of the price-completion queue (the price routes fill it, resources.sendsTo): each message
 * names a cached answer with PBMs missing; the PBMs are asked again and their quotes merged in, so
 * the next request for the same page reads the completed answer. The messages of a batch run side
 * by side (each waits up to seconds for slow PBMs). An entry gone, replaced by a newer fan-out or
 * completed already is not a failure: nothing is left to do. A completion still missing PBMs is
 * handed back (a batch item failure) to be received again, at most COMPLETION_ATTEMPTS times.
 */
export const handler = jobHandler('price-completion', async ({ event, log }) => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  await Promise.all(event.Records.map(async (record) => {
    const message = parseCompletion(record.body);
    if (!message) {
      // Malformed: retried, then dead-lettered (which alarms), as every queue's malformed message.
      log.error('price completion malformed', { code: 'malformed' });
      batchItemFailures.push({ itemIdentifier: record.messageId });
      return;
    }
    try {
      const outcome = await completeStoredAnswer(message, { attempt: Number(record.attributes?.ApproximateReceiveCount) || 1 });
      log.info('price completion', { detail: outcome });
      // Some PBMs missed again: received again after the visibility timeout to ask them once more.
      if (outcome === 'retry') batchItemFailures.push({ itemIdentifier: record.messageId });
    } catch {
      log.error('price completion failed', { code: 'failed' });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }));
  return { batchItemFailures };
});
