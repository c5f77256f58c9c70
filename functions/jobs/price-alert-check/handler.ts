import type { SQSBatchResponse } from 'aws-lambda';
import * as z from 'zod';
import { jobHandler } from '../../lib/job';
import { checkBatch } from '../../domain/price-alerts/scan';

const batchSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), pks: z.array(z.string().min(1).max(100)).min(1).max(100) });

/**
 * Consumer of the price-alert-checks queue (price-alert-scan fills it). A batch with a failed
 * watch is retried whole (its watches already alerted today are skipped by their claim); after
 * maxReceiveCount (jobs.ts) it lands in the dead-letter queue, which alarms.
 */
export const handler = jobHandler('price-alert-check', async ({ event, log }) => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const parsed = batchSchema.safeParse((() => {
      try {
        return JSON.parse(record.body) as unknown;
      } catch {
        return undefined;
      }
    })());
    if (!parsed.success) {
      log.error('price alert batch malformed', { code: 'malformed' });
      batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    const result = await checkBatch(parsed.data, log).catch(() => ({ checked: 0, alerted: 0, failed: 1 }));
    log.info('price alert batch', { detail: `checked=${result.checked} alerted=${result.alerted} failed=${result.failed}` });
    if (result.failed) batchItemFailures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures };
});
