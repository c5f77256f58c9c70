import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CloudWatchLogsEvent, Context } from 'aws-lambda';
import { takeUsageLines } from '../../lib/usage-log';
import { entryHandler } from '../entry-handler';
import { lambdaContext } from '../http-event';
import type { LocalService } from './service';

/** How often the stand-in delivers what the routes wrote (CloudWatch Logs: within seconds). */
const DELIVERY_MS = 200;
type LogsLambda = (event: CloudWatchLogsEvent, context: Context) => Promise<unknown>;

/**
 * The CloudWatch Logs subscription of the Coupon API routes, on loopback: the usage lines the routes
 * write (lib/usage-log.ts) are delivered in batches to the coupon-api-usage-meter job's handler, in
 * the same gzipped, base64 payload CloudWatch Logs sends. A failed delivery is tried again with the
 * same batch (same ids), as Lambda retries an asynchronous invocation. Closing delivers what is left.
 */
export const usageLogService: LocalService = {
  name: 'usage log subscription',
  async start() {
    let pending: string[] = [];
    let sequence = 0;
    // Event ids name the stored batches: unique per run, so a restart on kept data never reuses one.
    const run = randomUUID();
    let delivering = Promise.resolve();
    const deliver = async (lines: string[]) => {
      const first = (sequence += lines.length) - lines.length;
      const data = {
        messageType: 'DATA_MESSAGE', owner: '000000000000', logGroup: '/aws/lambda/local-coupon-api-routes', logStream: 'local',
        subscriptionFilters: ['coupon-api-usage'],
        logEvents: lines.map((message, i) => ({ id: `local-${run}-${first + i}`, timestamp: Date.now(), message })),
      };
      const event: CloudWatchLogsEvent = { awslogs: { data: gzipSync(JSON.stringify(data)).toString('base64') } };
      const handler = await entryHandler<LogsLambda>('jobs', 'coupon-api-usage-meter');
      for (let attempt = 1; ; attempt += 1) {
        try {
          await handler(event, lambdaContext('local:coupon-api-usage-meter', data.logEvents[0]!.id, 30));
          return;
        } catch (err) {
          if (attempt >= 3) return console.error('[usage log] a batch was not metered after 3 tries:', (err as Error).message);
        }
      }
    };
    const flush = () => {
      if (!pending.length) return delivering;
      const lines = pending;
      pending = [];
      delivering = delivering.then(() => deliver(lines));
      return delivering;
    };
    const timer = setInterval(() => void flush(), DELIVERY_MS);
    timer.unref();
    const release = takeUsageLines((line) => pending.push(line));
    return {
      close: async () => {
        clearInterval(timer);
        release();
        await flush();
      },
    };
  },
};
