import * as z from 'zod';
import { sendAll } from '../../lib/queues';
import { queueUrlEnvVar } from '../../tables/resource-names';
import { addQuotes, type BestPrice } from './best-price';
import { fanOut, type FanOutResult } from './fan-out';
import { pbmDirectory } from './pbm-directory';
import type { PbmClient } from './pbm-port';
import { readStored, settleStored } from './price-cache';
import { recordSnapshot } from './price-history';
import { pbmClients } from './provider';

/**
 * Completing a price answer: PBMs that miss the price page's deadline (or whose circuit breaker is
 * open) still count. The page's function stores the partial answer (unsettled) and queues a
 * completion (the `price-completion` job's queue, functions/tables/jobs.ts); the job asks only the
 * missing PBMs, with a deadline of seconds, and merges their quotes into the stored answer, which
 * the next request for the same page reads. README "Prices across pharmacies" tells the whole story.
 */

/** How long a completion waits for the PBMs it asks again: off the request's path, so seconds. */
export const COMPLETION_DEADLINE_MS = 3_000;
/** How long an answer every PBM gave is kept. */
export const COMPLETE_TTL_S = 600;
/** How long an answer with PBMs missing is kept: the next fan-out after it asks them all again. */
export const PARTIAL_TTL_S = 60;
/**
 * How many times a completion asks a PBM that missed again: a PBM that misses a completion's seconds
 * too is asked once more at the queue's next receive (AWS: the visibility timeout) before the answer
 * settles without it. Otherwise one slow moment left its rows unpriced for the entry's life, and the
 * next window's answer differed (README "No price by race").
 */
export const COMPLETION_ATTEMPTS = 3;

/** The job whose queue takes completions: a function sends to it when its entry lists it in `resources.sendsTo`. */
export const COMPLETION_JOB = 'price-completion';

/** A price answer as the cache stores it: the answer, and what a completion needs to finish it. */
export interface StoredAnswer {
  /** The fan-out this answer came from (checkedAt and a random part). */
  version: string;
  ndc: string;
  quantity: number;
  /** The price history's key for the place. */
  zipArea: string;
  /** The pharmacies asked about (the priced set), with the chain each PBM's contract depends on. */
  pharmacies: { npi: string; chain: string }[];
  /** The best price at each pharmacy any PBM quoted. */
  prices: BestPrice[];
  providersAsked: string[];
  providersAnswered: string[];
  providersFailed: { id: string; reason: string }[];
  /** The PBMs a queued completion is to ask again; empty once settled. */
  pending: string[];
  checkedAt: string;
  /** When a completion merged the missing PBMs' quotes. */
  completedAt?: string;
}

/** The PBMs whose answer an answer lacks: asked, not answered, and not an honest "unknown NDC". */
export function missingPbms(answer: Pick<StoredAnswer, 'providersAsked' | 'providersAnswered' | 'providersFailed'>): string[] {
  return answer.providersAsked.filter((id) => !answer.providersAnswered.includes(id) && !answer.providersFailed.some((f) => f.id === id && f.reason === 'unknown-ndc'));
}

/**
 * The answer with the quotes of the PBMs it was waiting for merged in (pure). Per pharmacy the
 * lowest price wins, ties going to the PBM first in the registry, as in one fan-out that heard every
 * PBM; a pending PBM that failed again stays failed; the answer is then settled. Idempotent: an
 * answer already settled comes back unchanged, so merging twice changes nothing.
 */
export function mergeCompletion(stored: StoredAnswer, result: Pick<FanOutResult, 'quotes' | 'answered' | 'failed'>, now: string): StoredAnswer {
  if (!stored.pending.length) return stored;
  const pending = new Set(stored.pending);
  const best = new Map(stored.prices.map((p) => [p.npi, p]));
  const answeredNow = stored.providersAsked.filter((id) => pending.has(id) && result.answered.includes(id));
  for (const id of answeredNow) addQuotes(best, pbmDirectory.byId(id)!, result.quotes.get(id) ?? [], now, stored.providersAsked);
  const failedNow = stored.pending
    .filter((id) => !answeredNow.includes(id))
    .map((id) => result.failed.find((f) => f.id === id) ?? { id, reason: 'deadline' });
  return {
    ...stored,
    prices: [...best.values()],
    providersAnswered: stored.providersAsked.filter((id) => stored.providersAnswered.includes(id) || answeredNow.includes(id)),
    providersFailed: [...stored.providersFailed.filter((f) => !pending.has(f.id)), ...failedNow],
    pending: [],
    completedAt: now,
  };
}

/** What the completion queue carries: the stored entry's key and the fan-out it is to complete. */
export const completionMessageSchema = z.object({ pk: z.string().min(1).max(400), version: z.string().min(1).max(100) });
export type CompletionMessage = z.infer<typeof completionMessageSchema>;

export function parseCompletion(body: string): CompletionMessage | undefined {
  try {
    const parsed = completionMessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The completion queue's URL when this function may send to it (its entry's `resources.sendsTo` names the job). */
export function completionQueueUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env[queueUrlEnvVar(COMPLETION_JOB)] || undefined;
}

export async function queueCompletion(queueUrl: string, message: CompletionMessage): Promise<void> {
  await sendAll(queueUrl, [JSON.stringify(message)]);
}

/** The job's own PBM clients, once per container (no breakers: the job waits seconds for a slow PBM). */
let clients: Promise<PbmClient[]> | undefined;
function completionClients(): Promise<PbmClient[]> {
  clients ??= pbmClients();
  clients.catch(() => { clients = undefined; });
  return clients;
}

export type CompletionOutcome = 'completed' | 'retry' | 'gone' | 'superseded' | 'settled-already';

export interface CompletionOptions {
  /** Which delivery of the message this is (SQS's ApproximateReceiveCount): the last one settles with what it has. Default 1. */
  attempt?: number;
  /** The clock (tests). */
  now?: () => Date;
}

/**
 * The job's work for one message: asks the PBMs the stored answer is waiting for and settles it
 * with their quotes, unless the entry is gone (expired, cleared), holds a newer fan-out, or was
 * completed already (a message delivered twice): each of those changes nothing. When some of them
 * miss again and this is not the last attempt (`attempt`: the message's receive count), it stores
 * what answered, keeps waiting for the rest and answers 'retry' (the job hands the message back).
 */
export async function completeStoredAnswer(message: CompletionMessage, options: CompletionOptions = {}): Promise<CompletionOutcome> {
  const { now = () => new Date(), attempt = 1 } = options;
  const entry = await readStored<StoredAnswer>(message.pk, now().getTime());
  if (!entry) return 'gone';
  if (entry.meta.version !== message.version) return 'superseded';
  if (entry.meta.settled || !entry.value.pending.length) return 'settled-already';
  const stored = entry.value;
  const asked = (await completionClients()).filter((c) => stored.pending.includes(c.pbm.id));
  const result = await fanOut(asked, { ndc: stored.ndc, quantity: stored.quantity, pharmacies: stored.pharmacies }, { deadlineMs: COMPLETION_DEADLINE_MS });
  const at = now();
  const merged = mergeCompletion(stored, result, at.toISOString());
  const stillMissing = missingPbms(merged).filter((id) => stored.pending.includes(id));
  if (stillMissing.length && attempt < COMPLETION_ATTEMPTS) {
    const progress: StoredAnswer = { ...merged, pending: stillMissing, completedAt: stored.completedAt };
    return (await settleStored(message.pk, progress, PARTIAL_TTL_S, entry.meta, at.getTime(), false)) ? 'retry' : 'superseded';
  }
  const complete = missingPbms(merged).length === 0;
  if (!(await settleStored(message.pk, merged, complete ? COMPLETE_TTL_S : PARTIAL_TTL_S, entry.meta, at.getTime()))) return 'superseded';
  await recordSnapshot(stored.ndc, stored.quantity, stored.zipArea, merged.prices.map((p) => p.price)).catch(() => undefined);
  return 'completed';
}
