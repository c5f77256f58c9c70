import { jobHandler } from '../../lib/job';
import { decodeLogsEvent, meterLogBatch } from '../../domain/coupon-api/usage-meter';

/**
 * Subscribed (jobs.ts trigger `logs`, wired in infra/stacks/api-stack.ts) to every Coupon API route's
 * log group, for the usage lines only: stores each delivered batch's counts (functions/domain/coupon-api/usage-meter.ts).
 */
export const handler = jobHandler('coupon-api-usage-meter', async ({ event, log }) => {
  const { requests } = await meterLogBatch(decodeLogsEvent(event));
  log.info('metered', { detail: `${requests} requests` });
});
