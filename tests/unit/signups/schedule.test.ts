import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../functions/domain/signups/model';
import { dueOccurrences, nearestDueDate } from '../../../functions/domain/signups/schedule';
import { localDate, zonedTimeToUtc } from '../../../functions/domain/signups/zoned-time';

const base: Subscription = {
  id: 's1', kind: 'medication-reminders', channel: 'email', contact: 'a@example.com', contactHash: 'h', timeZone: 'America/Los_Angeles',
  status: 'confirmed', consentText: 'c', consentAt: '2026-03-01T00:00:00Z', confirmedAt: '2026-03-01T00:00:00Z', confirmTokenHash: 'x', manageSecret: 'y',
};
const at = (iso: string) => new Date(iso);

describe('zoned time', () => {
  it('turns a local time into UTC on both sides of a DST change', () => {
    expect(zonedTimeToUtc('2026-03-07', '08:00', 'America/Los_Angeles').toISOString()).toBe('2026-03-07T16:00:00.000Z'); // PST
    expect(zonedTimeToUtc('2026-03-09', '08:00', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T15:00:00.000Z'); // PDT
    expect(zonedTimeToUtc('2026-07-01', '21:30', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(localDate(at('2026-07-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-07-02');
  });
});

describe('dueOccurrences', () => {
  it('medication reminders: each chosen local time once, inside the window only', () => {
    const sub = { ...base, times: ['08:00', '20:00'] };
    const due = dueOccurrences(sub, at('2026-03-10T00:00:00Z'), at('2026-03-11T00:00:00Z'));
    // 20:00 PDT on the 9th is 03:00Z on the 10th; 08:00 PDT on the 10th is 15:00Z.
    expect(due.map((o) => [o.key, o.at.toISOString()])).toEqual([
      ['reminder#2026-03-09T20:00', '2026-03-10T03:00:00.000Z'],
      ['reminder#2026-03-10T08:00', '2026-03-10T15:00:00.000Z'],
    ]);
  });

  it('nothing before confirmation, nothing for a pending or unsubscribed sign-up', () => {
    const sub = { ...base, times: ['08:00'], confirmedAt: '2026-03-10T16:00:00Z' };
    expect(dueOccurrences(sub, at('2026-03-10T00:00:00Z'), at('2026-03-10T23:00:00Z'))).toEqual([]);
    expect(dueOccurrences({ ...sub, status: 'pending' }, at('2026-03-11T00:00:00Z'), at('2026-03-12T00:00:00Z'))).toEqual([]);
    expect(dueOccurrences({ ...sub, status: 'unsubscribed' }, at('2026-03-11T00:00:00Z'), at('2026-03-12T00:00:00Z'))).toEqual([]);
  });

  it('refill notifications: 09:00 local, three days before each refill is due', () => {
    const sub: Subscription = { ...base, kind: 'refill-notifications', timeZone: 'America/New_York', fillDate: '2026-03-01', daysSupply: 30 };
    const due = dueOccurrences(sub, at('2026-03-27T00:00:00Z'), at('2026-03-29T00:00:00Z'));
    expect(due.map((o) => [o.key, o.at.toISOString()])).toEqual([['refillDue#2026-03-31', '2026-03-28T13:00:00.000Z']]);
    const next = dueOccurrences(sub, at('2026-04-26T00:00:00Z'), at('2026-04-28T00:00:00Z'));
    expect(next.map((o) => o.key)).toEqual(['refillDue#2026-04-30']);
  });

  it('thank-you programmes ask the day after the due date unless already reported, and thank an on-time report', () => {
    const sub: Subscription = { ...base, kind: 'thank-yous', timeZone: 'UTC', fillDate: '2026-03-01', daysSupply: 30 };
    const window = [at('2026-04-01T00:00:00Z'), at('2026-04-02T00:00:00Z')] as const;
    expect(dueOccurrences(sub, ...window).map((o) => o.key)).toEqual(['refillCheck#2026-03-31']);
    const reported = [{ dueDate: '2026-03-31', reportedAt: '2026-04-01T12:00:00Z', onTime: true }];
    expect(dueOccurrences(sub, ...window, reported).map((o) => o.key)).toEqual(['thanks#2026-03-31']);
    expect(dueOccurrences(sub, ...window, [{ ...reported[0]!, onTime: false }]).map((o) => o.key)).toEqual([]);
  });

  it('check-ins every N days after confirmation at 10:00 local', () => {
    const sub: Subscription = { ...base, kind: 'medication-check-in', timeZone: 'UTC', everyDays: 7 };
    expect(dueOccurrences(sub, at('2026-03-08T00:00:00Z'), at('2026-03-09T00:00:00Z')).map((o) => o.key)).toEqual(['checkIn#2026-03-08']);
    expect(dueOccurrences(sub, at('2026-03-09T00:00:00Z'), at('2026-03-10T00:00:00Z'))).toEqual([]);
  });

  it('finds the refill due date nearest to a day', () => {
    const sub: Subscription = { ...base, kind: 'monetary-incentives', fillDate: '2026-01-01', daysSupply: 30 };
    expect(nearestDueDate(sub, '2026-02-02')).toBe('2026-01-31');
    expect(nearestDueDate(sub, '2026-03-01')).toBe('2026-03-02');
  });
});
