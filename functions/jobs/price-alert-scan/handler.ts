import { run } from '../../domain/price-alerts/scan';
import { optionalEnv } from '../../lib/env';
import { jobHandler } from '../../lib/job';
import { sendAll } from '../../lib/queues';

/**
 * The daily price-drop scan (jobs.ts: an EventBridge rule in AWS, the local scheduler under `npm start`):
 * in AWS it queues the watches in batches for price-alert-check; locally (no queue) it checks them itself.
 */
export const handler = jobHandler('price-alert-scan', async ({ log }) => {
  const queueUrl = optionalEnv('PRICE_ALERT_CHECK_QUEUE_URL', '');
  return run(new Date(), log, queueUrl ? (batches) => sendAll(queueUrl, batches.map((b) => JSON.stringify(b))) : undefined);
});
