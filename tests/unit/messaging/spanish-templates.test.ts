import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../shared/contracts/coupon';
import { CONSENT_TEXTS, SIGNUP_KINDS, type SignupKind } from '../../../shared/contracts/signups';
import { PHONE_LABELS, type MessageLang } from '../../../functions/domain/messaging/language';
import { NEWSLETTER_STRINGS, newsletterConfirmationEmail, subscriptionLinks } from '../../../functions/domain/messaging/newsletter';
import { alertLinks } from '../../../functions/domain/price-alerts/alerts';
import { smsSize, toGsm7 } from '../../../functions/domain/messaging/sms-text';
import { BASKET_STRINGS } from '../../../functions/domain/messaging/templates/basket';
import { COUPON_STRINGS, couponEmail, couponSms } from '../../../functions/domain/messaging/templates/coupon';
import { alertConfirmationEmail, alertConfirmationSms, PRICE_ALERT_STRINGS, priceDropEmail, priceDropSms } from '../../../functions/domain/price-alerts/templates';
import { type Composed, confirmationMessage, deletionMessage, occurrenceMessage, SIGNUP_STRINGS, toEmail, toSms } from '../../../functions/domain/signups/messages';
import type { Subscription } from '../../../functions/domain/signups/model';
import type { Occurrence, OccurrenceType } from '../../../functions/domain/signups/schedule';
import { readSmsKeyword, SMS_KEYWORD_REPLIES } from '../../../functions/tables/sms-keywords';

/**
 * The Spanish messages of issue 31: every string table has a Spanish entry for every English one,
 * every message renders in Spanish on both channels with its opt-out line, and the Spanish texts
 * stay within the English texts' SMS segments.
 */
const TABLES = {
  COUPON_STRINGS, BASKET_STRINGS, NEWSLETTER_STRINGS, PRICE_ALERT_STRINGS, SIGNUP_STRINGS, CONSENT_TEXTS, PHONE_LABELS,
  'SMS_KEYWORD_REPLIES.help': SMS_KEYWORD_REPLIES.help, 'SMS_KEYWORD_REPLIES.optOut': SMS_KEYWORD_REPLIES.optOut,
} as Record<string, Record<MessageLang, unknown>>;

/** Every leaf of the English table must be in the Spanish one, with the same shape, and say something else. */
function compareTables(en: unknown, es: unknown, path: string, problems: string[]): void {
  if (typeof en === 'function') {
    if (typeof es !== 'function') return void problems.push(`${path}: a function in English, ${typeof es} in Spanish`);
    if (es.length !== en.length) problems.push(`${path}: takes ${en.length} arguments in English, ${es.length} in Spanish`);
    return;
  }
  if (typeof en === 'string') {
    if (typeof es !== 'string' || es.trim() === '') return void problems.push(`${path}: no Spanish string`);
    if (es === en) problems.push(`${path}: the Spanish string is the English one ("${en}")`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es) || es.length !== en.length) return void problems.push(`${path}: ${en.length} lines in English, ${Array.isArray(es) ? es.length : 'none'} in Spanish`);
    en.forEach((v, i) => compareTables(v, es[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!es || typeof es !== 'object') return void problems.push(`${path}: missing in Spanish`);
    for (const key of Object.keys(en)) compareTables((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], `${path}.${key}`, problems);
    for (const key of Object.keys(es)) if (!(key in en)) problems.push(`${path}.${key}: in Spanish only`);
  }
}

describe('string tables', () => {
  it.each(Object.keys(TABLES))('%s has a Spanish string for every English one', (name) => {
    const table = TABLES[name]!;
    expect(Object.keys(table).sort()).toEqual(['en', 'es']);
    const problems: string[] = [];
    compareTables(table.en, table.es, name, problems);
    expect(problems, 'every English string needs its Spanish one').toEqual([]);
  });

  it('the check sees a missing or untranslated string', () => {
    const problems: string[] = [];
    compareTables({ a: 'Hi', b: ['x', 'y'], c: (s: string) => s, d: 'Same' }, { b: ['x'], c: () => '', d: 'Same' }, 't', problems);
    expect(problems).toEqual(['t.a: no Spanish string', 't.b: 2 lines in English, 1 in Spanish', 't.c: takes 1 arguments in English, 0 in Spanish', 't.d: the Spanish string is the English one ("Same")']);
  });
});

/** English words no Spanish message may carry (links, drug names and the coupon's codes aside). */
const ENGLISH = /\b(the|your|you|and|with|please|reply|unsubscribe|confirm|refill|coupon|pharmacy|insurance|thank|price|stop|help|is|at|for|to)\b/i;
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/<[^>]*>/g, ' ');
function expectSpanish(text: string, what: string): void {
  const found = ENGLISH.exec(withoutLinks(text));
  expect(found?.[0], `${what} has the English word "${found?.[0]}": ${text}`).toBeUndefined();
}

const coupon: Coupon = {
  pharmacyName: 'Walgreens', price: 7.42, ln: 'Lisinopril', qty: '30', form: 'Tableta', dosage: '10 mg',
  rxBin: '006053', rxPcn: 'MSC', rxGroup: 'RX2002', memberId: 'RXS123456789', servicePhone: '(800) 555-0100', helpdeskPhone: '(800) 555-0101',
  addr: '1000 Market St, San Diego, CA 92101', at: '2026-03-03T14:15:00Z', sig: 'x'.repeat(43),
} as Coupon;

describe('coupon e-mail and SMS in Spanish', () => {
  it('the e-mail: Spanish subject, body, codes, disclaimer and <html lang="es">, linking the Spanish coupon page', () => {
    const mail = couponEmail(coupon, 'es');
    expect(mail.subject).toBe('Su cupón de RxSavvy: Lisinopril por $7.42 en Walgreens');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('Muestre este cupón en Walgreens para obtener su descuento.');
    expect(mail.text).toContain('Precio verificado el 3 mar 2026, 2:15 p.m. UTC.');
    expect(mail.text).toContain('Este es un programa de descuentos, NO un seguro.');
    expect(mail.text).toContain('BIN: 006053');
    expect(mail.text).toMatch(/Abra su cupón: https?:\/\/[^/]+\/es\/coupon\?/);
    expect(mail.html).toContain('número ficticio');
    expectSpanish(mail.subject, 'the subject');
    expectSpanish(mail.text.replace(/\((Member ID|Group)\)/g, ''), 'the text');
  });

  it('the SMS: Spanish words, the codes, the Spanish coupon page and "Responda ALTO para cancelar"', () => {
    const sms = couponSms(coupon, 'es');
    expect(sms).toMatch(/^Cupón de RxSavvy: Lisinopril 10 mg 30 \$7\.42 en Walgreens, 1000 Market St/);
    expect(sms).toContain('BIN 006053 PCN MSC GRP RX2002 ID RXS123456789');
    expect(sms).toMatch(/Cupón: https?:\/\/\S+\/es\/coupon\?/);
    expect(sms.endsWith('No es un seguro. Responda ALTO para cancelar.')).toBe(true);
    expectSpanish(sms, 'the coupon SMS');
  });

  it('English stays as it was, with the English coupon page', () => {
    expect(couponSms(coupon)).toContain('Reply STOP to opt out.');
    expect(couponSms(coupon)).not.toContain('/es/');
    expect(couponEmail(coupon).html).toContain('<html lang="en">');
  });
});

describe('newsletter confirmation in Spanish', () => {
  it('asks in Spanish, with the one-click unsubscribe', () => {
    const mail = newsletterConfirmationEmail({ confirm: 'https://rxsavvy.com/c', unsubscribe: 'https://rxsavvy.com/u' }, 'es');
    expect(mail.subject).toBe('Confirme su suscripción al boletín de RxSavvy');
    expect(mail.html).toContain('Cancele su suscripción</a> con un clic en cualquier momento.');
    expect(mail.text).toContain('Cancele su suscripción: https://rxsavvy.com/u');
    expectSpanish(mail.subject + mail.text, 'the newsletter confirmation');
  });
});

const watch = { drugName: 'Lisinopril', quantity: 30, zip: '92101' };
const links = { confirm: 'https://rxsavvy.com/subscription/confirm?t=1', unsubscribe: 'https://rxsavvy.com/subscription/unsubscribe?t=1', prices: 'https://rxsavvy.com/es/Lisinopril?q=30' };

describe('price alerts in Spanish', () => {
  it('the confirmation, by e-mail and SMS', () => {
    const mail = alertConfirmationEmail(watch, links, 'es');
    expect(mail.subject).toBe('Confirme su alerta de precio de RxSavvy para Lisinopril');
    expect(mail.text).toContain('Confirme que desea recibir un correo cuando baje el precio de Lisinopril (cantidad 30) cerca de 92101');
    expect(mail.text).toContain(`Cancele estas alertas: ${links.unsubscribe}`);
    expect(mail.html).toContain('<html lang="es">');
    const sms = alertConfirmationSms(watch, links, 'es');
    expect(sms).toBe(`RxSavvy: confirme las alertas de precio de Lisinopril: ${links.confirm} Responda ALTO para cancelar.`);
    for (const text of [mail.subject, mail.text, sms]) expectSpanish(text, 'the alert confirmation');
  });

  it('the drop alert, by e-mail and SMS, with its unsubscribe link', () => {
    const mail = priceDropEmail(watch, 12.5, 9.99, links, 'es');
    expect(mail.subject).toBe('Lisinopril ahora cuesta $9.99 cerca de 92101');
    expect(mail.text).toContain('El precio más bajo con cupón de Lisinopril (cantidad 30) cerca de 92101 bajó de $12.50 a $9.99.');
    expect(mail.html).toContain('Cancele estas alertas</a> con un clic.');
    const sms = priceDropSms(watch, 9.99, links, 'es');
    expect(sms).toBe(`RxSavvy: Lisinopril ahora $9.99 cerca de 92101. ${links.prices} Cancelar alertas: ${links.unsubscribe}`);
    for (const text of [mail.subject, mail.text, sms]) expectSpanish(text, 'the drop alert');
  });
});

const sub = (kind: SignupKind, over: Partial<Subscription> = {}): Subscription => ({
  id: 'abcdefgh12', kind, channel: 'email', contact: 'ana@example.com', contactHash: 'h', timeZone: 'America/Chicago', consentText: CONSENT_TEXTS.es,
  consentAt: '2026-01-01T00:00:00Z', confirmTokenHash: 'h', manageSecret: 's'.repeat(32), status: 'confirmed', lang: 'es', drugName: 'Lisinopril', ...over,
} as Subscription);
const occurrence = (type: OccurrenceType, about: string): Occurrence => ({ key: `${type}#x`, type, at: new Date('2026-12-01T15:00:00Z'), about });
const UNSUBSCRIBE = 'https://rxsavvy.com/irxsavvy/manage-sign-up?action=unsubscribe&token=abc.def';

/** Every message a sign-up can send: its confirmation, the family's, each occurrence of its kind, the deletion link. */
function everySignupMessage() {
  const messages: [string, Composed][] = SIGNUP_KINDS.map((kind) => [`${kind} confirmation`, confirmationMessage(sub(kind), 'tok.en', false)]);
  messages.push(['family confirmation', confirmationMessage(sub('family-notifications'), 'tok.en', true)]);
  const occurrences: [SignupKind, Occurrence, number?][] = [
    ['medication-reminders', occurrence('reminder', '08:00')],
    ['medication-reminders', occurrence('reminder', '21:30')],
    ['refill-notifications', occurrence('refillDue', '2026-12-03')],
    ['family-notifications', occurrence('refillDue', '2026-12-03')],
    ['thank-yous', occurrence('refillCheck', '2026-12-03')],
    ['thank-yous', occurrence('thanks', '2026-12-03')],
    ['personalized-thank-yous', occurrence('thanks', '2026-12-03')],
    ['monetary-incentives', occurrence('thanks', '2026-12-03'), 20],
    ['medication-check-in', occurrence('checkIn', '2026-12-03')],
    ['educational-contact-to-discuss-medications', occurrence('educational', '2026-12-03')],
  ];
  for (const [kind, o, points] of occurrences) {
    messages.push([`${kind} ${o.type} ${o.about}`, occurrenceMessage(sub(kind, kind === 'personalized-thank-yous' ? { firstName: 'Ana' } : {}), o, 'tok.en', points)]);
  }
  return messages;
}

describe('sign-up messages in Spanish', () => {
  it.each(everySignupMessage())('%s, by e-mail and SMS, with the unsubscribe link and ALTO', (_name, composed) => {
    const mail = toEmail(composed, 'es', UNSUBSCRIBE);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(`Cancele su suscripción con un clic</a>. RxSavvy es un programa de descuentos para recetas, no un seguro.`);
    expect(mail.text).toContain(`Cancelar la suscripción: ${UNSUBSCRIBE}`);
    const sms = toSms(composed, 'es', UNSUBSCRIBE);
    expect(sms.endsWith(`Cancelar: responda ALTO o ${UNSUBSCRIBE}`)).toBe(true);
    for (const text of [mail.subject, mail.text, sms]) expectSpanish(text, _name);
  });

  it('says dates, times and names the Spanish way', () => {
    expect(occurrenceMessage(sub('medication-reminders'), occurrence('reminder', '21:30'), 't').subject).toBe('Recordatorio: Lisinopril, 9:30 p. m.');
    expect(occurrenceMessage(sub('refill-notifications'), occurrence('refillDue', '2026-12-03'), 't').lines[0]).toBe('Le toca resurtir Lisinopril el jueves, 3 de diciembre.');
    expect(occurrenceMessage(sub('refill-notifications', { drugName: undefined }), occurrence('refillDue', '2026-12-03'), 't').lines[0]).toBe('Le toca resurtir su medicamento el jueves, 3 de diciembre.');
    expect(occurrenceMessage(sub('refill-notifications'), occurrence('refillDue', '2026-12-03'), 't').action?.href).toBe('https://rxsavvy.com/es/Lisinopril');
    expect(confirmationMessage(sub('medication-reminders'), 't', false).lines[0]).toBe('Confirme que desea recibir recordatorios de medicamentos de RxSavvy.');
    const points = occurrenceMessage(sub('monetary-incentives'), occurrence('thanks', '2026-12-03'), 't', 20);
    expect(points.lines[1], 'the Spanish terms say they are a courtesy translation').toContain('Traducción de cortesía');
  });

  it('the deletion link, without an unsubscribe line', () => {
    const composed = deletionMessage('es', 'https://rxsavvy.com/irxsavvy/manage-sign-up?action=delete&token=a.b');
    const mail = toEmail(composed, 'es');
    expect(mail.subject).toBe('Elimine sus suscripciones de RxSavvy');
    expect(mail.text).not.toContain('Cancelar la suscripción');
    expect(toSms(composed, 'es').endsWith('Responda ALTO para cancelar')).toBe(true);
    expectSpanish(mail.text, 'the deletion e-mail');
  });

  it('a sign-up stored before languages (no lang) still gets English', () => {
    expect(confirmationMessage(sub('medication-reminders', { lang: undefined }), 't', false).subject).toBe('Confirm your medication reminders');
  });
});

describe('SMS segments (GSM-7, 160/153 a segment; UCS-2, 70/67)', () => {
  it('toGsm7 drops only the accents GSM-7 lacks: á í ó ú go, é ñ ü ¿ ¡ stay', () => {
    expect(toGsm7('¿Cupón? ¡Sí! Farmacéutico, niño, pingüino, ÁÍÓÚ')).toBe('¿Cupon? ¡Si! Farmacéutico, niño, pingüino, AIOU');
    expect(toGsm7('2:15\u202fp.\u00a0m. “x” – y')).toBe('2:15 p. m. "x" - y');
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize('ó'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize('ó'.repeat(71)).segments).toBe(2);
    expect(smsSize('[]').units, 'extension characters take two septets').toBe(4);
  });

  /** Every SMS template in both languages, as sendSms sends it (through toGsm7). */
  const texts = (lang: MessageLang): [string, string][] => {
    const s = (kind: SignupKind, over: Partial<Subscription> = {}) => sub(kind, { lang, ...over });
    return [
      ['coupon', couponSms(coupon, lang)],
      ['price-alert confirmation', alertConfirmationSms(watch, links, lang)],
      ['price drop', priceDropSms(watch, 9.99, links, lang)],
      ['sign-up confirmation', toSms(confirmationMessage(s('medication-reminders'), 'tok.en', false), lang, UNSUBSCRIBE)],
      ['family confirmation', toSms(confirmationMessage(s('family-notifications'), 'tok.en', true), lang, UNSUBSCRIBE)],
      ['reminder', toSms(occurrenceMessage(s('medication-reminders'), occurrence('reminder', '08:00'), 't'), lang, UNSUBSCRIBE)],
      ['refill due', toSms(occurrenceMessage(s('refill-notifications'), occurrence('refillDue', '2026-12-03'), 't'), lang, UNSUBSCRIBE)],
      ['refill check', toSms(occurrenceMessage(s('thank-yous'), occurrence('refillCheck', '2026-12-03'), 't'), lang, UNSUBSCRIBE)],
      ['check-in', toSms(occurrenceMessage(s('medication-check-in'), occurrence('checkIn', '2026-12-03'), 't'), lang, UNSUBSCRIBE)],
      ['deletion link', toSms(deletionMessage(lang, 'https://rxsavvy.com/irxsavvy/manage-sign-up?action=delete&token=a.b'), lang)],
      ['HELP answer', SMS_KEYWORD_REPLIES.help[lang]],
      ['STOP answer', SMS_KEYWORD_REPLIES.optOut[lang]],
    ];
  };

  it('every Spanish text goes out in GSM-7 and in no more segments than its English one', () => {
    const en = texts('en');
    const rows = texts('es').map(([name, es], i) => {
      const english = smsSize(toGsm7(en[i]![1]));
      const spanish = smsSize(toGsm7(es));
      return { name, en: english.segments, es: spanish.segments, esWithAccents: smsSize(es).segments, enChars: english.units, esChars: spanish.units, esEncoding: spanish.encoding };
    });
    // The measured table the README quotes (npx vitest run --project unit tests/unit/messaging/spanish-templates.test.ts).
    console.table(rows);
    for (const row of rows) {
      expect(row.esEncoding, `${row.name}: the Spanish text as sent is GSM-7`).toBe('GSM-7');
      expect(row.es, `${row.name}: Spanish segments within the English ones`).toBeLessThanOrEqual(row.en);
    }
  });
});

describe('SMS keywords', () => {
  it.each([
    ['ALTO', 'optOut', 'es'], [' alto ', 'optOut', 'es'], ['Para', 'optOut', 'es'], ['CANCELAR', 'optOut', 'es'], ['baja', 'optOut', 'es'],
    ['¡Alto!', 'optOut', 'es'], ['Cancelár', 'optOut', 'es'], ['AYUDA', 'help', 'es'], ['ayúda', 'help', 'es'],
    ['STOP', 'optOut', 'en'], ['stop', 'optOut', 'en'], ['HELP', 'help', 'en'], ['START', 'optIn', 'en'],
  ])('"%s" is %s (%s)', (text, action, lang) => {
    expect(readSmsKeyword(text)).toEqual({ action, lang });
  });

  it.each(['para mañana', 'alto precio', 'hola', '', 'STOP IT'])('"%s" is not a keyword (a keyword is the whole reply)', (text) => {
    expect(readSmsKeyword(text)).toBeUndefined();
  });
});

describe('the confirm and unsubscribe links open the landing page in the message\'s language', () => {
  it('newsletter', () => {
    expect(subscriptionLinks('t 1', 'es')).toEqual({
      confirm: expect.stringMatching(/\/es\/subscription\/confirm\?list=newsletter&token=t%201$/),
      unsubscribe: expect.stringMatching(/\/es\/subscription\/unsubscribe\?list=newsletter&token=t%201$/),
    });
    expect(subscriptionLinks('t1').confirm).toMatch(/[^s]\/subscription\/confirm\?/);
  });

  it('price alert (older watches without a language: English)', () => {
    const spanish = alertLinks({ drugName: 'Lisinopril', ndc: '00000000000', quantity: 30, zip: '92101', lang: 'es' }, 'tok');
    expect(spanish.confirm).toMatch(/\/es\/subscription\/confirm\?list=price-alert&token=tok$/);
    expect(spanish.unsubscribe).toMatch(/\/es\/subscription\/unsubscribe\?list=price-alert&token=tok$/);
    const english = alertLinks({ drugName: 'Lisinopril', ndc: '00000000000', quantity: 30, zip: '92101' }, 'tok');
    expect(english.unsubscribe).not.toContain('/es/');
  });
});
