import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs through Powertools Logger (timestamp, level, service, the X-Ray trace id,
 * cold start and function name where Lambda gives them). Only the fields named here are ever
 * written: route, status, outcome, timings and error codes. Request bodies and query strings are
 * never logged, so no e-mail address, phone number or drug name can reach CloudWatch.
 * `requestId` is the correlation id: API Gateway's request id, also sent back as `x-request-id`.
 */
export interface LogFields {
  requestId?: string;
  route?: string;
  method?: string;
  status?: number;
  ms?: number;
  /** How a job invocation ended (functions/lib/job.ts). */
  outcome?: 'ok' | 'partial' | 'error';
  code?: string;
  /** Name of a dependency or step, never user data. */
  detail?: string;
  /** An unhandled error's stack frames (file:line, mapped to TypeScript by --enable-source-maps), without its message. */
  stack?: string;
}

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as Level | 'silent';
  return order[configured] ?? order.info;
}

/** Powertools filters nothing (its level is read once); LOG_LEVEL is checked per line, so tests and the local runtime can change it. */
let powertools: PowertoolsLogger | undefined;
const sink = () => (powertools ??= new PowertoolsLogger({ serviceName: 'rxsavvy', logLevel: 'DEBUG' }));

function write(level: Level, msg: string, fields: LogFields): void {
  if (order[level] < threshold()) return;
  sink()[level](msg, { ...fields });
}

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function createLogger(base: LogFields = {}): Logger {
  return {
    debug: (msg, f) => write('debug', msg, { ...base, ...f }),
    info: (msg, f) => write('info', msg, { ...base, ...f }),
    warn: (msg, f) => write('warn', msg, { ...base, ...f }),
    error: (msg, f) => write('error', msg, { ...base, ...f }),
  };
}

/** The `at …` lines of an error's stack (its message may hold request data; the frames do not). */
export function stackFrames(err: Error | undefined): string | undefined {
  return err?.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 12).join('\n') || undefined;
}
