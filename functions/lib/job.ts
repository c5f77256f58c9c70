import middy, { type MiddlewareObj } from '@middy/core';
import type {
  APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult, CloudFormationCustomResourceEvent, CloudWatchLogsEvent, Context, ScheduledEvent, SNSEvent, SQSBatchResponse, SQSEvent,
} from 'aws-lambda';
import type { JobId, TriggerKindOf } from '../tables/jobs';
import { createLogger, stackFrames, type Logger } from './logger';
import { countMetric, publishMetrics } from './metrics';
import { traceInvocation } from './tracer';

/** What each kind of trigger (functions/tables/jobs.ts) hands a job, and what it expects back. */
interface TriggerIO {
  schedule: { event: ScheduledEvent; result: unknown };
  /** Partial batch responses: only the failed messages are retried (the event source reports batch item failures). */
  sqs: { event: SQSEvent; result: SQSBatchResponse };
  sns: { event: SNSEvent; result: unknown };
  'ses-events': { event: SNSEvent; result: unknown };
  authorizer: { event: APIGatewayRequestAuthorizerEventV2; result: APIGatewaySimpleAuthorizerResult };
  logs: { event: CloudWatchLogsEvent; result: unknown };
  /** A CloudFormation custom resource's event; the job answers CloudFormation on the event's response URL itself. */
  deploy: { event: CloudFormationCustomResourceEvent; result: unknown };
}

export type JobEvent<Id extends JobId> = TriggerIO[TriggerKindOf<Id>]['event'];
export type JobResult<Id extends JobId> = TriggerIO[TriggerKindOf<Id>]['result'];

export interface JobInvocation<Id extends JobId> {
  event: JobEvent<Id>;
  context: Context;
  /** This invocation's logger (`route` = the job id): the job and the domain code it calls log through it. */
  log: Logger;
}

interface JobState {
  started: number;
  log: Logger;
}

type JobContext = Context & { jobState?: JobState };

/** Failed messages of an SQS partial batch response, if the result is one. */
function batchFailures(result: unknown): number {
  const failures = (result as Partial<SQSBatchResponse> | null | undefined)?.batchItemFailures;
  return Array.isArray(failures) ? failures.length : 0;
}

/**
 * One structured log line per invocation: the job id as `route`, its duration and its outcome
 * (`ok`; `partial` when an SQS batch reports failed messages; `error` with the error's name).
 * Never the event, nor an error's message: both may carry e-mail addresses or phone numbers.
 * An error is rethrown, so Lambda, EventBridge and SQS retry as configured.
 */
function observe(jobId: JobId): MiddlewareObj<unknown, unknown, Error, JobContext> {
  const state = (context: JobContext): JobState => (context.jobState ??= { started: Date.now(), log: createLogger({ route: jobId }) });
  return {
    before: (request) => {
      request.context.jobState = { started: Date.now(), log: createLogger({ route: jobId, requestId: request.context.awsRequestId }) };
    },
    after: (request) => {
      const { started, log } = state(request.context);
      const failed = batchFailures(request.response);
      const total = (request.event as Partial<SQSEvent> | null)?.Records?.length ?? 0;
      if (failed) {
        log.warn('invocation', { outcome: 'partial', ms: Date.now() - started, detail: `${failed} of ${total} messages failed` });
        countMetric('JobFailures', failed);
      } else log.info('invocation', { outcome: 'ok', ms: Date.now() - started });
      publishMetrics(jobId);
    },
    onError: (request) => {
      const { started, log } = state(request.context);
      log.error('invocation', { outcome: 'error', ms: Date.now() - started, code: request.error?.name ?? 'Error', stack: stackFrames(request.error ?? undefined) });
      countMetric('JobFailures');
      publishMetrics(jobId);
      // No response set: middy rethrows the error.
    },
  };
}

/**
 * The one wrapper of every function in functions/jobs/ (the job table's counterpart of
 * `httpHandler`): `fn` gets the trigger's event, typed by the job's trigger kind, and a logger;
 * what it returns goes back to the trigger (an SQS job must return its partial batch response).
 */
export function jobHandler<Id extends JobId, R extends JobResult<Id>>(id: Id, fn: (invocation: JobInvocation<Id>) => Promise<R>) {
  const base = async (event: JobEvent<Id>, context: JobContext): Promise<R> =>
    fn({ event, context, log: context.jobState?.log ?? createLogger({ route: id, requestId: context.awsRequestId }) });
  return middy<JobEvent<Id>, R, Error, JobContext>(base)
    .use(traceInvocation(id))
    .use(observe(id) as MiddlewareObj<JobEvent<Id>, R, Error, JobContext>);
}
