import type { Context, SQSEvent, ScheduledEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobHandler } from '../../functions/lib/job';

const context = { awsRequestId: 'req-9', getRemainingTimeInMillis: () => 60_000 } as unknown as Context;
const scheduled = { 'detail-type': 'Scheduled Event', time: '2030-01-01T00:00:00Z' } as ScheduledEvent;
const sqs = (n: number): SQSEvent => ({ Records: Array.from({ length: n }, (_, i) => ({ messageId: `m${i}`, body: 'jane@example.com' })) } as never);

let lines: Record<string, unknown>[];
beforeEach(() => {
  vi.stubEnv('LOG_LEVEL', 'debug');
  lines = [];
  const capture = (line: unknown) => void lines.push(JSON.parse(String(line)) as Record<string, unknown>);
  for (const method of ['debug', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const invocations = () => lines.filter((l) => l.message === 'invocation');

describe('jobHandler', () => {
  it('logs one line per invocation with the job id as route, its duration and outcome, and hands the job a logger', async () => {
    const handler = jobHandler('signups-dispatch', async ({ log }) => {
      log.info('dispatched', { detail: 'sent 1, skipped 0' });
      return { sent: 1 };
    });
    await expect(handler(scheduled, context)).resolves.toEqual({ sent: 1 });
    expect(lines.find((l) => l.message === 'dispatched')).toMatchObject({ route: 'signups-dispatch', requestId: 'req-9' });
    expect(invocations()).toHaveLength(1);
    expect(invocations()[0]).toMatchObject({ level: 'INFO', route: 'signups-dispatch', requestId: 'req-9', outcome: 'ok' });
    expect(typeof invocations()[0]!.ms).toBe('number');
  });

  it('logs an error by its name only, never its message or the event, and rethrows it for the retries', async () => {
    class ThrottlingException extends Error {
      override name = 'ThrottlingException';
    }
    const handler = jobHandler('marketplace-metering', async () => {
      throw new ThrottlingException('Rate exceeded for jane@example.com');
    });
    await expect(handler(scheduled, context)).rejects.toThrow(ThrottlingException);
    expect(invocations()).toEqual([expect.objectContaining({ level: 'ERROR', route: 'marketplace-metering', outcome: 'error', code: 'ThrottlingException' })]);
    expect(JSON.stringify(lines)).not.toMatch(/example\.com|Rate exceeded/);
  });

  it('returns an SQS job\'s partial batch response and logs the failed share', async () => {
    const handler = jobHandler('marketplace-subscription-events', async ({ event }) => ({
      batchItemFailures: event.Records.filter((_, i) => i % 2 === 1).map((r) => ({ itemIdentifier: r.messageId })),
    }));
    await expect(handler(sqs(4), context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }, { itemIdentifier: 'm3' }] });
    expect(invocations()).toEqual([expect.objectContaining({ level: 'WARN', route: 'marketplace-subscription-events', outcome: 'partial', detail: '2 of 4 messages failed' })]);
    expect(JSON.stringify(lines)).not.toContain('example.com');
  });

  it('works without a Lambda context (tests, local calls)', async () => {
    const handler = jobHandler('ses-events', async ({ log }) => {
      log.info('ses events', { detail: 'suppressed=0' });
      return { suppressed: 0 };
    });
    await expect(handler({ Records: [] }, {} as Context)).resolves.toEqual({ suppressed: 0 });
    expect(invocations()).toEqual([expect.objectContaining({ route: 'ses-events', outcome: 'ok' })]);
  });
});
