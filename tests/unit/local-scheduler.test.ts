import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type JobDef, jobs } from '../../functions/tables/jobs';
import { resetAwsClients } from '../../functions/lib/aws';
import { tableEnvVar } from '../../functions/tables/dynamodb';
import { WRITE_SHARDS } from '../../functions/lib/shards';
import { invokeJobHandler, localPlan, msUntilNext, type PlannedJob, scheduledEvent, startScheduler } from '../../functions/local/scheduler';

const at = (iso: string) => new Date(iso);

describe('local scheduler: when a schedule fires next (UTC)', () => {
  it('counts `every` from now', () => {
    expect(msUntilNext({ every: 5 }, at('2030-01-01T13:02:30Z'))).toBe(5 * 60_000);
  });

  it('fires `hourlyAt` at that minute of this hour or the next', () => {
    expect(msUntilNext({ hourlyAt: 5 }, at('2030-01-01T13:00:00Z'))).toBe(5 * 60_000);
    expect(msUntilNext({ hourlyAt: 5 }, at('2030-01-01T13:05:00Z'))).toBe(3_600_000);
    expect(msUntilNext({ hourlyAt: 5 }, at('2030-01-01T23:59:30Z'))).toBe(5 * 60_000 + 30_000);
  });

  it('fires `dailyAt` at the next such time (the price-drop scan at 14:00)', () => {
    expect(msUntilNext({ dailyAt: { hour: 14, minute: 0 } }, at('2030-01-01T13:00:00Z'))).toBe(3_600_000);
    expect(msUntilNext({ dailyAt: { hour: 14, minute: 0 } }, at('2030-01-01T14:00:00Z'))).toBe(86_400_000);
    expect(msUntilNext({ dailyAt: { hour: 14, minute: 30 } }, at('2030-12-31T15:00:00Z'))).toBe(23.5 * 3_600_000);
  });
});

describe('local scheduler: the plan', () => {
  const scheduled = (jobs as readonly JobDef[]).filter((j) => j.trigger.kind === 'schedule').map((j) => j.id).sort();

  it('runs every `schedule` job of the job table, and nothing else', () => {
    expect(localPlan({}).map((p) => p.id).sort()).toEqual(scheduled);
    expect(scheduled).toEqual(['canary', 'featured-savings-refresh', 'marketplace-metering', 'nadac-refresh', 'price-alert-scan', 'signups-dispatch']);
  });

  it('runs the canary every 5 minutes as in AWS, and not at all with CANARY_TIMER=off', () => {
    expect(localPlan({}).find((p) => p.id === 'canary')?.schedule).toEqual({ kind: 'schedule', every: 5, retryAttempts: 0 });
    expect(localPlan({ CANARY_TIMER: 'off' }).map((p) => p.id)).not.toContain('canary');
  });

  it('runs the reminders every minute locally, and not at all with SIGNUPS_TIMER=off', () => {
    const plan = localPlan({});
    expect(plan.find((p) => p.id === 'signups-dispatch')?.schedule).toEqual({ every: 1 });
    expect(plan.find((p) => p.id === 'price-alert-scan')?.schedule).toMatchObject({ dailyAt: { hour: 14, minute: 0 } });
    expect(plan.find((p) => p.id === 'marketplace-metering')?.schedule).toMatchObject({ hourlyAt: 5 });
    expect(localPlan({ SIGNUPS_TIMER: 'off' }).map((p) => p.id)).not.toContain('signups-dispatch');
  });

  it('computes the Featured Savings cards at start and every minute locally, and not at all with FEATURED_SAVINGS_TIMER=off', () => {
    expect(localPlan({}).find((p) => p.id === 'featured-savings-refresh')).toMatchObject({ schedule: { every: 1 }, runAtStart: true });
    expect(localPlan({ FEATURED_SAVINGS_TIMER: 'off' }).map((p) => p.id)).not.toContain('featured-savings-refresh');
  });

  it('sends what an EventBridge rule sends', () => {
    expect(scheduledEvent('price-alert-scan', at('2030-01-01T14:00:00Z'))).toMatchObject({
      'detail-type': 'Scheduled Event', source: 'aws.events', time: '2030-01-01T14:00:00.000Z', detail: {},
    });
  });
});

describe('local scheduler: timers', () => {
  afterEach(() => void vi.useRealTimers());
  const job: PlannedJob = { id: 'signups-dispatch', schedule: { every: 1 }, timeoutSeconds: 240 };

  it('invokes a job on its cadence, skips a tick while a run is still going, and stops', async () => {
    vi.useFakeTimers({ now: at('2030-01-01T00:00:00Z') });
    let finish: () => void = () => undefined;
    const invoke = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startScheduler([job], invoke);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(invoke).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenLastCalledWith(job, at('2030-01-01T00:01:00Z'));
    await vi.advanceTimersByTimeAsync(60_000); // the first run is still going
    expect(invoke).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(invoke).toHaveBeenCalledTimes(2);
    stop();
    finish();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('runs a run-at-start job at once, then on its cadence', async () => {
    vi.useFakeTimers({ now: at('2030-01-01T00:00:00Z') });
    const invoke = vi.fn(async () => undefined);
    const stop = startScheduler([{ ...job, runAtStart: true }], invoke);
    await vi.advanceTimersByTimeAsync(0);
    expect(invoke).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(invoke).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps going after a failed run (the job wrapper has logged it)', async () => {
    vi.useFakeTimers({ now: at('2030-01-01T00:00:00Z') });
    const invoke = vi.fn(async () => {
      throw new Error('boom');
    });
    const stop = startScheduler([job], invoke);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(invoke).toHaveBeenCalledTimes(3);
    stop();
  });
});

describe('local scheduler: a run', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('goes through the job\'s Lambda handler and its wrapper, as EventBridge would', async () => {
    vi.stubEnv(tableEnvVar('signups'), 'test-signups');
    vi.stubEnv('LOG_LEVEL', 'info');
    resetAwsClients();
    const ddb = mockClient(DynamoDBDocumentClient);
    ddb.on(QueryCommand).resolves({ Items: [] });
    const lines: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const result = await invokeJobHandler({ id: 'signups-dispatch', schedule: { every: 1 }, timeoutSeconds: 240 }, new Date());
      expect(result).toEqual({ sent: 0, skipped: 0 });
      // The due-time index, one Query per shard; never a scan of the table.
      expect(ddb.commandCalls(QueryCommand)).toHaveLength(WRITE_SHARDS);
      expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi2' });
      expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
      expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ message: 'invocation', route: 'signups-dispatch', outcome: 'ok' }));
    } finally {
      ddb.restore();
    }
  });
});
