import { createHash } from 'node:crypto';
import * as z from 'zod';
import { MARKETPLACE_EVENTS } from '../../../shared/contracts/marketplace';
import {
  applySubscriptionStatus, type BuyerIds, customerIdOf, type EventOutcome, recordBuyer, type SubscriptionChannel, type SubscriptionStatus,
} from './customers';
import { clearAuthorizationCache } from '../coupon-api/authorize';
import { isOurProduct, revenueModelFor } from '../../lib/marketplace-client';

/**
 * AWS Marketplace subscription events, from either channel, through the one SQS queue of the
 * marketplace-subscription-events job:
 * - SNS (the product's `aws-mp-subscription-notification` topic): the SQS body is the SNS envelope
 *   (`Message` holds the event as JSON, `MessageId` names the notification, `Timestamp` is when SNS
 *   sent it) or, with raw delivery, the event itself;
 * - EventBridge (source `aws.agreement-marketplace`): the SQS body is the event (`id`, `time`,
 *   `detail-type`, `detail`).
 * Each event gets an idempotency key from its channel's own id (the EventBridge event id; the SNS
 * MessageId; for a raw SNS delivery a hash of the SQS message id and body), which the customer
 * item remembers once the event is applied (customers.ts applySubscriptionStatus).
 */
const SNS_STATUS: Record<string, SubscriptionStatus> = {
  'subscribe-success': 'subscribed',
  'subscribe-fail': 'subscribeFailed',
  'unsubscribe-pending': 'unsubscribePending',
  'unsubscribe-success': 'unsubscribed',
};

const id = z.string().min(1).max(256);
const snsEventSchema = z.object({
  action: z.enum(['subscribe-success', 'subscribe-fail', 'unsubscribe-pending', 'unsubscribe-success']),
  'customer-identifier': id,
  'product-code': id,
});
const envelopeSchema = z.object({ Type: z.literal('Notification'), MessageId: id.optional(), Message: z.string(), Timestamp: z.string() });

const eventBridgeSchema = z.object({
  id,
  source: z.literal(MARKETPLACE_EVENTS.source),
  'detail-type': z.string().max(256),
  time: z.iso.datetime({ offset: true }),
  detail: z.object({
    acceptor: z.object({ accountId: z.string().regex(/^\d{12}$/) }).optional(),
    agreement: z.object({ id: id.optional(), status: z.string().max(64).optional() }).optional(),
    license: z.object({ arn: z.string().min(1).max(2048) }).optional(),
    product: z.object({ code: id.optional() }).optional(),
  }),
});

/** Agreement-ended statuses that end the buyer's subscription; a REPLACED or RENEWED agreement keeps its license. */
const KEEPS_LICENSE = new Set(['REPLACED', 'RENEWED']);

export interface SubscriptionEvent {
  /** Idempotency key: the same event, however often delivered, has the same key. */
  key: string;
  channel: SubscriptionChannel;
  at: string;
  /** The status the event sets; undefined for an event that changes no entitlement. */
  status?: SubscriptionStatus;
  productCode?: string;
  buyer: BuyerIds;
}

export class MalformedEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedEventError';
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedEventError(`${what} is not JSON`);
  }
}

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32);

function fromEventBridge(event: z.infer<typeof eventBridgeSchema>): SubscriptionEvent {
  const { detail } = event;
  const type = event['detail-type'];
  const buyer: BuyerIds = { awsAccountId: detail.acceptor?.accountId, agreementId: detail.agreement?.id };
  const base = { key: `eventbridge:${event.id}`, channel: 'eventbridge' as const, at: new Date(event.time).toISOString() };
  if (type === MARKETPLACE_EVENTS.licenseUpdated || type === MARKETPLACE_EVENTS.licenseDeprovisioned) {
    if (!detail.license?.arn || !detail.product?.code || !buyer.awsAccountId) throw new MalformedEventError('A license event without its license, product or buyer');
    return {
      ...base,
      status: type === MARKETPLACE_EVENTS.licenseUpdated ? 'subscribed' : 'unsubscribed',
      productCode: detail.product.code,
      buyer: { ...buyer, licenseArn: detail.license.arn },
    };
  }
  if ((MARKETPLACE_EVENTS.agreementEnded as readonly string[]).includes(type)) {
    if (!buyer.agreementId) throw new MalformedEventError('An agreement event without its agreement');
    // The license events follow: License Deprovisioned ends access; this one starts the last hour.
    return { ...base, status: KEEPS_LICENSE.has(detail.agreement?.status ?? '') ? undefined : 'unsubscribePending', buyer };
  }
  // Agreement created or amended: no license or product in them; a License Updated event follows.
  return { ...base, buyer };
}

/** Parses one SQS message body of the subscription queue (either channel); `sqs` is what SQS says of the message. */
export function parseSubscriptionEvent(body: string, sqs: { messageId: string; receivedAt: string }): SubscriptionEvent {
  const outer = parseJson(body, 'The message');
  const bridged = eventBridgeSchema.safeParse(outer);
  if (bridged.success) return fromEventBridge(bridged.data);
  if ((outer as { source?: unknown } | null)?.source !== undefined) throw new MalformedEventError('Not an AWS Marketplace agreement event');
  const envelope = envelopeSchema.safeParse(outer);
  const inner = envelope.success ? parseJson(envelope.data.Message, 'The SNS Message') : outer;
  const event = snsEventSchema.safeParse(inner);
  if (!event.success) throw new MalformedEventError('Not a Marketplace subscription event');
  return {
    key: envelope.success && envelope.data.MessageId ? `sns:${envelope.data.MessageId}` : `sns-raw:${hash(sqs.messageId, body)}`,
    channel: 'sns',
    at: envelope.success ? new Date(envelope.data.Timestamp).toISOString() : sqs.receivedAt,
    status: SNS_STATUS[event.data.action]!,
    productCode: event.data['product-code'],
    buyer: { customerIdentifier: event.data['customer-identifier'] },
  };
}

type SubscriptionOutcome = EventOutcome | 'ignored' | 'otherProduct' | 'unknownAgreement';

/**
 * Updates the customer's entitlement; their keys follow at once (after the authorizer cache).
 * What the event tells of the buyer is stored first (its account, license, agreement), so a later
 * event of either channel finds the same customer.
 */
export async function handleSubscriptionEvent(event: SubscriptionEvent, now = new Date()): Promise<SubscriptionOutcome> {
  if (!event.status) return 'ignored';
  // The EventBridge bus carries every product the seller account sells; a product's SNS topic only its own.
  if (event.productCode && !isOurProduct(event.productCode)) return 'otherProduct';
  const customerId = await customerIdOf(event.buyer, event.productCode);
  if (!customerId) return 'unknownAgreement';
  const revenueModel = revenueModelFor(event.productCode ?? '');
  if (event.productCode) await recordBuyer(customerId, event.buyer, { productCode: event.productCode, revenueModel }, now);
  const outcome = await applySubscriptionStatus({ customerId, productCode: event.productCode, status: event.status, at: event.at, key: event.key, channel: event.channel }, revenueModel);
  if (outcome === 'applied') clearAuthorizationCache();
  return outcome;
}
