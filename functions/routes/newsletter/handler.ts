import { newsletterContract } from '../../../shared/contracts/messaging';
import { MESSAGES, isValidEmail } from '../../../shared/validation';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { deliver, HOUR, SEND_LIMITS } from '../../domain/messaging/limits';
import { signUp } from '../../domain/messaging/newsletter';
import { hasHeaderInjection } from '../../domain/messaging/send';

/** rules#calls GET /api/newsletter: a pending subscription and one confirmation e-mail (double opt-in). */
export const handler = httpHandler(newsletterContract, async ({ query, sourceIp }) => {
  if (hasHeaderInjection(query.receiverEmail) || !isValidEmail(query.receiverEmail)) throw badRequest('invalid_email', MESSAGES.email);
  await enforceRateLimit({ action: 'newsletter:ip', subject: sourceIp, limit: SEND_LIMITS.newsletter.perIp, windowSeconds: HOUR }, 'Too many sign-ups from your connection. Please try again later.');
  await deliver(() => signUp(query.receiverEmail, query.lang));
  return { pending: true as const };
});
