import { pageViewContract } from '../../../shared/contracts/analytics';
import { httpHandler, reply } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { countPageView } from '../../domain/analytics/page-views';

/**
 * Enough for a busy office behind one NAT address; far too few for a script to inflate the counts.
 * Exported for the integration test.
 */
export const VIEWS_PER_IP_PER_HOUR = 300;

export const handler = httpHandler(pageViewContract, async ({ body, sourceIp }) => {
  await enforceRateLimit({ action: 'pageView', subject: sourceIp, limit: VIEWS_PER_IP_PER_HOUR, windowSeconds: 3600 });
  await countPageView(body.path);
  return reply(202, { counted: true as const });
});
