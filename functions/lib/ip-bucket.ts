import { HttpError } from './errors';
/**
 * Per-caller token buckets inside one container: the hot-path rate limit of every public route.
 * It costs a Map lookup (well under 1 ms) and no storage, so a cached price stays storage-free.
 * Across containers the shared layer is the WAF's per-IP rate rule (infra/constructs/edge-waf.ts),
 * and the sending routes keep their DynamoDB counters (lib/rate-limit.ts).
 *
 * Sized so a person never meets it and a scraper does: browsing prices is a few requests a second
 * at most (typeahead while typing), while a scraper walking drugs × zips sustains far more.
 */
export const PUBLIC_BURST = 60;
export const PUBLIC_PER_SECOND = 2;
/** Buckets kept per container; the least recently used go first (memory stays bounded under a spray of IPs). */
const MAX_BUCKETS = 20_000;

interface Bucket { tokens: number; at: number }
const buckets = new Map<string, Bucket>();

export interface BucketVerdict { allowed: boolean; retryAfterSeconds: number }

export function takeToken(key: string, now = Date.now(), burst = PUBLIC_BURST, perSecond = PUBLIC_PER_SECOND): BucketVerdict {
  const previous = buckets.get(key);
  const tokens = previous ? Math.min(burst, previous.tokens + ((now - previous.at) / 1000) * perSecond) : burst;
  buckets.delete(key);
  if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value!);
  if (tokens < 1) {
    buckets.set(key, { tokens, at: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
  }
  buckets.set(key, { tokens: tokens - 1, at: now });
  return { allowed: true, retryAfterSeconds: 0 };
}

/** The local runtime, tests and benchmarks call from loopback (127.0.0.0/8, ::1); Lambda never sees it. */
export const isLoopback = (ip: string): boolean => /^(::ffff:)?127\./.test(ip) || ip === '::1';

/**
 * A tighter bucket for one costly kind of request (e.g. a tool view that asks every PBM and waits
 * for them), on top of the route's own: keyed on the caller's address as the runtime sees it.
 */
export function limitCostlyRequest(kind: string, sourceIp: string, burst: number, perMinute: number): void {
  if (isLoopback(sourceIp)) return;
  const verdict = takeToken(`costly:${kind}|ip:${sourceIp}`, Date.now(), burst, perMinute / 60);
  if (!verdict.allowed) {
    throw new HttpError(429, 'rate_limited', `Too many requests. Please try again in ${verdict.retryAfterSeconds} seconds.`, { 'retry-after': String(verdict.retryAfterSeconds) });
  }
}
