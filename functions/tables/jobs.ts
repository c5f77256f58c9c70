import type { Resources } from './routes';
import { merge, PRICING, SENDS_MESSAGES } from './permissions';
import { USAGE_FILTER_PATTERN } from '../lib/usage-log';

/**
 * THE job table: every Lambda that is not behind an HTTP route, once. infra/ makes one
 * `JobFunction` per entry (its handler is `functions/jobs/<id>/handler.ts`, its name
 * `rxsavvy-<stage>-<id>`) and grants exactly `resources`; the stack that owns the topic, queue
 * or API wires the trigger, reading it from here; the local scheduler (functions/local/scheduler.ts)
 * runs the `schedule` jobs on loopback through the same handlers. tests/unit/jobs.test.ts checks
 * the handler folders in both directions.
 */

/**
 * When an EventBridge rule fires a job (always UTC):
 * - `every`: every N minutes, `rate(N minutes)`;
 * - `hourlyAt`: every hour at minute M, `cron(M * * * ? *)`;
 * - `dailyAt`: every day at H:M, `cron(M H * * ? *)`;
 * - `weeklyAt`: every week on that day at H:M, `cron(M H ? * DAY *)`.
 */
export type WeekDay = 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT';
export const WEEK_DAYS: readonly WeekDay[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
export type JobSchedule =
  | { every: number }
  | { hourlyAt: number }
  | { dailyAt: { hour: number; minute: number } }
  | { weeklyAt: { day: WeekDay; hour: number; minute: number } };

export type JobTrigger =
  /** An EventBridge rule. `retryAttempts`: how often EventBridge retries a failed run before the next one. */
  | ({ kind: 'schedule'; retryAttempts: number } & JobSchedule)
  /** An SQS queue, consumed with partial batch responses; after `maxReceiveCount` receives a message goes to the dead-letter queue. */
  | { kind: 'sqs'; batchSize: number; maxReceiveCount: number }
  /** A subscription to an SNS topic. */
  | { kind: 'sns' }
  /** The SNS topic of the SES configuration set (bounces and complaints). */
  | { kind: 'ses-events' }
  /** The HTTP API's Lambda authorizer of the `api-key` routes. */
  | { kind: 'authorizer' }
  /** A CloudWatch Logs subscription on every `api-key` route's log group, for the lines matching `filterPattern`. */
  | { kind: 'logs'; filterPattern: string }
  /**
   * A CloudFormation custom resource: runs on every deploy that changes its properties (Create,
   * Update) and on its deletion, and answers CloudFormation itself (functions/domain/catalog/seed/deploy-event.ts).
   */
  | { kind: 'deploy' };

/** Variables a job reads besides STAGE, its TABLE_* and SES_FROM_ADDRESS; the stack that knows the value passes it. */
export type JobEnvName = 'SITE_URL' | 'MARKETPLACE_PRODUCTS' | 'PRICE_ALERT_CHECK_QUEUE_URL' | 'NADAC_DROP_BUCKET' | 'NADAC_SOURCE_URL';

export interface JobDef<Id extends string = string, T extends JobTrigger = JobTrigger> {
  /** kebab-case: the folder functions/jobs/<id>/, the Lambda name and the logs' `route`. */
  readonly id: Id;
  /** The Lambda's description. */
  readonly description: string;
  readonly trigger: T;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  /** What the job may touch, in the route table's vocabulary: granted exactly. */
  readonly resources: Resources;
  /** Reserved concurrency in staging and prod (see routes.ts `reservedConcurrency`); 1 keeps a scheduled run from overlapping the last. */
  readonly reservedConcurrency?: number;
  /** `required`: synth fails without a value; `optional`: set only when the deployment has one. */
  readonly env?: Readonly<Partial<Record<JobEnvName, 'required' | 'optional'>>>;
}

function job<const Id extends string, const T extends JobTrigger>(def: JobDef<Id, T>): JobDef<Id, T> {
  return def;
}

export const jobs = [
  job({
    id: 'api-key-authorizer',
    description: 'Coupon API key authorizer: key hash + customer entitlement',
    trigger: { kind: 'authorizer' },
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { couponApiKeys: 'read', couponApiCustomers: 'read' } },
  }),
  job({
    id: 'coupon-api-usage-meter',
    description: 'Stores Coupon API usage from the Coupon API routes\' usage log lines: hourly counts for billing, per-minute counts for the per-key limit',
    // CloudWatch Logs invokes it asynchronously (retried twice, then the failed-invocations queue); redelivery is harmless.
    trigger: { kind: 'logs', filterPattern: USAGE_FILTER_PATTERN },
    memoryMb: 256,
    timeoutSeconds: 30,
    resources: { tables: { couponApiUsage: 'readwrite' } },
  }),
  job({
    id: 'marketplace-metering',
    description: 'Hourly AWS Marketplace BatchMeterUsage of Coupon API requests (exactly once per customer-hour)',
    // Five past the hour, so the last requests of the hour are counted; a failed run is retried twice.
    trigger: { kind: 'schedule', hourlyAt: 5, retryAttempts: 2 },
    memoryMb: 256,
    timeoutSeconds: 300,
    resources: { tables: { couponApiUsage: 'read', couponApiCustomers: 'read', meteringRecords: 'readwrite' }, marketplaceMetering: true },
  }),
  job({
    id: 'marketplace-subscription-events',
    description: 'AWS Marketplace subscription events -> Coupon API customer entitlement',
    trigger: { kind: 'sqs', batchSize: 10, maxReceiveCount: 5 },
    memoryMb: 256,
    timeoutSeconds: 30,
    // +scan: only to find a buyer registered before licenses were stored (customers.ts unlicensedCustomerOf).
    resources: { tables: { couponApiCustomers: 'readwrite+scan' } },
    env: { MARKETPLACE_PRODUCTS: 'optional' },
  }),
  job({
    id: 'price-alert-scan',
    description: 'Lists every confirmed price-drop watch and queues them in batches for price-alert-check',
    // A US morning; no retry: a failed watch is counted, and the next day's scan re-prices it.
    trigger: { kind: 'schedule', dailyAt: { hour: 14, minute: 0 }, retryAttempts: 0 },
    memoryMb: 1024,
    timeoutSeconds: 600,
    reservedConcurrency: 1,
    // It only lists the watches (a Query of the confirmed index) and queues them: check.ts prices and sends.
    resources: { tables: { priceAlerts: 'read' } },
    env: { PRICE_ALERT_CHECK_QUEUE_URL: 'required' },
  }),
  job({
    id: 'price-alert-check',
    description: 'Checks one batch of price-drop watches: re-prices each and sends at most one alert per drop',
    // A failed batch is retried (claims keep a watch from being alerted twice), then dead-lettered.
    trigger: { kind: 'sqs', batchSize: 2, maxReceiveCount: 3 },
    memoryMb: 1024,
    timeoutSeconds: 120,
    resources: merge(PRICING, { tables: { priceAlerts: 'readwrite' } }, SENDS_MESSAGES),
    env: { SITE_URL: 'required' },
  }),
  job({
    id: 'featured-savings-refresh',
    description: 'Computes the home page\'s Featured Savings cards of the zips visitors asked for, ahead of their requests',
    // Every 5 minutes: a zip asked for the first time gets its own cards within minutes (until then the nearest zip's
    // are shown); each run stops at its time budget and the next carries on. No retry: the next run is soon.
    trigger: { kind: 'schedule', every: 5, retryAttempts: 0 },
    memoryMb: 1024,
    timeoutSeconds: 240,
    reservedConcurrency: 1,
    resources: merge(PRICING, { tables: { featuredSavings: 'readwrite' } }),
  }),
  job({
    id: 'price-completion',
    description: 'Completes a cached price answer: asks again the PBMs that missed a price page\'s deadline and merges their quotes into it',
    // The price routes queue one message per incomplete answer (resources.sendsTo). A completion whose
    // PBMs miss again is received again, at most COMPLETION_ATTEMPTS (3) times, and then settles without
    // them; one that fails (storage) is retried up to 5 receives, then dead-lettered: the entry then
    // expires and the next request asks every PBM.
    trigger: { kind: 'sqs', batchSize: 10, maxReceiveCount: 5 },
    memoryMb: 1024,
    // A batch runs its completions side by side, each waiting up to COMPLETION_DEADLINE_MS (3 s) for the PBMs.
    timeoutSeconds: 15,
    resources: PRICING,
  }),
  job({
    id: 'canary',
    description: 'Runs the visitor journey (typeahead, price, coupon page) against the stage\'s own site',
    // Every 5 minutes, the CanarySuccess metric its alarm reads. No retry: a failed journey is the measurement.
    trigger: { kind: 'schedule', every: 5, retryAttempts: 0 },
    memoryMb: 256,
    // Three requests of at most 10 s each.
    timeoutSeconds: 60,
    reservedConcurrency: 1,
    resources: {},
    env: { SITE_URL: 'required' },
  }),
  job({
    id: 'signups-dispatch',
    description: 'Sends due iRxSavvy sign-up messages (reminders, refills, check-ins, thank-yous)',
    // No retry: the next run picks up what is due.
    trigger: { kind: 'schedule', every: 5, retryAttempts: 0 },
    memoryMb: 256,
    // Shorter than the dispatcher's 5-minute lease (LEASE_MS), so a run never outlives the claims it made.
    timeoutSeconds: 240,
    reservedConcurrency: 1,
    resources: merge({ tables: { signups: 'readwrite', signupDispatch: 'readwrite' } }, SENDS_MESSAGES),
    env: { SITE_URL: 'required' },
  }),
  job({
    id: 'seed-load',
    description: 'Loads the seed drug catalog, pharmacy directory and reference data (ICD-10-CM, RxNorm) into the stage\'s tables at deploy time (a custom resource), once per seed version',
    // Lambda's longest run: the load takes a minute or two (about 7,700 catalog items, 1,700 directory
    // blocks, 113,000 reference items); it answers CloudFormation FAILED before the timeout if it ever runs longer.
    trigger: { kind: 'deploy' },
    // The directory's blocks are gzipped on the way in: CPU, which comes with memory.
    memoryMb: 2048,
    timeoutSeconds: 900,
    resources: { tables: { drugs: 'readwrite', pharmacies: 'readwrite', toolReference: 'readwrite' } },
  }),
  job({
    id: 'nadac-refresh',
    description: 'Applies the newest CMS NADAC weekly file (drop bucket or URL) to the catalog\'s reference costs; refuses a malformed or shrunken file',
    // CMS dates each weekly file a Wednesday; the day after, at a US morning. Retried twice (a transient S3 or
    // download error); a refused file fails every attempt, and its alarm says so.
    trigger: { kind: 'schedule', weeklyAt: { day: 'THU', hour: 15, minute: 0 }, retryAttempts: 2 },
    memoryMb: 1024,
    timeoutSeconds: 300,
    reservedConcurrency: 1,
    resources: { tables: { drugs: 'readwrite' } },
    env: { NADAC_DROP_BUCKET: 'required', NADAC_SOURCE_URL: 'optional' },
  }),
  job({
    id: 'ses-events',
    description: 'Adds bounced and complaining addresses to the suppression list',
    trigger: { kind: 'ses-events' },
    memoryMb: 256,
    timeoutSeconds: 30,
    resources: { tables: { suppressions: 'write' } },
  }),
] as const;

export type Job = (typeof jobs)[number];
export type JobId = Job['id'];
export type JobById<Id extends JobId> = Extract<Job, { id: Id }>;
/** The trigger kind of one job, at the type level (lib/job.ts types each handler's event and result by it). */
export type TriggerKindOf<Id extends JobId> = JobById<Id>['trigger']['kind'];

export function jobById<Id extends JobId>(id: Id): JobById<Id> {
  const found = jobs.find((j) => j.id === id);
  if (!found) throw new Error(`No job ${id} in functions/tables/jobs.ts`);
  return found as JobById<Id>;
}

export type ScheduledJob = Extract<Job, { trigger: { kind: 'schedule' } }>;

const two = (n: number) => String(n).padStart(2, '0');

const DAY_NAMES: Record<WeekDay, string> = { SUN: 'Sunday', MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday' };

/** The schedule in words, e.g. `every 5 minutes`, `hourly at :05 UTC`, `daily at 14:00 UTC`, `weekly on Thursday at 15:00 UTC`. */
export function scheduleText(s: JobSchedule): string {
  if ('every' in s) return s.every === 1 ? 'every minute' : `every ${s.every} minutes`;
  if ('hourlyAt' in s) return `hourly at :${two(s.hourlyAt)} UTC`;
  if ('weeklyAt' in s) return `weekly on ${DAY_NAMES[s.weeklyAt.day]} at ${two(s.weeklyAt.hour)}:${two(s.weeklyAt.minute)} UTC`;
  return `daily at ${two(s.dailyAt.hour)}:${two(s.dailyAt.minute)} UTC`;
}
