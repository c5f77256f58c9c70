import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOurProduct, revenueModelFor } from '../../../functions/lib/marketplace-client';
import { unitsFor } from '../../../functions/domain/marketplace/metering';
import { resolveErrorOf } from '../../../functions/domain/marketplace/registration';
import { MalformedEventError, parseSubscriptionEvent } from '../../../functions/domain/marketplace/subscription-events';
import { customerIdForLicense, customerIdentifierOf } from '../../../functions/domain/marketplace/customers';

/** The recorded examples (tests/fixtures/README.md says where each comes from), as the SQS message body. */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', `marketplace-${name}.json`), 'utf8');
const sqs = { messageId: 'sqs-message-1', receivedAt: '2026-11-22T11:00:00.000Z' };
const sns = (message: object, timestamp = '2026-11-22T10:00:00.000Z', messageId = 'sns-1') =>
  JSON.stringify({ Type: 'Notification', MessageId: messageId, Message: JSON.stringify(message), Timestamp: timestamp });

const LICENSE = 'arn:aws:license-manager::294406891311:license:l-0f3c9a2e7b5d4e81a6c2d8f0b4e7a913';
const PRODUCT = '8k2example0productcode4xq';

describe('AWS Marketplace subscription events through SNS', () => {
  it('reads the recorded SNS notification: the CustomerIdentifier, the product, SNS\'s time, and its MessageId as the idempotency key', () => {
    expect(parseSubscriptionEvent(fixture('sns-subscribe-success'), sqs)).toEqual({
      key: 'sns:2d9e4b7a-1c6f-4e03-9a58-7b0c3e6d1f42',
      channel: 'sns',
      at: '2026-08-20T14:24:10.901Z',
      status: 'subscribed',
      productCode: PRODUCT,
      buyer: { customerIdentifier: 'X01EXAMPLEX' },
    });
    expect(parseSubscriptionEvent(fixture('sns-unsubscribe-success'), sqs).status).toBe('unsubscribed');
  });

  it.each([
    ['subscribe-success', 'subscribed'],
    ['subscribe-fail', 'subscribeFailed'],
    ['unsubscribe-pending', 'unsubscribePending'],
    ['unsubscribe-success', 'unsubscribed'],
  ])('%s sets the status %s, timed by SNS', (action, status) => {
    expect(parseSubscriptionEvent(sns({ action, 'customer-identifier': 'C1', 'product-code': 'p1' }), sqs)).toMatchObject({
      status, at: '2026-11-22T10:00:00.000Z', productCode: 'p1', buyer: { customerIdentifier: 'C1' },
    });
  });

  it('reads raw (non-enveloped) deliveries, timed by SQS and keyed by the SQS message', () => {
    const raw = JSON.stringify({ action: 'unsubscribe-success', 'customer-identifier': 'C1', 'product-code': 'p1' });
    const event = parseSubscriptionEvent(raw, sqs);
    expect(event.at).toBe('2026-11-22T11:00:00.000Z');
    expect(event.key).toMatch(/^sns-raw:/);
    expect(parseSubscriptionEvent(raw, sqs).key, 'the same SQS message, redelivered').toBe(event.key);
    expect(parseSubscriptionEvent(raw, { ...sqs, messageId: 'sqs-message-2' }).key).not.toBe(event.key);
  });

  it('gives a redelivered notification the same key, another notification another', () => {
    const message = { action: 'subscribe-success', 'customer-identifier': 'C1', 'product-code': 'p1' };
    expect(parseSubscriptionEvent(sns(message), sqs).key).toBe(parseSubscriptionEvent(sns(message), { ...sqs, messageId: 'other' }).key);
    expect(parseSubscriptionEvent(sns(message, undefined, 'sns-2'), sqs).key).not.toBe(parseSubscriptionEvent(sns(message), sqs).key);
  });
});

describe('AWS Marketplace subscription events through EventBridge', () => {
  it('reads the recorded License Updated event: account, license, agreement and product; entitled; keyed by the event id', () => {
    expect(parseSubscriptionEvent(fixture('eventbridge-license-updated'), sqs)).toEqual({
      key: 'eventbridge:3f2b9c41-7a0e-4d51-9c6b-2e8f1a7d5b03',
      channel: 'eventbridge',
      at: '2026-08-20T14:24:23.000Z',
      status: 'subscribed',
      productCode: PRODUCT,
      buyer: { awsAccountId: '111122223333', licenseArn: LICENSE, agreementId: 'agmt-1111111111111111111111111' },
    });
  });

  it('ends access on License Deprovisioned, and starts the last hour on a cancelled agreement', () => {
    expect(parseSubscriptionEvent(fixture('eventbridge-license-deprovisioned'), sqs)).toMatchObject({ status: 'unsubscribed', buyer: { licenseArn: LICENSE } });
    expect(parseSubscriptionEvent(fixture('eventbridge-agreement-ended'), sqs)).toEqual({
      key: 'eventbridge:5c0d7e93-2b41-4a6f-8e15-d93a7b6c0f24',
      channel: 'eventbridge',
      at: '2026-08-20T14:24:57.000Z',
      status: 'unsubscribePending',
      buyer: { awsAccountId: '111122223333', agreementId: 'agmt-1111111111111111111111111' },
    });
  });

  it('changes nothing for an agreement created, or one replaced or renewed (the license goes on)', () => {
    expect(parseSubscriptionEvent(fixture('eventbridge-agreement-created'), sqs).status).toBeUndefined();
    for (const status of ['REPLACED', 'RENEWED']) {
      const ended = JSON.parse(fixture('eventbridge-agreement-ended'));
      ended.detail.agreement.status = status;
      expect(parseSubscriptionEvent(JSON.stringify(ended), sqs).status, status).toBeUndefined();
    }
  });

  type Recorded = { source: string; time: string; detail: { license?: unknown; acceptor?: unknown } };
  it.each([
    ['a license event without its license', (e: Recorded) => delete e.detail.license],
    ['a license event without the buyer', (e: Recorded) => delete e.detail.acceptor],
    ['another source', (e: Recorded) => (e.source = 'aws.marketplacecatalog')],
    ['a time that is not one', (e: Recorded) => (e.time = 'yesterday')],
  ])('refuses %s', (_name, change) => {
    const event = JSON.parse(fixture('eventbridge-license-updated')) as Recorded;
    change(event);
    expect(() => parseSubscriptionEvent(JSON.stringify(event), sqs)).toThrow(MalformedEventError);
  });
});

describe('malformed messages', () => {
  it.each([
    ['not JSON', '{'],
    ['unknown action', sns({ action: 'entitlement-updated', 'customer-identifier': 'C1', 'product-code': 'p1' })],
    ['no customer', sns({ action: 'subscribe-success', 'product-code': 'p1' })],
    ['SNS message not JSON', JSON.stringify({ Type: 'Notification', Message: 'nope', Timestamp: '2026-11-22T10:00:00Z' })],
  ])('refuses %s', (_name, body) => {
    expect(() => parseSubscriptionEvent(body, sqs)).toThrow(MalformedEventError);
  });
});

describe('buyer identifiers', () => {
  it('names a license-only buyer by the license id, and never takes that id for a CustomerIdentifier', () => {
    expect(customerIdForLicense(LICENSE)).toBe('lic-0f3c9a2e7b5d4e81a6c2d8f0b4e7a913');
    expect(customerIdForLicense('arn:aws:license-manager::1:license/unexpected')).toMatch(/^lic-[0-9a-f]{32}$/);
    expect(customerIdentifierOf({ customerId: 'lic-0f3c9a2e7b5d4e81a6c2d8f0b4e7a913' })).toBeUndefined();
    expect(customerIdentifierOf({ customerId: 'X01EXAMPLEX' }), 'an older record: its id is the CustomerIdentifier').toBe('X01EXAMPLEX');
    expect(customerIdentifierOf({ customerId: 'lic-1', customerIdentifier: 'X02' })).toBe('X02');
  });
});

describe('metering and products', () => {
  it('bills each started block of 100 requests in an hour', () => {
    expect([1, 99, 100, 101, 250, 1000].map(unitsFor)).toEqual([1, 1, 1, 2, 3, 10]);
  });

  it('maps product codes to revenue models, defaulting to the metered one', () => {
    const env = { MARKETPLACE_PRODUCTS: JSON.stringify({ 'rxsavvy-share95': 'share95', 'rxsavvy-passthrough': 'passThrough' }) };
    expect(revenueModelFor('rxsavvy-share95', env)).toBe('share95');
    expect(revenueModelFor('rxsavvy-passthrough', env)).toBe('passThrough');
    expect(revenueModelFor('unknown', env)).toBe('passThrough');
    expect(revenueModelFor('rxsavvy-share95', { MARKETPLACE_PRODUCTS: '{' })).toBe('passThrough');
  });

  it('takes the events of the configured products only (the EventBridge bus carries all the seller\'s products), or of any without a map', () => {
    const env = { MARKETPLACE_PRODUCTS: JSON.stringify({ 'rxsavvy-passthrough': 'passThrough' }) };
    expect(isOurProduct('rxsavvy-passthrough', env)).toBe(true);
    expect(isOurProduct('another-product', env)).toBe(false);
    expect(isOurProduct('another-product', {})).toBe(true);
  });

  it('names each ResolveCustomer failure', () => {
    const err = (name: string) => Object.assign(new Error('x'), { name });
    expect(resolveErrorOf(err('InvalidTokenException'))).toBe('invalid_token');
    expect(resolveErrorOf(err('ExpiredTokenException'))).toBe('expired_token');
    expect(resolveErrorOf(err('ThrottlingException'))).toBe('throttled');
    expect(resolveErrorOf(err('InternalServiceErrorException'))).toBe('unavailable');
  });
});
