/**
 * Coupon API usage, written as one JSON line per request to the function's log (stdout, which
 * Lambda delivers to CloudWatch Logs even if the container is frozen right after the answer). A
 * CloudWatch Logs subscription on each Coupon API route's log group hands the lines to the
 * coupon-api-usage-meter job (functions/tables/jobs.ts), which stores the counts: the request waits for no
 * storage. Lines carry ids only (customer, key), never request data.
 */
export interface UsageRecord {
  customerId: string;
  keyId: string;
  /** The key's per-minute limit, so the meter can tell when a key went over it across containers. */
  perMinute: number;
  /** ISO time the request was served. */
  at: string;
}

/** The subscription filter pattern (infra) and the meter (functions/domain/coupon-api/usage-meter.ts) both key on this field. */
export const USAGE_LINE_FIELD = 'usage';
export const USAGE_LINE_KIND = 'coupon-api';
export const USAGE_FILTER_PATTERN = `{ $.${USAGE_LINE_FIELD} = "${USAGE_LINE_KIND}" }`;

type LineSink = (line: string) => void;
let sink: LineSink = (line) => {
  process.stdout.write(`${line}\n`);
};

export function writeUsageRecord(record: UsageRecord): void {
  sink(JSON.stringify({ [USAGE_LINE_FIELD]: USAGE_LINE_KIND, customerId: record.customerId, keyId: record.keyId, perMinute: record.perMinute, at: record.at }));
}

/** The record of a log line, or undefined for any other line. */
export function parseUsageLine(line: string): UsageRecord | undefined {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (raw?.[USAGE_LINE_FIELD] !== USAGE_LINE_KIND) return undefined;
  const { customerId, keyId, perMinute, at } = raw;
  if (typeof customerId !== 'string' || typeof keyId !== 'string' || typeof perMinute !== 'number' || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return undefined;
  return { customerId, keyId, perMinute, at };
}

/**
 * The local runtime's stand-in for the log subscription (functions/local/services/usage-log.ts)
 * takes the lines instead of stdout; in Lambda nothing calls this.
 */
export function takeUsageLines(next: LineSink): () => void {
  const before = sink;
  sink = next;
  return () => {
    sink = before;
  };
}
