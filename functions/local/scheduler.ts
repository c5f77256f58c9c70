import { randomUUID } from 'node:crypto';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { type JobSchedule, jobs, type ScheduledJob, WEEK_DAYS } from '../tables/jobs';
import { entryHandler } from './entry-handler';
import { lambdaContext } from './http-event';
import type { LocalService } from './services/service';

type ScheduledJobId = ScheduledJob['id'];

interface LocalOverride {
  /** The cadence under `npm start`, instead of the job table's. */
  schedule?: JobSchedule;
  /** An environment variable that, set to `off`, keeps the job from running locally. */
  offSwitch?: string;
  /** Also run once as soon as `npm start` is up, not only when the schedule first fires. */
  runAtStart?: boolean;
  /** Why this job runs differently on loopback. */
  why: string;
}

/**
 * Where `npm start` runs a scheduled job differently from AWS, and why. Every other `schedule`
 * job of functions/tables/jobs.ts runs on its own schedule (e.g. the price-drop scan daily at 14:00
 * UTC, the Marketplace metering at five past each hour, against the local metering simulator).
 */
export const LOCAL_OVERRIDES: Partial<Record<ScheduledJobId, LocalOverride>> = {
  'canary': {
    offSwitch: 'CANARY_TIMER',
    why: 'As in AWS, every 5 minutes, against this runtime itself (SITE_URL is its own URL): a developer sees the journey pass in the log. CANARY_TIMER=off stops it (npm run smoke runs the same journey on demand).',
  },
  'signups-dispatch': {
    schedule: { every: 1 },
    offSwitch: 'SIGNUPS_TIMER',
    why: 'Every minute (AWS: every 5) so that a developer sees a due message soon. Tests that need it move the clock through POST /api/dev/dispatch-signups instead; SIGNUPS_TIMER=off stops the timer.',
  },
  'featured-savings-refresh': {
    schedule: { every: 1 },
    runAtStart: true,
    offSwitch: 'FEATURED_SAVINGS_TIMER',
    why: 'At start and every minute (AWS: every 5), so a fresh local store has the home page\'s cards within seconds and a zip asked for the first time gets its own soon. FEATURED_SAVINGS_TIMER=off stops it (the tests that need cards run the job themselves).',
  },
  'nadac-refresh': {
    schedule: { every: 10 },
    runAtStart: true,
    offSwitch: 'NADAC_REFRESH_TIMER',
    why: 'At start and every 10 minutes (AWS: weekly), reading the local drop folder (NADAC_DROP_DIR, `.data/nadac-drop/` under `npm start`) instead of the drop bucket: a CMS file put there is applied within minutes. A file already applied changes nothing; with no folder (the tests\' in-memory runtime) the run does nothing. NADAC_REFRESH_TIMER=off stops it.',
  },
};

export interface PlannedJob {
  id: ScheduledJobId;
  schedule: JobSchedule;
  timeoutSeconds: number;
  runAtStart?: boolean;
}

function isScheduled(job: (typeof jobs)[number]): job is ScheduledJob {
  return job.trigger.kind === 'schedule';
}

/** The `schedule` jobs of the job table with their local cadence, minus the ones switched off in `env`. */
export function localPlan(env: NodeJS.ProcessEnv = process.env): PlannedJob[] {
  return jobs.filter(isScheduled).flatMap((job): PlannedJob[] => {
    const override = LOCAL_OVERRIDES[job.id];
    if (override?.offSwitch && env[override.offSwitch] === 'off') return [];
    return [{ id: job.id, schedule: override?.schedule ?? job.trigger, timeoutSeconds: job.timeoutSeconds, ...(override?.runAtStart ? { runAtStart: true } : {}) }];
  });
}

/** How long from `now` until a schedule next fires (UTC, like EventBridge); `every` counts from now. */
export function msUntilNext(schedule: JobSchedule, now: Date): number {
  if ('every' in schedule) return schedule.every * 60_000;
  const next = new Date(now);
  next.setUTCSeconds(0, 0);
  if ('hourlyAt' in schedule) {
    next.setUTCMinutes(schedule.hourlyAt);
    if (next.getTime() <= now.getTime()) next.setUTCHours(next.getUTCHours() + 1);
  } else if ('weeklyAt' in schedule) {
    const { day, hour, minute } = schedule.weeklyAt;
    next.setUTCHours(hour, minute);
    next.setUTCDate(next.getUTCDate() + ((WEEK_DAYS.indexOf(day) - next.getUTCDay() + 7) % 7));
    if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 7);
  } else {
    next.setUTCHours(schedule.dailyAt.hour, schedule.dailyAt.minute);
    if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  }
  return next.getTime() - now.getTime();
}

export type InvokeJob = (job: PlannedJob, now: Date) => Promise<unknown>;

/**
 * Arms one timer per planned job. A run that is still going when its next time comes is not
 * started twice (that tick is skipped). Returns a function that stops every timer.
 */
export function startScheduler(plan: readonly PlannedJob[], invoke: InvokeJob): () => void {
  const timers = new Map<ScheduledJobId, NodeJS.Timeout>();
  const running = new Set<ScheduledJobId>();
  let stopped = false;
  const run = (job: PlannedJob) => {
    if (running.has(job.id)) return;
    running.add(job.id);
    void invoke(job, new Date())
      .catch(() => undefined)
      .finally(() => running.delete(job.id));
  };
  const arm = (job: PlannedJob, delayMs = msUntilNext(job.schedule, new Date())) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      arm(job);
      run(job);
    }, delayMs);
    // Timers alone never keep `npm start` (or a test run) alive.
    timer.unref();
    timers.set(job.id, timer);
  };
  for (const job of plan) arm(job, job.runAtStart ? 0 : undefined);
  return () => {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
  };
}

type JobLambda = (event: ScheduledEvent, context: Context) => Promise<unknown>;

/** What an EventBridge rule sends its target. */
export function scheduledEvent(jobId: string, now: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: now.toISOString(),
    region: 'local',
    resources: [`arn:aws:events:local:000000000000:rule/${jobId}`],
    detail: {},
  };
}

/**
 * Runs a job through its Lambda handler, as EventBridge would. Its wrapper (functions/lib/job.ts)
 * logs the outcome and rethrows; the scheduler only reports a handler that cannot be loaded.
 */
export const invokeJobHandler: InvokeJob = async (job, now) => {
  let handler: JobLambda;
  try {
    handler = await entryHandler<JobLambda>('jobs', job.id);
  } catch (err) {
    console.error(`[scheduler] cannot load functions/jobs/${job.id}/handler.ts:`, (err as Error).message);
    throw err;
  }
  const event = scheduledEvent(job.id, now);
  return handler(event, lambdaContext(`local:${job.id}`, event.id, job.timeoutSeconds));
};

/** `npm start`: every `schedule` job of functions/tables/jobs.ts on its (local) cadence, through its handler. */
export const schedulerService: LocalService = {
  name: 'scheduler',
  async start() {
    const stop = startScheduler(localPlan(), invokeJobHandler);
    return { close: async () => stop() };
  },
};
