import { beforeAll, describe, expect, it } from 'vitest';
import { requireEnv } from '../../functions/lib/env';
import { createLogger } from '../../functions/lib/logger';
import { resetQueueClient } from '../../functions/lib/queues';
import { run as scan } from '../../functions/domain/price-alerts/scan';
import { drainLocalQueues } from '../../functions/local/services/queues';
import { apiUrl, useRuntimeEnv } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { getFrom, issuedCoupon, linkTokenIn, outboxFor, smsReply, uniqueEmail, uniquePhone } from './messaging-helpers';

/**
 * Issue 31: the messages go out in the language of the page they were asked from (`lang: 'es'` on
 * the send routes), later messages of a sign-up or alert too, and the Spanish opt-out replies are
 * honoured like STOP. Through the local runtime's routes; the outbox holds what was sent.
 */
beforeAll(() => {
  useRuntimeEnv();
  resetQueueClient();
});

const site = () => requireEnv('SITE_URL').replace(/\/+$/, '');

/** Each request from a loopback address of its own (127.0.9.x): the per-caller send limits of one test never spend another's. */
let source = 0;
const nextSource = () => `127.0.9.${(source = (source % 250) + 1)}`;
async function post(path: string, body: unknown): Promise<{ status: number; body: { error?: { code: string } } & Record<string, unknown> }> {
  const res = await postFrom(nextSource(), apiUrl(path), body);
  return { status: res.status, body: JSON.parse(res.body || '{}') as { error?: { code: string } } & Record<string, unknown> };
}

async function smsReplyAnswer(from: string, text: string): Promise<{ result: string; lang?: string }> {
  const res = await fetch(`${process.env.OUTBOX_URL}/sms-reply`, { method: 'POST', body: JSON.stringify({ from, text }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { result: string; lang?: string };
}

describe('coupon e-mail and SMS with lang: es', () => {
  it('e-mails the coupon in Spanish, linking the Spanish coupon page', async () => {
    const email = uniqueEmail('es-coupon');
    const res = await post('/api/ecsprice0', { coupon: await issuedCoupon(), receiverEmail: email, lang: 'es' });
    expect(res.status).toBe(200);
    const [mail] = await outboxFor(email);
    expect(mail!.subject).toBe('Su cupón de RxSavvy: Lisinopril por $7.42 en Walgreens');
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.text).toContain('Muestre este cupón en Walgreens para obtener su descuento.');
    expect(mail!.text).toContain('Este es un programa de descuentos, NO un seguro.');
    expect(mail!.text).toContain(`Abra su cupón: ${site()}/es/coupon?`);
  });

  it('texts the coupon in Spanish with "Responda ALTO para cancelar", in GSM-7 (cupon without its accent)', async () => {
    const phone = uniquePhone();
    expect((await post('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone, lang: 'es' })).status).toBe(200);
    const [sms] = await outboxFor(phone);
    expect(sms!.text).toMatch(/^Cupon de RxSavvy: Lisinopril 10 mg 30 tablets \$7\.42 en Walgreens/);
    expect(sms!.text).toContain(`Cupon: ${site()}/es/coupon?`);
    expect(sms!.text.endsWith('No es un seguro. Responda ALTO para cancelar.')).toBe(true);
  });

  it('without lang (or with lang: en) the coupon goes out in English as before', async () => {
    const [a, b] = [uniquePhone(), uniquePhone()];
    expect((await post('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: a })).status).toBe(200);
    expect((await post('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: b, lang: 'en' })).status).toBe(200);
    for (const phone of [a, b]) expect((await outboxFor(phone))[0]!.text).toContain('Reply STOP to opt out.');
  });
});

describe('Spanish opt-out and help replies', () => {
  it.each(['ALTO', 'para', 'Cancelar', ' baja ', '¡Alto!'])('"%s" stops every text to the number, like STOP', async (word) => {
    const phone = uniquePhone();
    expect(await smsReplyAnswer(phone, word)).toEqual({ result: 'optedOut', lang: 'es' });
    const res = await post('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone, lang: 'es' });
    expect(res.status, 'an opted-out number gets the answer any number gets').toBe(200);
    expect(await outboxFor(phone), `nothing is texted after "${word}"`).toHaveLength(0);
    await smsReply(phone, 'START');
    expect((await post('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone, lang: 'es' })).status).toBe(200);
    expect(await outboxFor(phone), 'texted again after START').toHaveLength(1);
  });

  it('AYUDA is answered in Spanish, HELP in English; other words change nothing', async () => {
    const phone = uniquePhone();
    expect(await smsReplyAnswer(phone, 'Ayuda')).toEqual({ result: 'helped', lang: 'es' });
    expect((await outboxFor(phone))[0]).toMatchObject({ category: 'keyword-reply', text: expect.stringContaining('Ayuda: (800) 555-0142') });
    expect((await outboxFor(phone))[0]!.text).toContain('Responda ALTO para cancelar.');
    expect(await smsReplyAnswer(phone, 'HELP')).toEqual({ result: 'helped', lang: 'en' });
    expect((await outboxFor(phone))[0]!.text).toContain('Reply STOP to opt out.');
    expect(await smsReplyAnswer(phone, 'para mañana')).toEqual({ result: 'ignored' });
    expect((await post('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone })).status).toBe(200);
    expect(await outboxFor(phone)).toHaveLength(3);
  });
});

describe('newsletter with lang: es', () => {
  it('sends the confirmation in Spanish', async () => {
    const email = uniqueEmail('es-news');
    expect((await getFrom(nextSource(), apiUrl('/api/newsletter', { receiverEmail: email, signUpForNewsletter: 'true', lang: 'es' }))).status).toBe(200);
    const [mail] = await outboxFor(email);
    expect(mail!.subject).toBe('Confirme su suscripción al boletín de RxSavvy');
    expect(mail!.text).toContain('Cancele su suscripción: ');
    expect(linkTokenIn(mail!.text, 'unsubscribe')).toBe(linkTokenIn(mail!.text, 'confirm'));
  });
});

/** Lisinopril 10 mg (seed catalog). */
const lisinopril = { drugName: 'Lisinopril', ndc: '00591040701', quantity: 30, zip: '92101' };

async function runScan(now: Date) {
  const before = (await drainLocalQueues()).deadLettered;
  await scan(now, createLogger({ route: 'price-alert-scan' }), requireEnv('PRICE_ALERT_CHECK_QUEUE_URL'));
  expect((await drainLocalQueues()).deadLettered).toBe(before);
}

describe('price alerts with lang: es', () => {
  it('confirms in Spanish and sends the later drop alert in Spanish too, by e-mail', async () => {
    const email = uniqueEmail('es-alert');
    const subscribed = await post('/api/price-alerts', { ...lisinopril, channel: 'email', email, bestPrice: 999, lang: 'es' });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(202);
    const [confirmation] = await outboxFor(email);
    expect(confirmation!.subject).toBe('Confirme su alerta de precio de RxSavvy para Lisinopril');
    expect(confirmation!.text).toContain('Cancele estas alertas: ');
    expect((await post('/api/price-alerts/confirm', { token: linkTokenIn(confirmation!.text, 'confirm') })).status).toBe(200);

    await runScan(new Date('2031-06-02T14:00:00Z'));
    const [alert] = await outboxFor(email);
    expect(alert).toMatchObject({ category: 'price-alert' });
    expect(alert!.subject).toMatch(/^Lisinopril ahora cuesta \$\d+\.\d{2} cerca de 92101$/);
    expect(alert!.html).toContain('<html lang="es">');
    expect(alert!.text).toContain(`Ver precios: ${site()}/es/Lisinopril?`);
    expect(alert!.text).toContain('Cancele estas alertas: ');
    expect(alert!.headers?.['List-Unsubscribe']).toContain('list=price-alert');
  });

  it('by SMS: the confirmation says "Responda ALTO para cancelar", and ALTO stops the alerts', async () => {
    const phone = uniquePhone();
    expect((await post('/api/price-alerts', { ...lisinopril, channel: 'sms', phone, bestPrice: 999, lang: 'es' })).status).toBe(202);
    const [confirmation] = await outboxFor(phone);
    expect(confirmation!.text).toMatch(/^RxSavvy: confirme las alertas de precio de Lisinopril: \S+ Responda ALTO para cancelar\.$/);
    expect((await post('/api/price-alerts/confirm', { token: linkTokenIn(confirmation!.text, 'confirm') })).status).toBe(200);
    await smsReply(phone, 'ALTO');
    await runScan(new Date('2031-06-03T14:00:00Z'));
    expect(await outboxFor(phone), 'no alert after ALTO').toHaveLength(1);
  });
});

const signupTokenIn = (text: string, action: string) => new RegExp(`action=${action}&token=([A-Za-z0-9._-]+)`).exec(text)?.[1];

describe('sign-ups with lang: es', () => {
  it('confirms by SMS in Spanish and sends the reminders in Spanish, each with ALTO and the unsubscribe link', async () => {
    const phone = uniquePhone();
    const res = await post('/api/signups', { kind: 'medication-reminders', channel: 'sms', contact: phone, timeZone: 'America/Chicago', consent: true, times: ['08:00'], drugName: 'Lisinopril', lang: 'es' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const [confirmation] = await outboxFor(phone);
    expect(confirmation!.text).toContain('RxSavvy: Confirme que desea recibir recordatorios de medicamentos de RxSavvy.');
    expect(confirmation!.text).toMatch(/\nCancelar: responda ALTO o \S+action=unsubscribe/);
    const token = signupTokenIn(confirmation!.text, 'confirm');
    expect((await post('/api/signups/confirm', { token })).status).toBe(200);

    // 08:00 in Chicago on 10 Feb 2032 is 14:00Z.
    expect((await post('/api/dev/dispatch-signups', { at: '2032-02-10T14:05:00Z' })).status).toBe(200);
    const [reminder] = await outboxFor(phone);
    expect(reminder!.text).toMatch(/^RxSavvy: Es hora de tomar Lisinopril \(8:00 a\. m\.\)\.\nCancelar: responda ALTO o \S+action=unsubscribe/);
  });

  it('by e-mail, with the Spanish unsubscribe line; the deletion link in Spanish too', async () => {
    const email = uniqueEmail('es-signup').toLowerCase();
    expect((await post('/api/signups', { kind: 'refill-notifications', channel: 'email', contact: email, timeZone: 'America/Chicago', consent: true, fillDate: '2032-03-01', daysSupply: 30, lang: 'es' })).status).toBe(202);
    const [confirmation] = await outboxFor(email);
    expect(confirmation!.subject).toBe('Confirme su suscripción: avisos de resurtido');
    expect(confirmation!.html).toContain('Cancele su suscripción con un clic</a>');
    expect(confirmation!.text).toContain('Cancelar la suscripción: ');

    expect((await post('/api/signups/delete-request', { channel: 'email', contact: email, lang: 'es' })).status).toBe(202);
    const [deletion] = await outboxFor(email);
    expect(deletion!.subject).toBe('Elimine sus suscripciones de RxSavvy');
    expect(deletion!.text).toContain('Eliminar mis datos: ');
  });
});
