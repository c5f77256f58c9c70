import { CLIENT_ERROR_MAX_CHARS, clientErrorContract } from '../../../shared/contracts/client-error';
import { HttpError } from '../../lib/errors';
import { httpHandler, reply } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { storeClientError } from '../../domain/analytics/client-errors';

/** A browser may report a burst of errors; more than this per hour from one IP is noise or abuse. */
const REPORTS_PER_IP_PER_HOUR = 60;

export const handler = httpHandler(clientErrorContract, async ({ body, event, sourceIp }) => {
  if (body.errorText.length > CLIENT_ERROR_MAX_CHARS) {
    throw new HttpError(413, 'error_text_too_long', `errorText is longer than ${CLIENT_ERROR_MAX_CHARS} characters; it was not stored.`);
  }
  await enforceRateLimit({ action: 'clientError', subject: sourceIp, limit: REPORTS_PER_IP_PER_HOUR, windowSeconds: 3600 });
  const id = await storeClientError({ errorText: body.errorText, userAgent: event.headers?.['user-agent'] });
  return reply(201, { stored: true as const, id });
});
