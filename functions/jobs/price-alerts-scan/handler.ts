import { run } from '../../domain/price-alerts/scan';
import { jobHandler } from '../../lib/job';

/** The daily price-drop scan (jobs.ts: an EventBridge rule in AWS, the local scheduler under `npm start`). */
export const handler = jobHandler('price-alerts-scan', async ({ log }) => run(new Date(), log));
