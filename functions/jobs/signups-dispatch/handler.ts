import { run } from '../../domain/signups/dispatcher';
import { jobHandler } from '../../lib/job';

/** The sign-up dispatcher (jobs.ts: an EventBridge rule in AWS, the local scheduler under `npm start`). */
export const handler = jobHandler('signups-dispatch', async ({ log }) => run(new Date(), log));
