import type { SQSBatchResponse } from 'aws-lambda';
import { jobHandler } from '../../lib/job';
import { checkBatch } from '../../domain/price-alerts/check';
import { parseCheckBatch } from '../../domain/price-alerts/scan';

/**
 * Consumer of the price-alert-checks queue (price-alert-scan fills it). A batch with a failed
 * watch is retried whole (its watches already alerted today are skipped by their claim); after
 * maxReceiveCount (jobs.ts) it lands in the dead-letter queue, which alarms.
 */
export const handler = jobHandler('price-alert-check', async ({ event, log }) => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const batch = parseCheckBatch(record.body);
    if (!batch) {
      log.error('price alert batch malformed', { code: 'malformed' });
      batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    const result = await checkBatch(batch, log).catch(() => ({ checked: 0, alerted: 0, failed: 1 }));
    log.info('price alert batch', { detail: `checked=${result.checked} alerted=${result.alerted} failed=${result.failed}` });
    if (result.failed) batchItemFailures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures };
});
