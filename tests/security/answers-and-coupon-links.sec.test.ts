/**
 * Attacks of the fourth round (README "Security tests"): a coupon link that carries words or a
 * phone number of its own, and answers that tell an anonymous caller which NPIs are verified or
 * which numbers replied STOP. The coupon-link and NPI attacks passed against the code before them;
 * the STOP ones check two more routes of a fix of the third round.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '../../shared/contracts/coupon';
import { npiCheckDigit } from '../../shared/validation';
import { apiUrl, postJson, useRuntimeEnv } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { bearer } from '../support/tokens';
import { issuedCoupon, outboxFor, smsReply, uniqueEmail, uniquePhone } from '../integration/messaging-helpers';

beforeAll(() => useRuntimeEnv());

const SCAM = 'CVS – account locked, call (876) 234-5678';

describe('the coupon page shows only what the engine signed (POST /api/coupon/verify, before anything is shown)', () => {
  const verify = (coupon: unknown) => postJson('/api/coupon/verify', { coupon });
  const signedWhere = () => issuedCoupon({ addr: '1 Main St, San Diego, CA 92101', at: '2026-11-28T03:00:00Z' });

  it('says yes to a coupon exactly as issued', async () => {
    const res = await verify(await signedWhere());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ issued: true });
  });

  it.each<[string, (c: Coupon) => Record<string, unknown>]>([
    ['scam text and a phone number as the pharmacy name', (c) => ({ ...c, pharmacyName: SCAM })],
    ['another customer phone line', (c) => ({ ...c, servicePhone: '(876) 234-5678' })],
    ['another pharmacist phone line', (c) => ({ ...c, helpdeskPhone: '(876) 234-5678' })],
    ['another store address', (c) => ({ ...c, addr: 'Call (876) 234-5678 to unlock your account' })],
    ['another price', (c) => ({ ...c, price: 0.01 })],
    ['another drug', (c) => ({ ...c, ln: 'Oxycodone' })],
    ['the address and check time dropped', ({ addr: _a, at: _t, ...c }) => c],
    ['no signature at all', ({ sig: _s, ...c }) => c],
  ])('refuses a link with %s (400 invalid_coupon), so the page shows the invalid-coupon state', async (_name, tamper) => {
    const res = await verify(tamper(await signedWhere()));
    expect(res.status).toBe(400);
    expect(res.body.error.code, 'refused as not issued, or as no coupon at all').toMatch(/^(invalid_coupon|invalid_input)$/);
  });
});

function freshNpi(): string {
  const first9 = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
  return `${first9}${npiCheckDigit(first9)}`;
}
const optIn = (npi: string, over: Record<string, unknown> = {}) => ({
  NPI: npi, SubmitterName: 'Someone', SubmitterEmail: uniqueEmail('npi-probe'), SubmitterAuthority: true,
  MinimumPayment: 3, OptOut: false, NotifyAboutFurtherOpportunities: false, AcceptTerms: true, ...over,
});
/** Each probe from its own loopback source, so the per-IP limit of the route (20 an hour) never answers instead. */
let source = 10;
const probe = async (npi: string, over: Record<string, unknown> = {}) => {
  const res = await postFrom(`127.0.4.${(source += 1)}`, apiUrl('/api/pharmacy-portal'), optIn(npi, over));
  const { NPI: _n, ...rest } = JSON.parse(res.body) as Record<string, unknown>;
  return { status: res.status, body: rest };
};

describe('an anonymous caller learns nothing of an NPI from the opt-in answers', () => {
  it('a verified NPI, an NPI with earlier submissions and an unknown one get one answer', async () => {
    const verified = freshNpi();
    expect((await postJson('/api/pharmacy-portal', optIn(verified), await bearer('pharmacist', { sub: `sec-owner-${verified}`, email: uniqueEmail('owner') }))).status).toBe(200);
    const tried = freshNpi();
    for (let i = 0; i < 3; i += 1) await probe(tried);
    const unknown = await probe(freshNpi());
    expect(unknown.status).toBe(202);
    expect(await probe(verified), 'a verified NPI').toEqual(unknown);
    expect(await probe(tried), 'an NPI submitted before').toEqual(unknown);
    expect(await probe(verified, { OptOut: true, MinimumPayment: 999999 }), 'an opt-out of a verified NPI').toEqual(unknown);
  });

  it('a sign-in that does not verify (no pharmacist role) gets the anonymous answer', async () => {
    const verified = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(verified), await bearer('pharmacist', { sub: `sec-owner-${verified}`, email: uniqueEmail('owner') }));
    const asker = await bearer('marketplace', { email: uniqueEmail('no-role') });
    const known = await postJson('/api/pharmacy-portal', optIn(verified), asker);
    const unknown = await postJson('/api/pharmacy-portal', optIn(freshNpi()), asker);
    expect(known.status).toBe(unknown.status);
    expect({ ...known.body, NPI: 'x' }).toEqual({ ...unknown.body, NPI: 'x' });
  });

  it('the verified owner\'s mailbox limit is no oracle: every change request answers as the first, and the owner gets at most the limit', async () => {
    const owner = uniqueEmail('limited-owner');
    const verified = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(verified), await bearer('pharmacist', { sub: `sec-owner-${verified}`, email: owner }));
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await probe(verified, { MinimumPayment: i % 2 ? 6 : 0 }));
    expect(answers.map((a) => a.status), 'statuses').toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size, 'one body').toBe(1);
    expect((await outboxFor(owner)).length, 'mails to the owner (the per-recipient limit is 3 an hour)').toBeLessThanOrEqual(3);
  });
});

describe('a number that replied STOP gets the answer any number gets, on every route that texts', () => {
  const stoppedNumber = async () => {
    const phone = uniquePhone();
    await smsReply(phone, 'STOP');
    return phone;
  };

  it('the price-drop alert sign-up', async () => {
    const body = (to: string) => ({ channel: 'sms', phone: to, drugName: 'Lisinopril', ndc: '00591040701', quantity: 30, zip: '92101', bestPrice: 9.99 });
    const stopped = await stoppedNumber();
    const fresh = await postFrom('127.0.5.1', apiUrl('/api/price-alerts'), body(uniquePhone()));
    const res = await postFrom('127.0.5.2', apiUrl('/api/price-alerts'), body(stopped));
    expect(res.status, res.body).toBe(fresh.status);
    expect(res.body).toEqual(fresh.body);
    expect(await outboxFor(stopped)).toEqual([]);
  });

  it('the sign-up deletion link', async () => {
    const stopped = await stoppedNumber();
    const fresh = await postFrom('127.0.5.3', apiUrl('/api/signups/delete-request'), { channel: 'sms', contact: uniquePhone() });
    const res = await postFrom('127.0.5.4', apiUrl('/api/signups/delete-request'), { channel: 'sms', contact: stopped });
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual(fresh.body);
    expect(await outboxFor(stopped)).toEqual([]);
  });
});
