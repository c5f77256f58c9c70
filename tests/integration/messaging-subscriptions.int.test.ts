import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ddb } from '../../functions/lib/aws';
import { requireEnv, tableName } from '../../functions/lib/env';
import { run as scan } from '../../functions/domain/price-alerts/scan';
import { createLogger } from '../../functions/lib/logger';
import { resetQueueClient } from '../../functions/lib/queues';
import { drainLocalQueues } from '../../functions/local/services/queues';
import { getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { linkTokenIn, outboxCount, outboxFor, smsReply, uniqueEmail, uniquePhone } from './messaging-helpers';

beforeAll(() => {
  useRuntimeEnv();
  resetQueueClient();
});

/** The daily scan as its job runs it: it queues the watches on the runtime's queue, whose consumer (price-alert-check) checks them; then waits for that. */
async function run(now: Date) {
  const before = (await drainLocalQueues()).deadLettered;
  const queued = await scan(now, createLogger({ route: 'price-alert-scan' }), requireEnv('PRICE_ALERT_CHECK_QUEUE_URL'));
  expect((await drainLocalQueues()).deadLettered).toBe(before);
  return queued;
}

describe('newsletter double opt-in', () => {
  it('stores a pending subscription, sends one confirmation, confirms by link and unsubscribes in one click', async () => {
    const email = uniqueEmail('news');
    const res = await getJson('/api/newsletter', { receiverEmail: email, signUpForNewsletter: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pending: true });
    // a repeated sign-up within the window sends nothing more
    expect((await getJson('/api/newsletter', { receiverEmail: email, signUpForNewsletter: 'true' })).status).toBe(200);
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ category: 'newsletter-confirmation' });
    const token = linkTokenIn(mails[0]!.text, 'confirm');
    expect(linkTokenIn(mails[0]!.text, 'unsubscribe')).toBe(token);
    expect(mails[0]!.html).toContain(`list=newsletter&amp;token=${encodeURIComponent(token)}`);

    expect((await postJson('/api/newsletter/confirm', { token: `${token.split('.')[0]}.${'x'.repeat(32)}` })).status).toBe(404);
    expect((await postJson('/api/newsletter/confirm', { token })).body).toEqual({ confirmed: true });
    expect((await postJson('/api/newsletter/unsubscribe', { token })).body).toEqual({ unsubscribed: true });
    expect((await postJson('/api/newsletter/confirm', { token })).status).toBe(404);
  });

  it.each([
    ['an invalid address', { receiverEmail: 'nope', signUpForNewsletter: 'true' }],
    ['no terms flag', { receiverEmail: 'a@example.com' }],
    ['a false flag', { receiverEmail: 'a@example.com', signUpForNewsletter: 'false' }],
    ['CR/LF in the address', { receiverEmail: 'a@example.com\r\nBcc: b@example.com', signUpForNewsletter: 'true' }],
  ])('answers %s with 400 and sends nothing', async (_name, query) => {
    const before = await outboxCount();
    expect((await getJson('/api/newsletter', query)).status).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses damaged links with 400', async () => {
    expect((await postJson('/api/newsletter/confirm', { token: 'abc' })).status).toBe(400);
    expect((await postJson('/api/newsletter/unsubscribe', {})).status).toBe(400);
  });
});

/** Lisinopril 10 mg (seed catalog). */
const lisinopril = { drugName: 'Lisinopril', ndc: '00591040701', quantity: 30, zip: '92101' };

async function watchState(id: string) {
  return (await ddb().send(new GetCommand({ TableName: tableName('priceAlerts'), Key: { pk: `watch#${id}` } }))).Item;
}

describe('price-drop alerts', () => {
  it('subscribe -> confirm -> the scan alerts once -> a second scan sends nothing -> unsubscribe stops it', async () => {
    const email = uniqueEmail('alert');
    const res = await postJson('/api/price-alerts', { ...lisinopril, channel: 'email', email, bestPrice: 999 });
    expect(res.status).toBe(202);
    const [confirmation] = await outboxFor(email);
    expect(confirmation).toMatchObject({ category: 'price-alert-confirmation' });
    const token = linkTokenIn(confirmation!.text, 'confirm');

    // before confirmation the scan ignores the watch
    await run(new Date('2031-03-01T14:00:00Z'));
    expect(await outboxFor(email)).toHaveLength(1);

    expect((await postJson('/api/price-alerts/confirm', { token })).body).toEqual({ confirmed: true });
    const first = await run(new Date('2031-03-02T14:00:00Z'));
    expect(first.checked).toBeGreaterThanOrEqual(1);
    expect(await outboxFor(email)).toHaveLength(2);
    const [alert] = await outboxFor(email);
    expect(alert).toMatchObject({ category: 'price-alert' });
    expect(alert!.subject).toContain('Lisinopril is now $');
    const unsubscribeToken = linkTokenIn(alert!.text, 'unsubscribe');
    // A bulk message: the mail client's own one-click Unsubscribe (RFC 8058) uses the same token.
    expect(alert!.headers).toEqual({
      'List-Unsubscribe': `<${process.env.SITE_URL}/api/list-unsubscribe?list=price-alert&token=${encodeURIComponent(unsubscribeToken!)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const state = await watchState(token.split('.')[0]!);
    expect(state?.lastAlertDay).toBe('2031-03-02');
    expect(state?.lastAlertedPrice).toBeLessThan(999);

    await run(new Date('2031-03-02T15:00:00Z'));
    await run(new Date('2031-03-03T14:00:00Z'));
    expect(await outboxFor(email)).toHaveLength(2);

    expect((await postJson('/api/price-alerts/unsubscribe', { token: unsubscribeToken })).body).toEqual({ unsubscribed: true });
    expect((await watchState(token.split('.')[0]!))?.recipient).toBeUndefined();
    // signing up again at a high price and scanning sends nothing until confirmed again
    await run(new Date('2031-03-04T14:00:00Z'));
    expect(await outboxFor(email)).toHaveLength(2);
  });

  it('confirms by SMS and never texts a number that replied STOP', async () => {
    const phone = uniquePhone();
    expect((await postJson('/api/price-alerts', { ...lisinopril, channel: 'sms', phone, bestPrice: 999 })).status).toBe(202);
    const [confirmation] = await outboxFor(phone);
    expect(confirmation!.text).toContain('Reply STOP');
    expect((await postJson('/api/price-alerts/confirm', { token: linkTokenIn(confirmation!.text, 'confirm') })).status).toBe(200);
    await smsReply(phone, 'STOP');
    await run(new Date('2031-04-01T14:00:00Z'));
    expect(await outboxFor(phone)).toHaveLength(1);
  });

  it.each([
    ['an unknown drug', { ...lisinopril, drugName: 'Notadrug', channel: 'email', email: 'a@example.com', bestPrice: 5 }],
    ['an NDC of another drug', { ...lisinopril, ndc: '00000000000', channel: 'email', email: 'a@example.com', bestPrice: 5 }],
    ['a bad zip', { ...lisinopril, zip: '9210', channel: 'email', email: 'a@example.com', bestPrice: 5 }],
    ['an invalid e-mail', { ...lisinopril, channel: 'email', email: 'a@', bestPrice: 5 }],
    ['an invalid phone', { ...lisinopril, channel: 'sms', phone: '12', bestPrice: 5 }],
    ['no channel', { ...lisinopril, email: 'a@example.com', bestPrice: 5 }],
    ['an oversized drug name', { ...lisinopril, drugName: 'L'.repeat(101), channel: 'email', email: 'a@example.com', bestPrice: 5 }],
  ])('answers %s with 400 and sends nothing', async (_name, body) => {
    const before = await outboxCount();
    const res = await postJson('/api/price-alerts', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toEqual(expect.any(String));
    expect(await outboxCount()).toBe(before);
  });
});
