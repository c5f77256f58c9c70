import { randomUUID } from 'node:crypto';
import { BatchMeterUsageCommand, type BatchMeterUsageCommandInput, MarketplaceMeteringClient, type UsageRecord } from '@aws-sdk/client-marketplace-metering';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as meteringJob } from '../../functions/jobs/marketplace-metering/handler';
import { failIfIncomplete, runMetering } from '../../functions/domain/marketplace/metering';
import { saveResolvedCustomer } from '../../functions/domain/marketplace/customers';
import { recordsForHour } from '../../functions/domain/marketplace/metering-records';
import { sendableHours, withinMeteringWindow } from '../../functions/domain/marketplace/metering-window';
import { hourOf, hourStart } from '../../functions/domain/coupon-api/usage';
import { meterRecords } from '../../functions/domain/coupon-api/usage-meter';
import { createLogger } from '../../functions/lib/logger';
import { useRuntimeEnv } from '../support/api-client';

/**
 * BatchMeterUsage takes records at most 6 hours old: a failed customer-hour is retried by the next
 * hourly runs while AWS still takes it, then settled `expired` (counted, listed for admins), and a run
 * that recorded failures fails, so its job alarm fires.
 */
const metering = mockClient(MarketplaceMeteringClient);
const run = (now: Date) => runMetering(now, createLogger({ route: 'marketplace-metering' }));
const PRODUCT = 'rxsavvy-passthrough';
const HOUR = 3_600_000;

async function customerWithUsage(requests: number, at: Date) {
  const customerId = `WIN-${randomUUID().slice(0, 8)}`;
  await saveResolvedCustomer({ customerId, productCode: PRODUCT, revenueModel: 'passThrough' });
  await meterRecords(`batch-${randomUUID()}`, Array.from({ length: requests }, () => ({ customerId, keyId: 'key_window', perMinute: 600, at: at.toISOString() })));
  return customerId;
}

/** Each test meters its own day of March 2026, apart from the other metering tests' January. */
let day = 0;
const clock = () => {
  day += 1;
  const firstRun = new Date(Date.UTC(2026, 2, day, 10, 5));
  return { usageAt: new Date(firstRun.getTime() - HOUR + 60_000), firstRun, hour: hourOf(new Date(firstRun.getTime() - HOUR)) };
};
const sentTimestamps = () => metering.commandCalls(BatchMeterUsageCommand).flatMap((c) => (c.args[0].input.UsageRecords ?? []).map((r) => ({ customer: r.CustomerIdentifier, at: r.Timestamp! })));
const success = (input: BatchMeterUsageCommandInput) => ({
  Results: (input.UsageRecords ?? []).map((r: UsageRecord) => ({ UsageRecord: r, Status: 'Success' as const, MeteringRecordId: randomUUID() })),
  UnprocessedRecords: [],
});
const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

describe('the 6-hour metering window', () => {
  beforeAll(() => useRuntimeEnv());
  beforeEach(() => metering.reset());
  afterAll(() => metering.restore());

  it('sends only the hours AWS still takes: the last five at five past the hour', () => {
    const now = new Date('2026-03-20T10:05:00Z');
    expect(sendableHours(now)).toEqual(['2026-03-20T05', '2026-03-20T06', '2026-03-20T07', '2026-03-20T08', '2026-03-20T09']);
    expect(withinMeteringWindow('2026-03-20T04', now), '6 h 05 min old: AWS refuses it').toBe(false);
  });

  it('retries a failing customer-hour every hour inside the window, then settles it expired with its units, never sending it too old', async () => {
    const { usageAt, firstRun, hour } = clock();
    const customerId = await customerWithUsage(250, usageAt);
    metering.on(BatchMeterUsageCommand).rejects(throttled());
    const runs = [];
    for (let i = 0; i < 7; i += 1) runs.push(await run(new Date(firstRun.getTime() + i * HOUR)));
    expect(runs.map((r) => r.failed), 'five runs try it, the sixth finds it past the window').toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(runs.map((r) => r.expired)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    for (const sent of sentTimestamps()) expect(firstRun.getTime() + 4 * HOUR - sent.at.getTime(), 'no record older than 6 hours is sent').toBeLessThan(6 * HOUR);
    expect((await recordsForHour(hour)).find((r) => r.customerId === customerId)).toMatchObject({
      status: 'expired', requests: 250, quantity: 3, attempts: 5, lastError: expect.stringContaining('6-hour'),
    });
  });

  it('settles usage that was never claimed (the job was down) expired instead of losing it', async () => {
    const { usageAt, firstRun, hour } = clock();
    const customerId = await customerWithUsage(40, usageAt);
    metering.on(BatchMeterUsageCommand).callsFake(success);
    const late = await run(new Date(firstRun.getTime() + 9 * HOUR));
    expect(late.expired).toBeGreaterThanOrEqual(1);
    expect(sentTimestamps().filter((s) => s.customer === customerId)).toEqual([]);
    expect((await recordsForHour(hour)).find((r) => r.customerId === customerId)).toMatchObject({ status: 'expired', quantity: 1, attempts: 0 });
  });

  it('never expires a sent customer-hour, and recovers a failed one on a later run inside the window', async () => {
    const { usageAt, firstRun, hour } = clock();
    const customerId = await customerWithUsage(10, usageAt);
    metering.on(BatchMeterUsageCommand).rejectsOnce(throttled()).rejectsOnce(throttled()).callsFake(success);
    expect(await run(firstRun)).toMatchObject({ failed: 1 });
    expect(await run(new Date(firstRun.getTime() + HOUR))).toMatchObject({ failed: 1 });
    expect(await run(new Date(firstRun.getTime() + 2 * HOUR))).toMatchObject({ sent: 1, failed: 0 });
    expect(await run(new Date(firstRun.getTime() + 8 * HOUR))).toMatchObject({ expired: 0 });
    expect((await recordsForHour(hour)).find((r) => r.customerId === customerId)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('fails the job after recording what failed, so its alarm fires and Lambda retries it', async () => {
    expect(() => failIfIncomplete({ claimed: 3, sent: 2, failed: 1, expired: 0 })).toThrow('1 of 3 metering records');
    expect(failIfIncomplete({ claimed: 2, sent: 2, failed: 0, expired: 1 })).toMatchObject({ sent: 2 });

    const lastHour = new Date(Date.now() - HOUR);
    const customerId = await customerWithUsage(5, lastHour);
    metering.on(BatchMeterUsageCommand).rejects(throttled());
    const event = { id: 'e', time: new Date().toISOString() } as ScheduledEvent;
    await expect(meteringJob(event, { awsRequestId: 'job' } as Context)).rejects.toThrow('not accepted by AWS Marketplace');
    expect((await recordsForHour(hourOf(lastHour))).find((r) => r.customerId === customerId)).toMatchObject({ status: 'failed', lastError: 'BatchMeterUsage failed: ThrottlingException' });
    expect(hourStart(hourOf(lastHour)).getTime()).toBeLessThan(Date.now());
  });
});
