import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchMeterUsageCommand, type BatchMeterUsageCommandInput, MarketplaceMeteringClient, ResolveCustomerCommand, type UsageRecord } from '@aws-sdk/client-marketplace-metering';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as consumeEvents } from '../../functions/jobs/marketplace-subscription-events/handler';
import { runMetering } from '../../functions/domain/marketplace/metering';
import { customerIdForLicense, getCustomer, listCustomers, recordBuyer, saveResolvedCustomer } from '../../functions/domain/marketplace/customers';
import { recordsForHour } from '../../functions/domain/marketplace/metering-records';
import { resolveRegistration } from '../../functions/domain/marketplace/registration';
import { readSession, SESSION_SECRET_ENV } from '../../functions/domain/marketplace/session';
import { handleSubscriptionEvent, parseSubscriptionEvent } from '../../functions/domain/marketplace/subscription-events';
import { hourOf, hourStart } from '../../functions/domain/coupon-api/usage';
import { meterRecords } from '../../functions/domain/coupon-api/usage-meter';
import { ddb } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/env';
import { createLogger } from '../../functions/lib/logger';
import { countMetric } from '../../functions/lib/metrics';
import type * as Metrics from '../../functions/lib/metrics';
import { useRuntimeEnv } from '../support/api-client';

vi.mock('../../functions/lib/metrics', async (original) => ({ ...(await original<typeof Metrics>()), countMetric: vi.fn() }));

const metering = mockClient(MarketplaceMeteringClient);
afterAll(() => metering.restore());
const run = (now: Date) => runMetering(now, createLogger({ route: 'marketplace-metering' }));
const context = { awsRequestId: 'test' } as Context;
const PRODUCT = 'rxsavvy-passthrough';

const licenseArn = () => `arn:aws:license-manager::294406891311:license:l-${randomUUID().replace(/-/g, '')}`;

async function customerWithUsage(requests: number, at: Date, revenueModel: 'passThrough' | 'share95' = 'passThrough', ids: { awsAccountId?: string; licenseArn?: string } = {}) {
  const customerId = `MTR-${randomUUID().slice(0, 8)}`;
  await saveResolvedCustomer({ customerId, productCode: PRODUCT, revenueModel, ...ids });
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

describe('what metering sends: the buyer as AWS names it now (BatchMeterUsage mocked)', () => {
  beforeAll(() => useRuntimeEnv());
  beforeEach(() => metering.reset());
  const inputs = () => metering.commandCalls(BatchMeterUsageCommand).map((c) => c.args[0].input);

  it('sends the account id with the license ARN and no ProductCode, never the CustomerIdentifier beside them', async () => {
    const { usageAt, now, hour } = clock();
    const arn = licenseArn();
    const customerId = await customerWithUsage(250, usageAt, 'passThrough', { awsAccountId: '111122223333', licenseArn: arn });
    metering.on(BatchMeterUsageCommand).callsFake(successFor);
    expect(await run(now)).toMatchObject({ sent: 1, failed: 0 });
    expect(inputs()).toEqual([{ UsageRecords: [{ CustomerAWSAccountId: '111122223333', LicenseArn: arn, Dimension: 'requests', Quantity: 3, Timestamp: hourStart(hour) }] }]);
    expect((await recordsForHour(hour)).find((r) => r.customerId === customerId)).toMatchObject({ status: 'sent', identity: { kind: 'license', licenseArn: arn } });
  });

  it('keeps the kinds apart: one request per product and kind, the older kinds with the ProductCode', async () => {
    const { usageAt, now } = clock();
    const arn = licenseArn();
    const byLicense = await customerWithUsage(1, usageAt, 'passThrough', { awsAccountId: '111122223333', licenseArn: arn });
    const byAccount = await customerWithUsage(1, usageAt, 'passThrough', { awsAccountId: '444455556666' });
    const byIdentifier = await customerWithUsage(1, usageAt);
    metering.on(BatchMeterUsageCommand).callsFake(successFor);
    expect(await run(now)).toMatchObject({ sent: 3, failed: 0 });
    const sent = inputs();
    expect(sent).toHaveLength(3);
    const of = (id: string) => sent.find((i) => i.UsageRecords!.some((r) => [r.LicenseArn, r.CustomerAWSAccountId, r.CustomerIdentifier].includes(id)))!;
    expect(of(arn)).not.toHaveProperty('ProductCode');
    expect(of('444455556666')).toMatchObject({ ProductCode: PRODUCT, UsageRecords: [{ CustomerAWSAccountId: '444455556666' }] });
    expect(of(byIdentifier)).toMatchObject({ ProductCode: PRODUCT, UsageRecords: [{ CustomerIdentifier: byIdentifier }] });
    for (const input of sent) {
      for (const r of input.UsageRecords!) {
        expect(r.CustomerIdentifier && (r.CustomerAWSAccountId || r.LicenseArn), 'a CustomerIdentifier never beside the account or license').toBeFalsy();
        expect(!!r.LicenseArn, 'a license goes without the ProductCode').toBe(input.ProductCode === undefined);
      }
    }
    expect([byLicense, byAccount, byIdentifier].every(Boolean)).toBe(true);
  });

  it('retries a failed hour under the identity it was first sent with, and bills the next hour by the license learnt since', async () => {
    const { usageAt, now, hour } = clock();
    const customerId = await customerWithUsage(5, usageAt);
    metering.on(BatchMeterUsageCommand).rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })).callsFake(successFor);
    expect(await run(now)).toMatchObject({ failed: 1 });
    // A license event arrives for the customer in between.
    const arn = licenseArn();
    await recordBuyer(customerId, { awsAccountId: '111122223333', licenseArn: arn }, { productCode: PRODUCT, revenueModel: 'passThrough' });
    const next = new Date(now.getTime() + 3_600_000);
    await meterRecords(`batch-${randomUUID()}`, [{ customerId, keyId: 'key_0000000000000001', perMinute: 600, at: new Date(now.getTime() + 60_000).toISOString() }]);
    expect(await run(next)).toMatchObject({ sent: 2, failed: 0 });
    const [, ...retried] = inputs();
    const records = retried.flatMap((i) => i.UsageRecords!.map((r) => ({ ...r, ProductCode: i.ProductCode })));
    expect(records.find((r) => r.Timestamp!.getTime() === hourStart(hour).getTime())).toMatchObject({ CustomerIdentifier: customerId, ProductCode: PRODUCT });
    expect(records.find((r) => r.Timestamp!.getTime() === hourStart(hourOf(now)).getTime())).toMatchObject({ CustomerAWSAccountId: '111122223333', LicenseArn: arn, ProductCode: undefined });
  });

  it('retries an hour claimed before identities were stored with the CustomerIdentifier it was sent with then', async () => {
    const { usageAt, now, hour } = clock();
    const customerId = await customerWithUsage(5, usageAt, 'passThrough', { awsAccountId: '111122223333', licenseArn: licenseArn() });
    await ddb().send(new PutCommand({
      TableName: tableName('meteringRecords'),
      Item: { pk: `hour#${hour}`, sk: customerId, hour, customerId, productCode: PRODUCT, requests: 5, quantity: 1, status: 'failed', attempts: 1, updatedAt: now.toISOString(), lastError: 'BatchMeterUsage failed: ThrottlingException' },
    }));
    metering.on(BatchMeterUsageCommand).callsFake(successFor);
    expect(await run(now)).toMatchObject({ sent: 1 });
    expect(inputs()).toEqual([{ ProductCode: PRODUCT, UsageRecords: [expect.objectContaining({ CustomerIdentifier: customerId })] }]);
    expect(inputs()[0]!.UsageRecords![0]).not.toHaveProperty('LicenseArn');
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
    expect((await readSession(url.searchParams.get('session')!))?.customerId).toBe(customerId);
    expect(await getCustomer(customerId)).toMatchObject({ customerId, productCode: PRODUCT, awsAccountId: '111122223333', status: 'subscribed', revenueModel: 'passThrough' });
  });

  it('stores the account id and license ARN ResolveCustomer gives, under the CustomerIdentifier where there still is one', async () => {
    const customerId = `RES-${randomUUID().slice(0, 8)}`;
    const arn = licenseArn();
    const token = `token-${randomUUID()}`;
    metering.on(ResolveCustomerCommand, { RegistrationToken: token }).resolves({ CustomerIdentifier: customerId, ProductCode: PRODUCT, CustomerAWSAccountId: '111122223333', LicenseArn: arn });
    await resolveRegistration(token);
    expect(await getCustomer(customerId)).toMatchObject({ customerId, customerIdentifier: customerId, awsAccountId: '111122223333', licenseArn: arn });
  });

  it('registers a buyer of a new SaaS product (account and license, no CustomerIdentifier) under its license', async () => {
    const arn = licenseArn();
    const token = `token-${randomUUID()}`;
    metering.on(ResolveCustomerCommand, { RegistrationToken: token }).resolves({ ProductCode: PRODUCT, CustomerAWSAccountId: '777788889999', LicenseArn: arn });
    const outcome = await resolveRegistration(token);
    const session = await readSession(new URL(outcome.location, 'http://x').searchParams.get('session')!);
    expect(session?.customerId).toBe(customerIdForLicense(arn));
    const customer = await getCustomer(customerIdForLicense(arn));
    expect(customer).toMatchObject({ awsAccountId: '777788889999', licenseArn: arn, status: 'subscribed' });
    expect(customer).not.toHaveProperty('customerIdentifier');
  });

  it('resolves a token once in its window: a double-click asks AWS once and both clicks carry the same single-use session id', async () => {
    const token = `token-${randomUUID()}`;
    const customerId = `RES-${randomUUID().slice(0, 8)}`;
    metering.on(ResolveCustomerCommand).callsFake(async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { CustomerIdentifier: customerId, ProductCode: PRODUCT, CustomerAWSAccountId: '111122223333', LicenseArn: licenseArn() };
    });
    const [first, second] = await Promise.all([resolveRegistration(token), resolveRegistration(token)]);
    const retry = await resolveRegistration(token, new Date(Date.now() + 60_000));
    expect(metering.commandCalls(ResolveCustomerCommand), 'ResolveCustomer calls for one token').toHaveLength(1);
    const ids = await Promise.all([first, second, retry].map(async (o) => readSession(new URL(o.location, 'http://x').searchParams.get('session')!)));
    expect(new Set(ids.map((s) => s?.customerId))).toEqual(new Set([customerId]));
    expect(new Set(ids.map((s) => s?.sessionId)).size, 'one session id per token').toBe(1);
    await resolveRegistration(token, new Date(Date.now() + 6 * 60_000));
    expect(metering.commandCalls(ResolveCustomerCommand), 'after the window AWS is asked again').toHaveLength(2);
  });

  it('does not keep a failure: the retry of a throttled registration asks AWS again', async () => {
    const token = `token-${randomUUID()}`;
    metering.on(ResolveCustomerCommand)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))
      .resolves({ CustomerIdentifier: `RES-${randomUUID().slice(0, 8)}`, ProductCode: PRODUCT, CustomerAWSAccountId: '111122223333' });
    expect((await resolveRegistration(token)).error).toBe('throttled');
    expect((await resolveRegistration(token)).error).toBeUndefined();
    expect(metering.commandCalls(ResolveCustomerCommand)).toHaveLength(2);
  });

  it('counts MarketplaceResolveFailed when AWS fails or throttles, not for a buyer\'s expired or invalid token', async () => {
    const counted = vi.mocked(countMetric);
    for (const name of ['ThrottlingException', 'InternalServiceErrorException', 'AccessDeniedException', 'InvalidTokenException', 'ExpiredTokenException']) {
      metering.reset();
      counted.mockClear();
      metering.on(ResolveCustomerCommand).rejects(Object.assign(new Error(name), { name }));
      await resolveRegistration(`token-${randomUUID()}`);
      const expected = ['InvalidTokenException', 'ExpiredTokenException'].includes(name) ? [] : [['MarketplaceResolveFailed']];
      expect(counted.mock.calls, name).toEqual(expected);
    }
    metering.reset();
    counted.mockClear();
    metering.on(ResolveCustomerCommand).resolves({ ProductCode: PRODUCT });
    expect((await resolveRegistration(`token-${randomUUID()}`)).error, 'an answer naming no buyer').toBe('unavailable');
    expect(counted.mock.calls).toEqual([['MarketplaceResolveFailed']]);
  });

  it.each([
    ['InvalidTokenException', 'invalid_token'],
    ['ExpiredTokenException', 'expired_token'],
    ['ThrottlingException', 'throttled'],
    ['InternalServiceErrorException', 'unavailable'],
  ])('sends %s to the error page (%s) and stores nothing', async (name, reason) => {
    metering.on(ResolveCustomerCommand).rejects(Object.assign(new Error(name), { name }));
    const outcome = await resolveRegistration(`token-${name}-${randomUUID()}`);
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

/**
 * The recorded examples of tests/fixtures (both channels), with this test's own buyer put in: a
 * fresh license, agreement, CustomerIdentifier and event id, and a chosen time. `id` keeps an event
 * id, to deliver the same event again.
 */
function recorded(name: string, buyer: { customerIdentifier: string; licenseArn: string; agreementId: string }, at: string, id = randomUUID()): string {
  const text = readFileSync(join(import.meta.dirname, '..', 'fixtures', `marketplace-${name}.json`), 'utf8')
    .replaceAll('arn:aws:license-manager::294406891311:license:l-0f3c9a2e7b5d4e81a6c2d8f0b4e7a913', buyer.licenseArn)
    .replaceAll('agmt-1111111111111111111111111', buyer.agreementId)
    .replaceAll('X01EXAMPLEX', buyer.customerIdentifier)
    .replaceAll('8k2example0productcode4xq', PRODUCT);
  const event = JSON.parse(text) as Record<string, string>;
  if (event.Type === 'Notification') Object.assign(event, { MessageId: id, Timestamp: at });
  else Object.assign(event, { id, time: at });
  return JSON.stringify(event);
}

describe('subscription events of both channels (the recorded SNS and EventBridge examples)', () => {
  beforeAll(() => {
    useRuntimeEnv();
    process.env[SESSION_SECRET_ENV] = 'integration-test-secret-0123456789';
  });
  beforeEach(() => metering.reset());

  const delivery = (bodies: string[]): SQSEvent => ({
    Records: bodies.map((body) => ({ messageId: randomUUID(), body, attributes: { SentTimestamp: String(Date.now()) } }) as never),
  });
  const newBuyer = () => ({ customerIdentifier: `EVT-${randomUUID().slice(0, 8)}`, licenseArn: licenseArn(), agreementId: `agmt-${randomUUID().replace(/-/g, '').slice(0, 25)}` });
  /** A buyer registered the way an existing product's buyers are: ResolveCustomer gives the CustomerIdentifier, the account and the license. */
  async function registered(buyer = newBuyer()) {
    const token = `token-${randomUUID()}`;
    metering.on(ResolveCustomerCommand, { RegistrationToken: token }).resolves({ CustomerIdentifier: buyer.customerIdentifier, ProductCode: PRODUCT, CustomerAWSAccountId: '111122223333', LicenseArn: buyer.licenseArn });
    await resolveRegistration(token);
    return buyer;
  }
  const handle = (body: string) => handleSubscriptionEvent(parseSubscriptionEvent(body, { messageId: randomUUID(), receivedAt: new Date().toISOString() }));

  it('applies the same unsubscription once, whichever channel brings it first, however often each is delivered', async () => {
    const buyer = await registered();
    const before = (await getCustomer(buyer.customerIdentifier))!;
    expect(before).toMatchObject({ status: 'subscribed', licenseArn: buyer.licenseArn });
    const viaSns = recorded('sns-unsubscribe-success', buyer, '2026-08-20T14:25:20.114Z');
    const viaEventBridge = recorded('eventbridge-license-deprovisioned', buyer, '2026-08-20T14:25:28Z');
    expect(await handle(viaSns)).toBe('applied');
    expect(await handle(viaEventBridge), 'the other channel\'s copy').toBe('unchanged');
    expect(await handle(viaSns), 'SNS redelivers').toBe('duplicate');
    const again = await consumeEvents(delivery([viaEventBridge, viaSns, viaEventBridge]), context);
    expect(again.batchItemFailures).toEqual([]);
    const after = (await getCustomer(buyer.customerIdentifier))!;
    expect(after).toMatchObject({ status: 'unsubscribed', statusChanges: (before.statusChanges ?? 0) + 1, lastEventChannel: 'sns' });
    // Subscribing again is a new change: counted once more, whichever channel is first.
    expect(await handle(recorded('eventbridge-license-updated', buyer, '2026-08-21T09:00:00Z'))).toBe('applied');
    expect(await handle(recorded('sns-subscribe-success', buyer, '2026-08-21T09:00:04Z'))).toBe('unchanged');
    expect(await getCustomer(buyer.customerIdentifier)).toMatchObject({ status: 'subscribed', statusChanges: (before.statusChanges ?? 0) + 2, lastEventChannel: 'eventbridge' });
  });

  it('ignores a redelivered EventBridge event that arrives after later changes', async () => {
    const buyer = await registered();
    const deprovisioned = recorded('eventbridge-license-deprovisioned', buyer, '2026-08-20T14:25:28Z', randomUUID());
    expect(await handle(deprovisioned)).toBe('applied');
    expect(await handle(recorded('eventbridge-license-updated', buyer, '2026-08-22T08:00:00Z'))).toBe('applied');
    expect(await handle(deprovisioned)).toBe('duplicate');
    expect((await getCustomer(buyer.customerIdentifier))?.status).toBe('subscribed');
  });

  it('starts the last hour on an agreement ended, found through the agreement its license event named', async () => {
    const buyer = await registered();
    expect(await handle(recorded('eventbridge-license-updated', buyer, '2026-08-20T14:24:23Z'))).toBe('unchanged');
    expect(await handle(recorded('eventbridge-agreement-ended', buyer, '2026-08-20T14:24:57Z'))).toBe('applied');
    expect((await getCustomer(buyer.customerIdentifier))?.status).toBe('unsubscribePending');
    expect(await handle(recorded('eventbridge-agreement-ended', newBuyer(), '2026-08-20T14:24:57Z')), 'an agreement nobody named').toBe('unknownAgreement');
    expect(await handle(recorded('eventbridge-agreement-created', buyer, '2026-08-20T14:23:22Z'))).toBe('ignored');
  });

  it('takes in a new SaaS buyer whose license event comes before registration, and registers that same customer', async () => {
    const buyer = newBuyer();
    const result = await consumeEvents(delivery([recorded('eventbridge-license-updated', buyer, '2026-08-20T14:24:23Z')]), context);
    expect(result.batchItemFailures).toEqual([]);
    const customerId = customerIdForLicense(buyer.licenseArn);
    expect(await getCustomer(customerId)).toMatchObject({ status: 'subscribed', awsAccountId: '111122223333', licenseArn: buyer.licenseArn, agreementId: buyer.agreementId, productCode: PRODUCT });
    const token = `token-${randomUUID()}`;
    metering.on(ResolveCustomerCommand, { RegistrationToken: token }).resolves({ ProductCode: PRODUCT, CustomerAWSAccountId: '111122223333', LicenseArn: buyer.licenseArn });
    const outcome = await resolveRegistration(token);
    expect((await readSession(new URL(outcome.location, 'http://x').searchParams.get('session')!))?.customerId).toBe(customerId);
  });

  it('links a license event to the customer registered before licenses were stored (its account and product), keeping its id', async () => {
    const customerId = `OLD-${randomUUID().slice(0, 8)}`;
    const accountId = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
    await saveResolvedCustomer({ customerId, productCode: PRODUCT, revenueModel: 'passThrough', awsAccountId: accountId });
    const buyer = { ...newBuyer(), customerIdentifier: customerId };
    const event = JSON.parse(recorded('eventbridge-license-updated', buyer, '2026-08-20T14:24:23Z'));
    event.detail.acceptor.accountId = accountId;
    expect(await handle(JSON.stringify(event))).toBe('unchanged');
    expect(await getCustomer(customerId)).toMatchObject({ licenseArn: buyer.licenseArn, awsAccountId: accountId });
    expect(await getCustomer(customerIdForLicense(buyer.licenseArn)), 'no second customer for the same buyer').toBeUndefined();
    const deprovisioned = JSON.parse(recorded('eventbridge-license-deprovisioned', buyer, '2026-08-20T15:00:00Z'));
    deprovisioned.detail.acceptor.accountId = accountId;
    expect(await handle(JSON.stringify(deprovisioned))).toBe('applied');
    expect((await getCustomer(customerId))?.status).toBe('unsubscribed');
  });

  it('merges what SNS recorded under a CustomerIdentifier into the license\'s customer at registration', async () => {
    const buyer = newBuyer();
    await handle(recorded('eventbridge-license-updated', buyer, '2026-08-20T14:24:23Z'));
    await handle(recorded('sns-subscribe-success', buyer, '2026-08-20T14:24:10.901Z'));
    expect(await getCustomer(buyer.customerIdentifier), 'SNS alone cannot know the license yet').toBeDefined();
    await registered(buyer);
    expect(await getCustomer(buyer.customerIdentifier), 'the event-only record is gone').toBeUndefined();
    const mine = (await listCustomers(PRODUCT)).filter((c) => c.licenseArn === buyer.licenseArn || c.customerId === buyer.customerIdentifier);
    expect(mine.map((c) => c.customerId)).toEqual([customerIdForLicense(buyer.licenseArn)]);
    expect(await handle(recorded('sns-unsubscribe-success', buyer, '2026-08-20T16:00:00Z')), 'a later SNS event finds the same customer').toBe('applied');
    expect((await getCustomer(customerIdForLicense(buyer.licenseArn)))?.status).toBe('unsubscribed');
  });

  it('leaves the events of the seller\'s other products alone when the products are configured', async () => {
    const buyer = newBuyer();
    vi.stubEnv('MARKETPLACE_PRODUCTS', JSON.stringify({ 'rxsavvy-share95': 'share95' }));
    try {
      expect(await handle(recorded('eventbridge-license-updated', buyer, '2026-08-20T14:24:23Z'))).toBe('otherProduct');
      expect(await getCustomer(customerIdForLicense(buyer.licenseArn))).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
