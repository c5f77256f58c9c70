import * as z from 'zod';
import { applySubscriptionStatus, type SubscriptionStatus } from './customers';
import { clearAuthorizationCache } from '../coupon-api/authorize';
import { revenueModelFor } from '../../lib/marketplace-client';

/**
 * AWS Marketplace SaaS subscription notifications (SNS -> SQS). The SQS body is the SNS envelope
 * (`Message` holds the event as JSON, `Timestamp` when SNS sent it) or, with raw delivery, the
 * event itself.
 */
const STATUS: Record<string, SubscriptionStatus> = {
  'subscribe-success': 'subscribed',
  'subscribe-fail': 'subscribeFailed',
  'unsubscribe-pending': 'unsubscribePending',
  'unsubscribe-success': 'unsubscribed',
};

const eventSchema = z.object({
  action: z.enum(['subscribe-success', 'subscribe-fail', 'unsubscribe-pending', 'unsubscribe-success']),
  'customer-identifier': z.string().min(1).max(256),
  'product-code': z.string().min(1).max(256),
});
const envelopeSchema = z.object({ Type: z.literal('Notification'), Message: z.string(), Timestamp: z.string() });

export interface SubscriptionEvent {
  customerId: string;
  productCode: string;
  status: SubscriptionStatus;
  at: string;
}

export class MalformedEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedEventError';
  }
}

export function parseSubscriptionEvent(body: string, receivedAt: string): SubscriptionEvent {
  let outer: unknown;
  try {
    outer = JSON.parse(body);
  } catch {
    throw new MalformedEventError('The message is not JSON');
  }
  const envelope = envelopeSchema.safeParse(outer);
  let inner: unknown = outer;
  if (envelope.success) {
    try {
      inner = JSON.parse(envelope.data.Message);
    } catch {
      throw new MalformedEventError('The SNS Message is not JSON');
    }
  }
  const event = eventSchema.safeParse(inner);
  if (!event.success) throw new MalformedEventError('Not a Marketplace subscription event');
  return {
    customerId: event.data['customer-identifier'],
    productCode: event.data['product-code'],
    status: STATUS[event.data.action]!,
    at: envelope.success ? new Date(envelope.data.Timestamp).toISOString() : receivedAt,
  };
}

/** Updates the customer's entitlement; their keys follow at once (after the authorizer cache). */
export async function handleSubscriptionEvent(event: SubscriptionEvent): Promise<'applied' | 'stale'> {
  const outcome = await applySubscriptionStatus(event, revenueModelFor(event.productCode));
  clearAuthorizationCache();
  return outcome;
}
