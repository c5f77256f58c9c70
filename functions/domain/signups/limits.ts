import { enforceRateLimit } from '../../lib/rate-limit';

/** Sign-ups send a message to a caller-given address: limited per caller and per recipient. */
export async function limitSignupMessages(action: string, sourceIp: string, contact: string): Promise<void> {
  await enforceRateLimit({ action: `${action}:ip`, subject: sourceIp, limit: 10, windowSeconds: 3600 }, 'Too many sign-ups from this connection. Please try again in an hour.');
  await enforceRateLimit({ action: `${action}:recipient`, subject: contact, limit: 3, windowSeconds: 3600 }, 'We have already sent several messages to this address or number. Please check for them, or try again in an hour.');
}
