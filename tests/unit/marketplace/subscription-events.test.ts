import { describe, expect, it } from 'vitest';
import { revenueModelFor } from '../../../functions/lib/marketplace-client';
import { unitsFor } from '../../../functions/domain/marketplace/metering';
import { resolveErrorOf } from '../../../functions/domain/marketplace/registration';
import { MalformedEventError, parseSubscriptionEvent } from '../../../functions/domain/marketplace/subscription-events';

const sns = (message: object, timestamp = '2026-11-22T10:00:00.000Z') => JSON.stringify({ Type: 'Notification', Message: JSON.stringify(message), Timestamp: timestamp });

describe('AWS Marketplace subscription events', () => {
  it.each([
    ['subscribe-success', 'subscribed'],
    ['subscribe-fail', 'subscribeFailed'],
    ['unsubscribe-pending', 'unsubscribePending'],
    ['unsubscribe-success', 'unsubscribed'],
  ])('%s sets the status %s, timed by SNS', (action, status) => {
    expect(parseSubscriptionEvent(sns({ action, 'customer-identifier': 'C1', 'product-code': 'p1' }), 'x')).toEqual({
      customerId: 'C1', productCode: 'p1', status, at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('reads raw (non-enveloped) deliveries, timed by SQS', () => {
    const raw = JSON.stringify({ action: 'unsubscribe-success', 'customer-identifier': 'C1', 'product-code': 'p1' });
    expect(parseSubscriptionEvent(raw, '2026-11-22T11:00:00.000Z').at).toBe('2026-11-22T11:00:00.000Z');
  });

  it.each([
    ['not JSON', '{'],
    ['unknown action', sns({ action: 'entitlement-updated', 'customer-identifier': 'C1', 'product-code': 'p1' })],
    ['no customer', sns({ action: 'subscribe-success', 'product-code': 'p1' })],
    ['SNS message not JSON', JSON.stringify({ Type: 'Notification', Message: 'nope', Timestamp: '2026-11-22T10:00:00Z' })],
  ])('refuses %s', (_name, body) => {
    expect(() => parseSubscriptionEvent(body, 'x')).toThrow(MalformedEventError);
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

  it('names each ResolveCustomer failure', () => {
    const err = (name: string) => Object.assign(new Error('x'), { name });
    expect(resolveErrorOf(err('InvalidTokenException'))).toBe('invalid_token');
    expect(resolveErrorOf(err('ExpiredTokenException'))).toBe('expired_token');
    expect(resolveErrorOf(err('ThrottlingException'))).toBe('throttled');
    expect(resolveErrorOf(err('InternalServiceErrorException'))).toBe('unavailable');
  });
});
