import { run } from '../../domain/price-alerts/scan';
import { requireEnv } from '../../lib/env';
import { jobHandler } from '../../lib/job';

/**
 * The daily price-drop scan (jobs.ts: an EventBridge rule in AWS, the local scheduler under `npm start`):
 * queues the watches in batches for price-alert-check (the queue its stack made; locally the runtime's stand-in).
 */
export const handler = jobHandler('price-alert-scan', async ({ log }) => run(new Date(), log, requireEnv('PRICE_ALERT_CHECK_QUEUE_URL')));
