import { randomUUID } from 'node:crypto';
import { BatchMeterUsageCommand, type BatchMeterUsageCommandInput, MarketplaceMeteringClient, ResolveCustomerCommand, type UsageRecord } from '@aws-sdk/client-marketplace-metering';
import type { Context, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as consumeEvents } from '../../functions/jobs/marketplace-subscription-events/handler';
import { runMetering } from '../../functions/domain/marketplace/metering';
import { getCustomer, saveResolvedCustomer } from '../../functions/domain/marketplace/customers';
import { recordsForHour } from '../../functions/domain/marketplace/metering-records';
import { resolveRegistration } from '../../functions/domain/marketplace/registration';
import { readSession, SESSION_SECRET_ENV } from '../../functions/domain/marketplace/session';
import { hourOf, hourStart } from '../../functions/domain/coupon-api/usage';
import { meterRecords } from '../../functions/domain/coupon-api/usage-meter';
import { createLogger } from '../../functions/lib/logger';
import { useRuntimeEnv } from '../support/api-client';

const metering = mockClient(MarketplaceMeteringClient);
const run = (now: Date) => runMetering(now, createLogger({ route: 'marketplace-metering' }));
const context = { awsRequestId: 'test' } as Context;
const PRODUCT = 'rxsavvy-passthrough';

async function customerWithUsage(requests: number, at: Date, revenueModel: 'passThrough' | 'share95' = 'passThrough') {
  const customerId = `MTR-${randomUUID().slice(0, 8)}`;
  await saveResolvedCustomer({ customerId, productCode: PRODUCT, revenueModel });
  const record = { customerId, keyId: `key_${randomUUID().replace(/-/g, '').slice(0, 16)}`, perMinute: 600, at: at.toISOString() };
  // As the routes' usage lines arrive: in log batches of at most 40, each stored by the usage meter.
  for (let done = 0; done < requests; done += 40) await meterRecords(`batch-${randomUUID()}`, Array.from({ length: Math.min(40, requests - done) }, () => record));
  return customerId;
}

/** Each test meters its own day, so tests never see each other's usage. */
let day = 0;
const clock = () => {
  day += 1;
  const base = Date.UTC(2026, 0, day, 5, 10);
  return { usageAt: new Date(base - 3_600_000), now: new Date(base), hour: hourOf(new Date(base - 3_600_000)) };
};

const successFor = (input: BatchMeterUsageCommandInput) => ({
  Results: (input.UsageRecords ?? []).map((r: UsageRecord) => ({ UsageRecord: r, Status: 'Success' as const, MeteringRecordId: randomUUID() })),
  UnprocessedRecords: [] as UsageRecord[],
});

describe('hourly metering (BatchMeterUsage mocked)', () => {
  beforeAll(() => useRuntimeEnv());
  beforeEach(() => metering.reset());
  afterAll(() => metering.restore());

  it('sends each customer-hour once, in units of 100 requests, and never again', async () => {
    const { usageAt, now, hour } = clock();
    const customerId = await customerWithUsage(150, usageAt);
    metering.on(BatchMeterUsageCommand).callsFake(successFor);
    expect(await run(now)).toMatchObject({ sent: 1, failed: 0 });
    const calls = metering.commandCalls(BatchMeterUsageCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      ProductCode: PRODUCT,
      UsageRecords: [{ CustomerIdentifier: customerId, Dimension: 'requests', Quantity: 2, Timestamp: hourStart(hour) }],
    });
    expect((await recordsForHour(hour)).find((r) => r.customerId === customerId)).toMatchObject({ status: 'sent', requests: 150, quantity: 2, attempts: 1 });
    await run(now);
    await run(new Date(now.getTime() + 3_600_000));
    expect(metering.commandCalls(BatchMeterUsageCommand)).toHaveLength(1);
  });

  it('keeps UnprocessedRecords failed, visible, and sends them the next hour without re-sending the processed ones', async () => {
    const { usageAt, now, hour } = clock();
    const done = await customerWithUsage(5, usageAt);
    const left = await customerWithUsage(7, usageAt);
    metering.on(BatchMeterUsageCommand).callsFakeOnce((input: BatchMeterUsageCommandInput) => {
      const all = successFor(input);
      return {
        Results: all.Results.filter((r) => r.UsageRecord.CustomerIdentifier === done),
        UnprocessedRecords: (input.UsageRecords ?? []).filter((r) => r.CustomerIdentifier === left),
      };
    }).callsFake(successFor);
    expect(await run(now)).toMatchObject({ claimed: 2, sent: 1, failed: 1 });
    const records = await recordsForHour(hour);
    expect(records.find((r) => r.customerId === done)?.status).toBe('sent');
    expect(records.find((r) => r.customerId === left)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('Unprocessed') });

    expect(await run(new Date(now.getTime() + 3_600_000))).toMatchObject({ claimed: 1, sent: 1 });
    const billed = metering.commandCalls(BatchMeterUsageCommand).flatMap((c) => c.args[0].input.UsageRecords ?? []).map((r) => r.CustomerIdentifier);
    expect(billed.filter((id) => id === done)).toHaveLength(1);
    expect(billed.filter((id) => id === left)).toHaveLength(2);
    expect((await recordsForHour(hour)).find((r) => r.customerId === left)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a failed call failed and retries it next hour, billing the customer once', async () => {
    const { usageAt, now, hour } = clock();
    const customerId = await customerWithUsage(3, usageAt);
    metering.on(BatchMeterUsageCommand).rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })).callsFake(successFor);
    expect(await run(now)).toMatchObject({ sent: 0, failed: 1 });
    expect((await recordsForHour(hour)).find((r) => r.customerId === customerId)).toMatchObject({ status: 'failed', lastError: 'BatchMeterUsage failed: ThrottlingException' });
    expect(await run(new Date(now.getTime() + 3_600_000))).toMatchObject({ sent: 1, failed: 0 });
    await run(new Date(now.getTime() + 2 * 3_600_000));
    const successful = metering.commandCalls(BatchMeterUsageCommand).slice(1);
    expect(successful).toHaveLength(1);
    expect(successful[0]!.args[0].input.UsageRecords).toEqual([expect.objectContaining({ CustomerIdentifier: customerId, Quantity: 1 })]);
  });

  it('treats DuplicateRecord as already billed, and does not meter the 95% pass-through model', async () => {
    const { usageAt, now, hour } = clock();
    const dup = await customerWithUsage(2, usageAt);
    const share = await customerWithUsage(120, usageAt, 'share95');
    metering.on(BatchMeterUsageCommand).callsFake((input: BatchMeterUsageCommandInput) => ({
      Results: (input.UsageRecords ?? []).map((r) => ({ UsageRecord: r, Status: 'DuplicateRecord', MeteringRecordId: 'mr-1' })),
      UnprocessedRecords: [],
    }));
    await run(now);
    const records = await recordsForHour(hour);
    expect(records.find((r) => r.customerId === dup)?.status).toBe('sent');
    expect(records.find((r) => r.customerId === share)).toBeUndefined();
    expect(metering.commandCalls(BatchMeterUsageCommand).flatMap((c) => c.args[0].input.UsageRecords ?? []).map((r) => r.CustomerIdentifier)).not.toContain(share);
  });
});

describe('ResolveCustomer (mocked)', () => {
  beforeAll(() => {
    useRuntimeEnv();
    process.env[SESSION_SECRET_ENV] = 'integration-test-secret-0123456789';
  });
  beforeEach(() => metering.reset());

  it('stores the resolved customer and redirects with a signed session', async () => {
    const customerId = `RES-${randomUUID().slice(0, 8)}`;
    metering.on(ResolveCustomerCommand, { RegistrationToken: 'good-token' }).resolves({ CustomerIdentifier: customerId, ProductCode: PRODUCT, CustomerAWSAccountId: '111122223333' });
    const outcome = await resolveRegistration('good-token');
    expect(outcome.error).toBeUndefined();
    const url = new URL(outcome.location, 'http://x');
    expect(url.pathname).toBe('/aws-marketplace/register-customer');
    expect(await readSession(url.searchParams.get('session')!)).toBe(customerId);
    expect(await getCustomer(customerId)).toMatchObject({ customerId, productCode: PRODUCT, awsAccountId: '111122223333', status: 'subscribed', revenueModel: 'passThrough' });
  });

  it.each([
    ['InvalidTokenException', 'invalid_token'],
    ['ExpiredTokenException', 'expired_token'],
    ['ThrottlingException', 'throttled'],
    ['InternalServiceErrorException', 'unavailable'],
  ])('sends %s to the error page (%s) and stores nothing', async (name, reason) => {
    metering.on(ResolveCustomerCommand).rejects(Object.assign(new Error(name), { name }));
    const outcome = await resolveRegistration(`token-${name}`);
    expect(outcome).toEqual({ location: `/aws-marketplace/resolve-customer-error?reason=${reason}`, error: reason });
  });

  it('sends a missing token to the error page without calling AWS', async () => {
    expect((await resolveRegistration(undefined)).error).toBe('missing_token');
    expect(metering.commandCalls(ResolveCustomerCommand)).toHaveLength(0);
  });
});

describe('subscription events consumer', () => {
  beforeAll(() => useRuntimeEnv());

  const sqs = (bodies: string[]): SQSEvent => ({
    Records: bodies.map((body, i) => ({ messageId: `m${i}`, body, attributes: { SentTimestamp: String(Date.now()) } }) as never),
  });
  const sns = (action: string, customerId: string, at: string) =>
    JSON.stringify({ Type: 'Notification', Timestamp: at, Message: JSON.stringify({ action, 'customer-identifier': customerId, 'product-code': PRODUCT }) });

  it('updates the entitlement, ignores an older event arriving late, and fails only the malformed message', async () => {
    const customerId = `EVT-${randomUUID().slice(0, 8)}`;
    await saveResolvedCustomer({ customerId, productCode: PRODUCT, revenueModel: 'passThrough' });
    const result = await consumeEvents(sqs([
      sns('unsubscribe-pending', customerId, '2026-11-22T10:00:00Z'),
      sns('unsubscribe-success', customerId, '2026-11-22T11:00:00Z'),
      sns('subscribe-success', customerId, '2026-11-22T09:00:00Z'),
      'not json',
    ]), context);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm3' }]);
    expect((await getCustomer(customerId))?.status).toBe('unsubscribed');
    await consumeEvents(sqs([sns('subscribe-success', customerId, '2026-11-22T12:00:00Z')]), context);
    expect((await getCustomer(customerId))?.status).toBe('subscribed');
  });

  it('records a customer whose event arrives before registration', async () => {
    const customerId = `EVT-${randomUUID().slice(0, 8)}`;
    await consumeEvents(sqs([sns('subscribe-fail', customerId, '2026-11-22T10:00:00Z')]), context);
    expect(await getCustomer(customerId)).toMatchObject({ status: 'subscribeFailed', productCode: PRODUCT });
    await saveResolvedCustomer({ customerId, productCode: PRODUCT, revenueModel: 'passThrough' });
    expect((await getCustomer(customerId))?.status).toBe('subscribeFailed');
  });
});
