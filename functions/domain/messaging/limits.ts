import { HttpError } from '../../lib/errors';
import { countMetric } from '../../lib/metrics';
import { consume } from '../../lib/rate-limit';
import { InvalidMessageError, NotTextableError, RecipientSuppressedError } from './send';
import { recipientKey } from './recipient-key';

/**
 * Abuse limits of the sending routes: one counter per caller IP and one per
 * recipient, an hour each. Counters store only hashes (functions/lib/rate-limit.ts).
 */
export const SEND_LIMITS = {
  couponEmail: { perRecipient: 5, perIp: 20 },
  couponSms: { perRecipient: 5, perIp: 20 },
  contact: { perRecipient: 5, perIp: 10 },
  newsletter: { perRecipient: 1, perIp: 10 },
  priceAlert: { perRecipient: 5, perIp: 20 },
  // Confirmation of a pharmacy opt-in: to the typed address, or to a verified record's owner.
  pharmacyOptIn: { perRecipient: 3, perIp: 20 },
} as const;
export type SendAction = keyof typeof SEND_LIMITS;
export const HOUR = 3600;

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
}

/** Checks the caller's IP first (no recipient counter is spent on a blocked caller), then the recipient. */
export async function enforceSendLimits(action: SendAction, ip: string, recipient: string): Promise<void> {
  const limits = SEND_LIMITS[action];
  const byIp = await consume({ action: `${action}:ip`, subject: ip, limit: limits.perIp, windowSeconds: HOUR });
  if (!byIp.allowed) {
    countMetric('MessageLimited');
    throw new HttpError(429, 'rate_limited', `Too many messages sent from your connection. Please try again in ${minutes(byIp.retryAfterSeconds)}.`, { 'retry-after': String(byIp.retryAfterSeconds) });
  }
  await enforceRecipientLimit(action, recipient);
}

/** The per-recipient limit alone, counted on the mailbox (recipient-key.ts), not the typed spelling. */
export async function enforceRecipientLimit(action: SendAction, recipient: string): Promise<void> {
  const byRecipient = await consume({ action: `${action}:recipient`, subject: recipientKey(recipient), limit: SEND_LIMITS[action].perRecipient, windowSeconds: HOUR });
  if (!byRecipient.allowed) {
    countMetric('MessageLimited');
    throw new HttpError(429, 'rate_limited', `Too many messages sent to this recipient. Please try again in ${minutes(byRecipient.retryAfterSeconds)}.`, { 'retry-after': String(byRecipient.retryAfterSeconds) });
  }
}

/**
 * Maps the send errors a visitor can cause to clear 4xx answers. A recipient that replied STOP,
 * bounced, complained or unsubscribed gets the answer any other recipient gets (nothing is sent,
 * and send.ts counts it as MessageSuppressed): a different answer would tell anyone who asks which
 * numbers and addresses opted out.
 */
export async function deliver(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (err) {
    // send.ts counted it (MessageSuppressed).
    if (err instanceof RecipientSuppressedError) return;
    if (err instanceof NotTextableError) throw new HttpError(400, 'sms_us_only', err.message);
    if (err instanceof InvalidMessageError) throw new HttpError(400, 'invalid_recipient', `The message cannot be sent: ${err.message}.`);
    throw err;
  }
}
