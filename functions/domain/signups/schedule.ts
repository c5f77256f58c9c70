import type { RefillReport, Subscription } from './model';
import { DAILY_TIMES, INTERVALS, REFILL_CHECKS, REFILL_CYCLE } from './model';
import { addDays, daysBetween, localDate, zonedTimeToUtc } from './zoned-time';

/**
 * When each kind of sign-up sends, as pure functions of the subscription and a time window:
 * - medication reminders: every day at each chosen local time;
 * - refill and family notifications: 09:00 local, 3 days before each refill is due;
 * - thank-yous, personalised thank-yous, incentives: 18:00 local the day after a refill is due
 *   ("did you pick it up?"), and a thank-you as soon as the visitor says they did on time;
 * - check-ins and educational contact: 10:00 local every N days after confirmation.
 */
export type OccurrenceType = 'reminder' | 'refillDue' | 'refillCheck' | 'thanks' | 'checkIn' | 'educational';

export interface Occurrence {
  /** Unique per subscription: the dispatch record's sort key. */
  key: string;
  type: OccurrenceType;
  at: Date;
  /** The refill due date or local time the message is about. */
  about: string;
}

export const REFILL_NOTICE_DAYS_BEFORE = 3;
const MAX_DAYS_SCANNED = 3;

function localDays(from: Date, to: Date, timeZone: string): string[] {
  const first = addDays(localDate(from, timeZone), -1);
  const last = addDays(localDate(to, timeZone), 1);
  const days: string[] = [];
  for (let d = first; d <= last && days.length < MAX_DAYS_SCANNED + 3; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Refill due dates: fill date + k × days' supply, assuming each refill is on time. */
function dueDatesAround(sub: Subscription, day: string): string[] {
  if (!sub.fillDate || !sub.daysSupply) return [];
  const k = Math.floor(daysBetween(sub.fillDate, day) / sub.daysSupply);
  return [k, k + 1, k + 2].filter((n) => n >= 1).map((n) => addDays(sub.fillDate!, n * sub.daysSupply!));
}

/** Occurrences with `from < at <= to`, never before the subscription was confirmed. */
export function dueOccurrences(sub: Subscription, from: Date, to: Date, refills: RefillReport[] = []): Occurrence[] {
  if (sub.status !== 'confirmed' || !sub.confirmedAt) return [];
  const start = new Date(Math.max(from.getTime(), Date.parse(sub.confirmedAt)));
  const zone = sub.timeZone;
  const inWindow = (o: Occurrence) => o.at > start && o.at <= to;
  const out: Occurrence[] = [];
  for (const day of localDays(start, to, zone)) {
    if (DAILY_TIMES.includes(sub.kind)) {
      for (const time of sub.times ?? []) out.push({ key: `reminder#${day}T${time}`, type: 'reminder', at: zonedTimeToUtc(day, time, zone), about: time });
    }
    if (REFILL_CYCLE.includes(sub.kind)) {
      for (const due of dueDatesAround(sub, addDays(day, REFILL_NOTICE_DAYS_BEFORE))) {
        if (addDays(due, -REFILL_NOTICE_DAYS_BEFORE) === day) out.push({ key: `refillDue#${due}`, type: 'refillDue', at: zonedTimeToUtc(day, '09:00', zone), about: due });
      }
    }
    if (REFILL_CHECKS.includes(sub.kind)) {
      for (const due of dueDatesAround(sub, addDays(day, -1))) {
        if (addDays(due, 1) === day && !refills.some((r) => r.dueDate === due)) out.push({ key: `refillCheck#${due}`, type: 'refillCheck', at: zonedTimeToUtc(day, '18:00', zone), about: due });
      }
    }
    if (INTERVALS.includes(sub.kind) && sub.everyDays) {
      const since = daysBetween(localDate(new Date(sub.confirmedAt), zone), day);
      if (since > 0 && since % sub.everyDays === 0) {
        const type = sub.kind === 'medication-check-in' ? 'checkIn' : 'educational';
        out.push({ key: `${type}#${day}`, type, at: zonedTimeToUtc(day, '10:00', zone), about: day });
      }
    }
  }
  if (REFILL_CHECKS.includes(sub.kind)) {
    // A thank-you is due as soon as an on-time refill is reported (the window still bounds it).
    for (const r of refills) if (r.onTime) out.push({ key: `thanks#${r.dueDate}`, type: 'thanks', at: new Date(r.reportedAt), about: r.dueDate });
  }
  return out.filter(inWindow).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The refill due date nearest to a day, for "I picked it up" reports. */
export function nearestDueDate(sub: Subscription, day: string): string | undefined {
  const candidates = [...dueDatesAround(sub, addDays(day, -40)), ...dueDatesAround(sub, day)];
  return candidates.sort((a, b) => Math.abs(daysBetween(a, day)) - Math.abs(daysBetween(b, day)))[0];
}
