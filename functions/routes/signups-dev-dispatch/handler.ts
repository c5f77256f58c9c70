import { signupsDevDispatchContract } from '../../../shared/contracts/signups';
import { stageName } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { run } from '../../domain/signups/dispatcher';

/** Local runtime only: runs the dispatcher "at" a given time, so tests can advance the clock. */
export const handler = httpHandler(signupsDevDispatchContract, async ({ body, log }) => {
  if (stageName() !== 'local') throw notFound('not_found', 'No such route.');
  return run(new Date(body.at), log);
});
