import { getCustomer } from './customers';
import { markExpired, markHourSettled, unsettledRecordsForHour } from './metering-records';
import { hourStart, previousHours, requestsPerCustomer, usageForHour } from '../coupon-api/usage';

/**
 * AWS Marketplace's BatchMeterUsage takes usage records whose Timestamp is at most 6 hours old, and
 * refuses the whole batch (TimestampOutOfBoundsException) when one record is older. A customer-hour
 * is sent with its hour's start as Timestamp, so it can be sent while its start is under 6 hours
 * old, less a margin for the run's own duration and clock skew: the hourly run at :05 sends the
 * last five hours, and the hour before them is past.
 */
const WINDOW_MS = 6 * 3_600_000;
const WINDOW_MARGIN_MS = 10 * 60_000;

/** Hours past the window that each run looks at again, so a job that was down for up to a day still settles them. */
export const RECONCILE_HOURS = 24;

export const withinMeteringWindow = (hour: string, now: Date): boolean => now.getTime() - hourStart(hour).getTime() < WINDOW_MS - WINDOW_MARGIN_MS;

/** The hours of the last six that AWS still takes, oldest first. */
export const sendableHours = (now: Date): string[] => previousHours(now, 6).filter((h) => withinMeteringWindow(h, now)).reverse();

/**
 * Settles every customer-hour past the window that was never sent (failed on every try, never
 * claimed because the job was down, or a claim that died) as `expired`, with its quantity. Returns how
 * many it settled: each is usage never billed through Marketplace (the MeteringExpired metric and alarm).
 * An hour whose customer-hours are all settled is marked so, and later runs read only that mark.
 */
export async function expirePastWindow(now: Date, unitsFor: (requests: number) => number): Promise<number> {
  let expired = 0;
  const hours = previousHours(now, 6 + RECONCILE_HOURS).filter((h) => !withinMeteringWindow(h, now));
  for (const hour of hours) {
    const records = await unsettledRecordsForHour(hour);
    if (!records) continue;
    const settled = new Set(records.filter((r) => r.status === 'sent' || r.status === 'expired').map((r) => r.customerId));
    const open = new Map<string, Parameters<typeof markExpired>[0]>(records.filter((r) => !settled.has(r.customerId)).map((r) => [r.customerId, r]));
    for (const [customerId, requests] of requestsPerCustomer(await usageForHour(hour))) {
      if (settled.has(customerId) || open.has(customerId)) continue;
      const customer = await getCustomer(customerId);
      // The 95% pass-through model has no per-request fee: nothing was to be metered.
      if (!customer || customer.revenueModel !== 'passThrough') continue;
      open.set(customerId, { hour, customerId, productCode: customer.productCode, requests, quantity: unitsFor(requests) });
    }
    let left = 0;
    for (const record of open.values()) {
      if (await markExpired(record, now)) expired += 1;
      else left += 1; // a claim still being sent: settled by a later run
    }
    if (!left) await markHourSettled(hour, now);
  }
  return expired;
}
