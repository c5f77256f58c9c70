import { devOutboxContract } from '../../../shared/contracts/messaging';
import { stageName } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { listOutboxMessages } from '../../local/outbox/store';

/** Local only: in a deployed stage there is no outbox and this route answers 404. */
export const handler = httpHandler(devOutboxContract, async ({ query }) => {
  if (stageName() !== 'local') throw notFound('not_found', 'There is no outbox outside the local runtime.');
  return { messages: await listOutboxMessages({ limit: query.limit, ...(query.to ? { to: query.to } : {}) }) };
});
