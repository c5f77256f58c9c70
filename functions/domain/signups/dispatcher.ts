import { RecipientSuppressedError } from '../messaging/send';
import type { Logger } from '../../lib/logger';
import { deliver } from './deliver';
import { occurrenceMessage } from './messages';
import { REFILL_CHECKS, type RefillReport, type Subscription } from './model';
import { dueOccurrences, type Occurrence } from './schedule';
import { makeLinkToken } from '../messaging/link-tokens';
import { claimDispatch, dueSubscriptions, finishDispatch, getSubscription, ledgerPoints, refillReports, setNextLook, type DueSubscription } from './store';

/**
 * The reminder dispatcher, run every few minutes (EventBridge in AWS, a timer locally).
 * Each message is claimed with a dispatch record BEFORE it is sent and marked sent after:
 * - a message already sent (or being sent) by another run is never sent again;
 * - a run that crashes after claiming leaves a leased record that a later run retries once the
 *   lease is over, so nothing is lost. The one window left is a crash between the provider
 *   accepting the message and the record being marked sent (milliseconds); that message may be
 *   sent twice, which is the safer side for a reminder than never.
 * - the subscription is re-read after the claim, so an unsubscribe between scheduling and
 *   sending stops the message.
 * A run reads only the sign-ups that are due (the due-time index) and moves each to its next
 * look: its next message within LOOK_AHEAD_MS, else LOOK_AHEAD_MS from now; sooner when a message
 * waits for a lease to end or failed to send.
 */
export const LOOKBACK_MS = 6 * 60 * 60 * 1000;
export const LEASE_MS = 5 * 60 * 1000;
export const LOOK_AHEAD_MS = 3 * 24 * 60 * 60 * 1000;

export interface DispatchSummary {
  sent: number;
  skipped: number;
}

/** Test seams: code to run after the subscriptions were listed and just before a message is sent. */
export interface DispatchHooks {
  afterList?: () => Promise<void>;
  beforeSend?: (sub: Subscription, o: Occurrence) => Promise<void>;
}

export async function run(now: Date, log: Logger, hooks: DispatchHooks = {}): Promise<DispatchSummary> {
  const summary: DispatchSummary = { sent: 0, skipped: 0 };
  const from = new Date(now.getTime() - LOOKBACK_MS);
  const subscriptions = await dueSubscriptions(now);
  await hooks.afterList?.();
  for (const sub of subscriptions) {
    // Only the thank-you programmes read refill reports: no query per run for the other kinds.
    const refills = REFILL_CHECKS.includes(sub.kind) ? await refillReports(sub.id) : [];
    let retryAt = Infinity;
    let stillConfirmed = sub.status === 'confirmed';
    for (const o of dueOccurrences(sub, from, now, refills)) {
      const outcome = await dispatchOne(sub, o, now, log, hooks.beforeSend);
      summary[outcome === 'sent' ? 'sent' : 'skipped'] += 1;
      if (outcome === 'gone') stillConfirmed = false;
      if (typeof outcome === 'number') retryAt = Math.min(retryAt, outcome);
    }
    await setNextLook(sub, stillConfirmed ? nextLook(sub, now, refills, retryAt) : undefined);
  }
  if (summary.sent) log.info('dispatched', { detail: `sent ${summary.sent}, skipped ${summary.skipped}` });
  return summary;
}

/** When to look at a sign-up again: its next message, a lease's end or a retry, at the latest LOOK_AHEAD_MS on. */
function nextLook(sub: DueSubscription, now: Date, refills: RefillReport[], retryAt: number): Date {
  const horizon = new Date(now.getTime() + LOOK_AHEAD_MS);
  const next = dueOccurrences(sub, now, horizon, refills)[0]?.at.getTime() ?? horizon.getTime();
  return new Date(Math.min(next, retryAt));
}

/** 'gone': the sign-up is no longer confirmed; a number: the time to try this message again. */
type Outcome = 'sent' | 'skipped' | 'gone' | number;

async function dispatchOne(sub: Subscription, o: Occurrence, now: Date, log: Logger, beforeSend?: DispatchHooks['beforeSend']): Promise<Outcome> {
  const claim = await claimDispatch(sub.id, o.key, now, LEASE_MS);
  if (claim !== 'claimed') return claim === 'done' ? 'skipped' : claim;
  const current = await getSubscription(sub.id);
  const toFamily = current?.kind === 'family-notifications';
  if (!current || current.status !== 'confirmed' || (toFamily && !current.family?.confirmedAt)) {
    await finishDispatch(sub.id, o.key, 'cancelled', now);
    return !current || current.status !== 'confirmed' ? 'gone' : 'skipped';
  }
  await beforeSend?.(current, o);
  try {
    const points = o.type === 'thanks' && current.kind === 'monetary-incentives' ? await ledgerPoints(current.id) : undefined;
    const messageId = await deliver(current, occurrenceMessage(current, o, makeLinkToken(current.id, current.manageSecret), points), toFamily ? 'family' : 'subscriber');
    await finishDispatch(sub.id, o.key, 'sent', now, messageId);
    return 'sent';
  } catch (err) {
    if (err instanceof RecipientSuppressedError) {
      await finishDispatch(sub.id, o.key, 'suppressed', now);
      return 'skipped';
    }
    // Left 'sending' with its lease: a later run retries it once the lease is over.
    log.error('dispatch failed', { code: (err as Error).name, detail: `${current.kind} ${o.type}` });
    return now.getTime() + LEASE_MS;
  }
}
