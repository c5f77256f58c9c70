import { contactEmailContract } from '../../../shared/contracts/messaging';
import { MESSAGES, isValidEmail } from '../../../shared/validation';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { deliver, enforceSendLimits } from '../../domain/messaging/limits';
import { contactInbox } from '../../domain/messaging/names';
import { hasHeaderInjection, sendEmail } from '../../domain/messaging/send';
import { contactEmail } from '../../domain/messaging/templates/contact';

/**
 * rules#calls GET /api/ecsprice0 (contact, request-a-demo, API contact). The server decides where the
 * mail goes: always the team's inbox; the visitor's address is only the Reply-To.
 */
export const handler = httpHandler(contactEmailContract, async ({ query, sourceIp }) => {
  if (hasHeaderInjection(query.subject)) throw badRequest('invalid_subject', 'The subject may not contain line breaks.');
  if (hasHeaderInjection(query.receiverEmail) || !isValidEmail(query.receiverEmail)) throw badRequest('invalid_email', MESSAGES.email);
  await enforceSendLimits('contact', sourceIp, query.receiverEmail);
  const message = contactEmail({ subject: query.subject, emailBody: query.emailBody, visitorEmail: query.receiverEmail });
  await deliver(() => sendEmail({ to: contactInbox(), replyTo: query.receiverEmail, ...message, category: 'contact' }));
  return { sent: true as const };
});
