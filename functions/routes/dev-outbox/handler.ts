import { devOutboxContract } from '../../../shared/contracts/messaging';
import { outboxReader } from '../../domain/messaging/outbox';
import { stageName } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { httpHandler } from '../../lib/http';

/** Local only: in a deployed stage there is no outbox and this route answers 404. */
export const handler = httpHandler(devOutboxContract, async ({ query }) => {
  const read = outboxReader();
  if (stageName() !== 'local' || !read) throw notFound('not_found', 'There is no outbox outside the local runtime.');
  return { messages: await read({ limit: query.limit, ...(query.to ? { to: query.to } : {}) }) };
});
