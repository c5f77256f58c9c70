import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { issuedCoupon, outboxFor, uniqueEmail, uniquePhone } from '../integration/messaging-helpers';

beforeAll(() => useRuntimeEnv());

/**
 * `lang` (issue 31) picks which of our own string tables a message is written from: it must be
 * exactly 'en' or 'es', never a key a caller can steer (`__proto__`, `constructor`), a locale
 * string handed to Intl, or text that ends up in a message. Anything else is a 400 on every send
 * route, and nothing is sent.
 */
const lisinopril = { drugName: 'Lisinopril', ndc: '00591040701', quantity: 30, zip: '92101' };

const BAD_LANGS: [string, unknown][] = [
  ['fr', 'fr'], ['upper case', 'ES'], ['a locale', 'es-US'], ['a prototype key', '__proto__'], ['constructor', 'constructor'], ['toString', 'toString'],
  ['padding', ' es'], ['an empty string', ''], ['a long string', 'e'.repeat(1000)], ['markup', '<script>alert(1)</script>'], ['CR/LF', 'es\r\nBcc: x@example.com'],
  ['a number', 1], ['an array', ['es']], ['an object', { es: true }], ['null', null], ['true', true],
];

describe('lang accepts only en and es', () => {
  it.each(BAD_LANGS)('%s is a 400 on every POST send route, and nothing is sent', async (_name, lang) => {
    const coupon = await issuedCoupon();
    const [couponMail, couponPhone, alertMail, signupMail, deleteMail] = [uniqueEmail('lang'), uniquePhone(), uniqueEmail('lang'), uniqueEmail('lang'), uniqueEmail('lang')];
    const answers = [
      await postJson('/api/ecsprice0', { coupon, receiverEmail: couponMail, lang }),
      await postJson('/api/ecssms0', { coupon, ReceiverPhoneNumber: couponPhone, lang }),
      await postJson('/api/price-alerts', { ...lisinopril, channel: 'email', email: alertMail, bestPrice: 5, lang }),
      await postJson('/api/signups', { kind: 'medication-reminders', channel: 'email', contact: signupMail, timeZone: 'America/Chicago', consent: true, times: ['08:00'], lang }),
      await postJson('/api/signups/delete-request', { channel: 'email', contact: deleteMail, lang }),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toEqual(expect.any(String));
    }
    for (const to of [couponMail, couponPhone, alertMail, signupMail, deleteMail.toLowerCase()]) expect(await outboxFor(to), `nothing sent to ${to}`).toHaveLength(0);
  });

  it.each(BAD_LANGS.filter(([, lang]) => typeof lang === 'string'))('%s is a 400 on the newsletter sign-up (a query), and nothing is sent', async (_name, lang) => {
    const email = uniqueEmail('lang');
    const res = await getJson('/api/newsletter', { receiverEmail: email, signUpForNewsletter: 'true', lang: lang as string });
    expect(res.status).toBe(400);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('en and es are accepted', async () => {
    for (const lang of ['en', 'es']) {
      const email = uniqueEmail('lang-ok');
      // From a loopback address of its own: the per-caller limit of the other tests is not spent.
      expect((await postFrom(`127.0.9.${lang === 'en' ? 251 : 252}`, apiUrl('/api/ecsprice0'), { coupon: await issuedCoupon(), receiverEmail: email, lang })).status).toBe(200);
      expect(await outboxFor(email)).toHaveLength(1);
    }
  });
});
