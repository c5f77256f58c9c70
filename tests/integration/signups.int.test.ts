import { beforeAll, describe, expect, it } from 'vitest';
import { type DispatchHooks, run as dispatch } from '../../functions/domain/signups/dispatcher';
import { dispatchRecords, dueSubscriptions } from '../../functions/domain/signups/store';
import { apiUrl, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { createLogger } from '../../functions/lib/logger';

/** Sign-ups of through the local runtime: double opt-in, the dispatcher on a fake clock, deletion. */
const run = (now: Date, hooks?: DispatchHooks) => dispatch(now, createLogger({ route: 'signups-dispatch' }), hooks);
let n = 0;
const address = (tag: string) => `signup-${tag}-${Date.now()}-${(n += 1)}@example.com`;

async function outboxFor(to: string): Promise<{ subject?: string; text: string; html?: string; headers?: Record<string, string> }[]> {
  const res = await getJson('/api/dev/outbox', { to, limit: 50 });
  expect(res.status).toBe(200);
  return res.body.messages;
}

const tokenIn = (text: string, action: string) => new RegExp(`action=${action}&token=([A-Za-z0-9._-]+)`).exec(text)?.[1];

async function signUp(body: Record<string, unknown>): Promise<string> {
  const res = await postJson('/api/signups', { channel: 'email', timeZone: 'America/Chicago', consent: true, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const [confirmation] = await outboxFor(String(body.contact));
  const token = tokenIn(confirmation!.text, 'confirm');
  expect(token).toBeDefined();
  return token!;
}

async function confirmed(body: Record<string, unknown>): Promise<string> {
  const token = await signUp(body);
  const res = await postJson('/api/signups/confirm', { token });
  expect(res.status).toBe(200);
  return token.split('.')[0]!;
}

describe('sign-ups: double opt-in and reminders', () => {
  beforeAll(() => useRuntimeEnv());

  it('sends one confirmation and nothing else until confirmed; then one reminder per due time', async () => {
    const contact = address('rem');
    const token = await signUp({ kind: 'medication-reminders', contact, times: ['08:00'], drugName: 'Lisinopril' });
    const [confirmation] = await outboxFor(contact);
    expect(confirmation!.subject).toBe('Confirm your medication reminders');
    // Not confirmed yet: a dispatcher run far in the future sends nothing to this address.
    await postJson('/api/dev/dispatch-signups', { at: '2030-01-10T15:00:00Z' });
    expect(await outboxFor(contact)).toHaveLength(1);

    expect((await postJson('/api/signups/confirm', { token })).body).toEqual({ confirmed: true, kind: 'medication-reminders', who: 'subscriber' });
    // 08:00 in Chicago on 10 Jan 2030 is 14:00Z: due at 14:05, not yet at 13:55.
    await postJson('/api/dev/dispatch-signups', { at: '2030-01-10T13:55:00Z' });
    expect(await outboxFor(contact)).toHaveLength(1);
    await postJson('/api/dev/dispatch-signups', { at: '2030-01-10T14:05:00Z' });
    await postJson('/api/dev/dispatch-signups', { at: '2030-01-10T14:10:00Z' });
    const messages = await outboxFor(contact);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.subject).toBe('Reminder: Lisinopril at 8:00 AM');
    expect(messages[0]!.html).toContain('Unsubscribe with one click');
  });

  it('a reminder carries RFC 8058 one-click unsubscribe headers, and the mail client\'s POST unsubscribes', async () => {
    const contact = address('oneclick');
    await confirmed({ kind: 'medication-reminders', contact, times: ['08:00'], drugName: 'Lisinopril' });
    await postJson('/api/dev/dispatch-signups', { at: '2030-01-10T14:05:00Z' });
    const messages = await outboxFor(contact);
    const reminder = messages.find((m) => m.subject?.startsWith('Reminder'));
    expect(reminder!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(reminder!.headers!['List-Unsubscribe']!)![1]!;
    expect(url).toMatch(/\/api\/list-unsubscribe\?list=signup&token=/);
    const local = new URL(url);
    const oneClick = (body: string) => fetch(apiUrl(`${local.pathname}${local.search}`), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect((await oneClick('List-Unsubscribe=Nope')).status).toBe(400);
    const res = await oneClick('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    await postJson('/api/dev/dispatch-signups', { at: '2030-01-11T14:05:00Z' });
    expect(await outboxFor(contact)).toHaveLength(messages.length);
  });

  it('a crash after claiming is resumed once the lease is over, and the message goes out once', async () => {
    const contact = address('crash');
    const id = await confirmed({ kind: 'medication-reminders', contact, times: ['09:00'] });
    const at = new Date('2031-02-03T15:01:00Z'); // 09:00 Chicago = 15:00Z
    await expect(run(at, {
      beforeSend: async (sub) => {
        if (sub.id === id) throw new Error('crash');
      },
    })).rejects.toThrow('crash');
    expect((await dispatchRecords(id)).map((r) => r.status)).toEqual(['sending']);
    await run(new Date(at.getTime() + 60_000)); // still leased: nothing
    expect(await outboxFor(contact)).toHaveLength(1);
    await run(new Date(at.getTime() + 6 * 60_000)); // lease over: resumed
    await run(new Date(at.getTime() + 7 * 60_000)); // already sent: nothing
    expect(await outboxFor(contact)).toHaveLength(2);
    expect((await dispatchRecords(id)).map((r) => r.status)).toEqual(['sent']);
  });

  it('a run reads only the sign-ups that are due, moves each to its next message, and drops unsubscribed ones', async () => {
    const contact = address('due');
    const token = await signUp({ kind: 'medication-reminders', contact, times: ['10:00'] });
    const id = token.split('.')[0]!;
    const isDue = async (at: string) => (await dueSubscriptions(new Date(at))).some((s) => s.id === id);
    expect(await isDue('2034-01-01T00:00:00Z')).toBe(false); // pending: not in the index
    await postJson('/api/signups/confirm', { token });
    expect(await isDue('2034-03-03T16:05:00Z')).toBe(true);
    await run(new Date('2034-03-03T16:05:00Z')); // 10:00 Chicago = 16:00Z: sent
    expect(await outboxFor(contact)).toHaveLength(2);
    // Next look: the next reminder (4 March 16:00Z), not every run before it.
    expect(await isDue('2034-03-04T15:59:00Z')).toBe(false);
    expect(await isDue('2034-03-04T16:00:00Z')).toBe(true);
    const manage = tokenIn((await outboxFor(contact)).at(-1)!.text, 'unsubscribe');
    await postJson('/api/signups/unsubscribe', { token: manage });
    await run(new Date('2034-03-04T16:05:00Z'));
    expect(await outboxFor(contact)).toHaveLength(2);
    expect(await isDue('2040-01-01T00:00:00Z')).toBe(false);
  });

  it('an unsubscribe between scheduling and sending stops the message', async () => {
    const contact = address('unsub');
    const token = await signUp({ kind: 'medication-reminders', contact, times: ['07:00'] });
    const id = token.split('.')[0]!;
    await postJson('/api/signups/confirm', { token });
    const [confirmation] = await outboxFor(contact);
    const manage = tokenIn(confirmation!.text, 'unsubscribe');
    await run(new Date('2032-05-05T12:05:00Z'), {
      afterList: async () => void (await postJson('/api/signups/unsubscribe', { token: manage })),
    });
    expect(await outboxFor(contact)).toHaveLength(1);
    expect((await dispatchRecords(id)).map((r) => r.status)).toEqual(['cancelled']);
  });

  it('family notifications reach the family member only after they confirm too', async () => {
    const contact = address('patient');
    const family = address('family');
    await confirmed({ kind: 'family-notifications', contact, firstName: 'Ana', fillDate: '2033-01-01', daysSupply: 30, family: { channel: 'email', contact: family } });
    const [ask] = await outboxFor(family);
    expect(ask!.subject).toBe('Confirm: refill notices for a family member');
    expect(ask!.text, 'a family contact never sees text the visitor typed').not.toContain('Ana');
    // Due 31 Jan; notice 28 Jan 09:00 Chicago = 15:00Z. Family not confirmed yet: cancelled.
    await postJson('/api/dev/dispatch-signups', { at: '2033-01-28T15:05:00Z' });
    expect(await outboxFor(family)).toHaveLength(1);
    expect((await postJson('/api/signups/confirm', { token: tokenIn(ask!.text, 'confirm') })).body.who).toBe('family');
    await postJson('/api/dev/dispatch-signups', { at: '2033-02-27T15:05:00Z' });
    const messages = await outboxFor(family);
    expect(messages[0]!.subject).toBe('A family refill is due soon');
    expect(messages[0]!.text).not.toMatch(/lisinopril/i);
    expect(messages[0]!.text).not.toContain('Ana');
  });

  it('a confirmation link used twice asks the family member once, and is not an unsubscribe link', async () => {
    const contact = address('twice');
    const family = address('twice-family');
    const token = await signUp({ kind: 'family-notifications', contact, firstName: 'Bo', fillDate: '2033-01-01', daysSupply: 30, family: { channel: 'email', contact: family } });
    expect((await postJson('/api/signups/unsubscribe', { token })).status).toBe(404);
    const [first, second] = await Promise.all([postJson('/api/signups/confirm', { token }), postJson('/api/signups/confirm', { token })]);
    expect([first.body, second.body]).toEqual([{ confirmed: true, kind: 'family-notifications', who: 'subscriber' }, { confirmed: true, kind: 'family-notifications', who: 'subscriber' }]);
    expect(await outboxFor(family)).toHaveLength(1);
  });

  it('monetary incentives: an on-time refill report earns points and a thank-you', async () => {
    const contact = address('points');
    const today = new Date().toISOString().slice(0, 10);
    const fill = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await confirmed({ kind: 'monetary-incentives', contact, fillDate: fill, daysSupply: 30, timeZone: 'UTC' });
    const manage = tokenIn((await outboxFor(contact))[0]!.text, 'unsubscribe');
    const res = await postJson('/api/signups/refilled', { token: manage });
    expect(res.body).toMatchObject({ recorded: true, onTime: true });
    expect((await postJson('/api/signups/refilled', { token: manage })).body.recorded).toBe(false);
    await postJson('/api/dev/dispatch-signups', { at: new Date(Date.now() + 60_000).toISOString() });
    const [thanks] = await outboxFor(contact);
    expect(thanks!.subject).toBe('+10 points for an on-time refill');
    expect(thanks!.text).toContain('your total is 10');
    expect(today).toBeTruthy();
  });

  it('deletes everything of a contact after the link sent to that contact', async () => {
    const contact = address('delete');
    const id = await confirmed({ kind: 'medication-check-in', contact, everyDays: 7 });
    expect((await postJson('/api/signups/delete-request', { channel: 'email', contact })).status).toBe(202);
    const [request] = await outboxFor(contact);
    expect(request!.text).not.toContain('Unsubscribe');
    const res = await postJson('/api/signups/delete', { token: tokenIn(request!.text, 'delete') });
    expect(res.body).toEqual({ deleted: 1 });
    expect(await dispatchRecords(id)).toEqual([]);
    expect((await postJson('/api/signups/delete', { token: tokenIn(request!.text, 'delete') })).status).toBe(404);
  });

  it.each([
    ['no consent', { kind: 'medication-reminders', contact: 'a@example.com', times: ['08:00'], consent: false }],
    ['bad kind', { kind: 'spam', contact: 'a@example.com' }],
    ['bad time', { kind: 'medication-reminders', contact: 'a@example.com', times: ['25:00'] }],
    ['bad zone', { kind: 'medication-reminders', contact: 'a@example.com', times: ['08:00'], timeZone: 'Mars/Base' }],
    ['bad e-mail', { kind: 'medication-reminders', contact: 'not-an-email', times: ['08:00'] }],
    ['header injection', { kind: 'medication-reminders', contact: 'a@example.com\r\nBcc: x@example.com', times: ['08:00'] }],
    ['missing times', { kind: 'medication-reminders', contact: 'a@example.com' }],
    ['missing refill dates', { kind: 'refill-notifications', contact: 'a@example.com' }],
    ['oversized drug name', { kind: 'medication-reminders', contact: 'a@example.com', times: ['08:00'], drugName: 'x'.repeat(101) }],
  ])('refuses %s with 400 and sends nothing', async (_name, body) => {
    const res = await postJson('/api/signups', { channel: 'email', timeZone: 'America/Chicago', consent: true, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBeTruthy();
  });

  it('limits confirmations to one recipient: the fourth in an hour is 429', async () => {
    const contact = address('limit');
    const body = { kind: 'medication-check-in', channel: 'email', contact, everyDays: 7, timeZone: 'UTC', consent: true };
    // Each from its own loopback address, so only the per-recipient limit can apply.
    for (let i = 0; i < 3; i += 1) expect((await postFrom(`127.0.9.${i + 1}`, apiUrl('/api/signups'), body)).status).toBe(202);
    const res = await postFrom('127.0.9.9', apiUrl('/api/signups'), body);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
  });

  it('refuses unknown or reused links with 404', async () => {
    expect((await postJson('/api/signups/confirm', { token: 'nope.nope-nope-nope' })).status).toBe(404);
    expect((await postJson('/api/signups/unsubscribe', { token: 'bad' })).status).toBe(400);
  });
});
