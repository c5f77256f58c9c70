import { enforceRateLimit } from '../../lib/rate-limit';
import { recipientKey } from '../messaging/recipient-key';

/**
 * Sign-ups send a message to caller-given contacts: limited per caller and per recipient, the
 * recipient counted on its mailbox or number (recipientKey), so `a+1@`, `A@` and `a.@gmail` spend
 * one quota. A family contact is a recipient too: it is counted on the same kind of key.
 */
export async function limitSignupMessages(action: string, sourceIp: string, contact: string, familyContact?: string): Promise<void> {
  await enforceRateLimit({ action: `${action}:ip`, subject: sourceIp, limit: 10, windowSeconds: 3600 }, 'Too many sign-ups from this connection. Please try again in an hour.');
  for (const recipient of familyContact ? [contact, familyContact] : [contact]) {
    await enforceRateLimit({ action: `${action}:recipient`, subject: recipientKey(recipient), limit: 3, windowSeconds: 3600 }, 'We have already sent several messages to this address or number. Please check for them, or try again in an hour.');
  }
}
