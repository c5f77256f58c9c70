import { runMetering } from '../../domain/marketplace/metering';
import { jobHandler } from '../../lib/job';

/** The hourly metering job (jobs.ts: an EventBridge rule in AWS, the local scheduler under `npm start`). */
export const handler = jobHandler('marketplace-metering', async ({ log }) => runMetering(new Date(), log));
