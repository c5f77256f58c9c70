import { failIfIncomplete, runMetering } from '../../domain/marketplace/metering';
import { jobHandler } from '../../lib/job';

/**
 * The hourly metering job (jobs.ts: an EventBridge rule in AWS, the local scheduler under `npm start`).
 * A run with failed records fails after recording them, so Lambda retries it and its alarm fires.
 */
export const handler = jobHandler('marketplace-metering', async ({ log }) => failIfIncomplete(await runMetering(new Date(), log)));
