import * as z from 'zod';
import type { Logger } from '../../lib/logger';
import { sendAll } from '../../lib/queues';
import { confirmedWatches } from './alerts';

/*
 * The scan only lists watches and queues them: it prices nothing and sends nothing (check.ts, the
 * price-alert-check job, does both), so its function holds no PBM, SES or SNS grant.
 */

/** One unit of work, one queue message: up to CHECK_BATCH watches (by key only: the checker re-reads them) to check on `day`. */
export interface CheckBatch {
  day: string;
  pks: string[];
}

/** Watches per batch: a batch's worst case (25 cold fan-outs, a few hundred ms each) stays well inside its consumer's timeout. */
export const CHECK_BATCH = 25;

const checkBatchSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), pks: z.array(z.string().min(1).max(100)).min(1).max(CHECK_BATCH) });

/** The batch a queue message holds (what `run` sends), or undefined when the body is not one. */
export function parseCheckBatch(body: string): CheckBatch | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = checkBatchSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The daily price-drop scan (an EventBridge rule in AWS, the local scheduler under `npm start`)
 * lists every confirmed watch and sends them in batches to the price-alert-checks queue at
 * `queueUrl`, whose consumer (price-alert-check: checkBatch in check.ts) checks each batch in parallel with the
 * others, so the end of a long list is checked as surely as its start. Locally the queue is the
 * runtime's stand-in, which delivers to the same consumer.
 * The reference is the last alerted price (or the price at sign-up), so a steady lower price is announced once.
 */
export async function run(now: Date, log: Logger, queueUrl: string): Promise<{ checked: number; batches: number }> {
  const day = now.toISOString().slice(0, 10);
  const batches: CheckBatch[] = [];
  let current: string[] = [];
  for await (const watch of confirmedWatches()) {
    current.push(watch.pk);
    if (current.length === CHECK_BATCH) {
      batches.push({ day, pks: current });
      current = [];
    }
  }
  if (current.length) batches.push({ day, pks: current });
  const checked = batches.reduce((n, b) => n + b.pks.length, 0);
  await sendAll(queueUrl, batches.map((batch) => JSON.stringify(batch)));
  log.info('price alert scan', { detail: `watches=${checked} batches=${batches.length} queued` });
  return { checked, batches: batches.length };
}
