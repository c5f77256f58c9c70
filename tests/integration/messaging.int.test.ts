import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../shared/brand';
import type { DrugDetails } from '../../shared/contracts/prices';
import { couponOfRow } from '../../shared/coupon-link';
import { isPriced } from '../../shared/priced-set';
import { apiUrl, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { getFrom, outboxCount, outboxFor, smsReply, uniqueEmail, uniquePhone, issuedCoupon } from './messaging-helpers';

beforeAll(() => useRuntimeEnv());

describe('POST /api/ecsprice0 (coupon e-mail)', () => {
  it('sends an HTML + text e-mail with the coupon, escaped, to the visitor', async () => {
    const to = uniqueEmail('coupon');
    const res = await postJson('/api/ecsprice0', { coupon: await issuedCoupon({ pharmacyName: "Smith's & Sons Pharmacy" }), receiverEmail: to });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    const [mail] = await outboxFor(to);
    expect(mail).toMatchObject({ channel: 'email', to: [to], from: BRAND.email, category: 'coupon' });
    expect(mail!.subject).toContain('Lisinopril');
    expect(mail!.html).toContain('Smith&#39;s &amp; Sons Pharmacy');
    expect(mail!.html).toContain('006053');
    expect(mail!.html).toContain('NOT insurance');
    expect(mail!.text).toContain("Smith's & Sons Pharmacy");
    expect(mail!.text).toContain('ignore it');
  });

  const to = 'x@example.com';
  const unsigned = async () => {
    const { sig: _sig, ...rest } = await issuedCoupon();
    return rest;
  };
  it.each([
    ['an invalid e-mail', async () => ({ coupon: await issuedCoupon(), receiverEmail: 'not-an-email' })],
    ['a CR/LF in the e-mail', async () => ({ coupon: await issuedCoupon(), receiverEmail: 'a@example.com\r\nBcc: b@example.com' })],
    ['a coupon without its signature', async () => ({ coupon: await unsigned(), receiverEmail: to })],
    ['a damaged signature', async () => ({ coupon: { ...(await issuedCoupon()), sig: 'not-a-signature' }, receiverEmail: to })],
    ['a changed price', async () => ({ coupon: { ...(await issuedCoupon()), price: 0.01 }, receiverEmail: to })],
    ['visitor text in the pharmacy name', async () => ({ coupon: { ...(await issuedCoupon()), pharmacyName: 'URGENT your bank account is locked call 8005550100' }, receiverEmail: to })],
    ['another coupon\'s signature', async () => ({ coupon: { ...(await issuedCoupon({ ln: 'Zestril' })), sig: (await issuedCoupon()).sig, ln: 'Zestril' }, receiverEmail: to })],
    ['an oversized pharmacy name', async () => ({ coupon: await issuedCoupon({ pharmacyName: 'W'.repeat(121) }), receiverEmail: to })],
    ['a missing coupon', async () => ({ receiverEmail: to })],
  ])('answers %s with 400 and sends nothing', async (_name, body) => {
    const before = await outboxCount();
    const res = await postJson('/api/ecsprice0', await body());
    expect(res.status).toBe(400);
    expect(res.body.error.code).toEqual(expect.any(String));
    expect(await outboxCount()).toBe(before);
  });

  it('sends a coupon exactly as the price route issued it', async () => {
    const prices = await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '92101' });
    expect(prices.status).toBe(200);
    const { drugs, selected } = prices.body as DrugDetails;
    const row = drugs.filter(isPriced).find((d) => d.priceBasis === 'Coupon')!;
    const coupon = couponOfRow(row, selected);
    const receiver = uniqueEmail('issued');
    expect((await postJson('/api/ecsprice0', { coupon, receiverEmail: receiver })).status).toBe(200);
    const [mail] = await outboxFor(receiver);
    expect(mail!.html).toContain(row.pharmacyName.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(mail!.text, 'the e-mail gives the store\'s address').toContain(`Pharmacy: ${row.pharmacyName}, ${row.address}`);
    expect(mail!.text, 'the e-mail says when the price was checked').toMatch(/Price checked [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC\./);
    const link = new URL(/Open your coupon: (\S+)/.exec(mail!.text)![1]!);
    expect(link.pathname, 'the e-mail links to the coupon page').toBe('/coupon');
    expect(link.searchParams.get('sig'), 'the link carries the coupon\'s signature').toBe(row.couponSig);
    expect(link.searchParams.get('addr')).toBe(row.address);
    expect(link.searchParams.get('nd'), 'the link names the product priced (signed, issue 29)').toBe(selected.ndc);
    const fromLink = Object.fromEntries([...link.searchParams].filter(([key]) => key !== 'returnURL'));
    expect((await postJson('/api/coupon/verify', { coupon: fromLink })).status, 'the e-mailed link opens as issued').toBe(200);
    expect(link.search, 'the link carries no personal data').not.toContain(encodeURIComponent(receiver));
    expect(link.origin, 'the link is on the site\'s own origin (SITE_URL)').toBe(new URL(apiUrl('/')).origin);
    expect((await postJson('/api/ecsprice0', { coupon: { ...coupon, qty: '90 tablets' }, receiverEmail: receiver })).status).toBe(400);
    expect((await postJson('/api/ecsprice0', { coupon: { ...coupon, addr: '1 Elsewhere Rd' }, receiverEmail: receiver })).status, 'a changed address breaks the signature').toBe(400);
    expect((await postJson('/api/ecsprice0', { coupon: { ...coupon, at: '2020-01-01T00:00:00.000Z' }, receiverEmail: receiver })).status, 'a changed check time breaks the signature').toBe(400);

    const phone = uniquePhone();
    expect((await postJson('/api/ecssms0', { coupon, ReceiverPhoneNumber: phone })).status).toBe(200);
    const [sms] = await outboxFor(phone);
    expect(sms!.text, 'the SMS gives the store\'s address').toContain(row.address);
    expect(sms!.text, 'the SMS says when the price was checked').toContain('price checked ');
    expect(sms!.text, 'the SMS links to the coupon page').toMatch(/Coupon: http\S+\/coupon\?\S*sig=/);
  });

  it('allows 5 coupon e-mails per recipient per hour, then 429 with Retry-After', async () => {
    const to = uniqueEmail('limit');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postFrom>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await postFrom(`127.0.1.${i + 1}`, apiUrl('/api/ecsprice0'), { coupon: await issuedCoupon(), receiverEmail: to });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(JSON.parse(last!.body).error.message).toContain('this recipient');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxFor(to)).toHaveLength(5);
  });

  it('allows 20 coupon e-mails per IP per hour', async () => {
    const ip = '127.0.2.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await postFrom(ip, apiUrl('/api/ecsprice0'), { coupon: await issuedCoupon(), receiverEmail: uniqueEmail('ip') })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await postFrom('127.0.2.2', apiUrl('/api/ecsprice0'), { coupon: await issuedCoupon(), receiverEmail: uniqueEmail('ip') })).status).toBe(200);
  });
});

describe('recipient limits count the mailbox, not its spelling', () => {
  it('stops plus-addressing from walking around the per-recipient limit', async () => {
    const base = uniqueEmail('plus');
    const [local, domain] = base.split('@') as [string, string];
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await postJson('/api/ecsprice0', { coupon: await issuedCoupon(), receiverEmail: `${local}+${i}@${domain}` })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('POST /api/ecssms0 (coupon SMS)', () => {
  it('texts the coupon in E.164 as a transactional SMS', async () => {
    const digits = uniquePhone().slice(2);
    const res = await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` });
    expect(res.status).toBe(200);
    const [sms] = await outboxFor(`+1${digits}`);
    expect(sms).toMatchObject({ channel: 'sms', to: [`+1${digits}`], smsType: 'Transactional' });
    expect(sms!.text).toContain('BIN 006053');
    expect(sms!.text).toContain('Reply STOP');
    expect(sms!.text.length, 'the SMS, with the link to the coupon, fits in five segments').toBeLessThanOrEqual(5 * 153);
  });

  it('never texts a number that replied STOP, and texts it again after START', async () => {
    const phone = uniquePhone();
    await smsReply(phone, 'STOP');
    const res = await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone });
    expect(res.status, 'a STOPped number gets the answer any number gets (no opt-out oracle)').toBe(200);
    expect(await outboxFor(phone)).toHaveLength(0);
    await smsReply(phone, 'start');
    expect((await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone })).status).toBe(200);
    expect(await outboxFor(phone)).toHaveLength(1);
  });

  it.each([
    ['too few digits', '555-0100'],
    ['letters', '415-CALL-NOW'],
    ['a non-US number', '+44 20 7946 0958'],
    ['oversized', '1'.repeat(21)],
    // +1 numbers that are not US: SMS pumping targets and international rates.
    ['a Jamaican number', '+1 876 234 5678'],
    ['a Dominican Republic number', '(809) 234-5678'],
    ['a British Virgin Islands number', '284-234-5678'],
    ['a Canadian number', '416 234 5678'],
    ['a premium number', '900-234-5678'],
  ])('answers %s with 400 and sends nothing', async (_name, ReceiverPhoneNumber) => {
    const before = await outboxCount();
    const res = await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber });
    expect(res.status).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  it('allows 5 texts per number per hour', async () => {
    const phone = uniquePhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await postFrom(`127.0.3.${i + 1}`, apiUrl('/api/ecssms0'), { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /api/ecsprice0 (contact, demo and API-contact forms)', () => {
  it('mails the team inbox, never the caller\'s address, with the visitor as Reply-To and the text escaped', async () => {
    const visitor = uniqueEmail('visitor');
    const res = await getJson('/api/ecsprice0', {
      subject: 'Request a Demo from Ann',
      emailBody: '<p>Name: Ann</p><p>Company: A&amp;B</p><p>Message: <script>alert(1)</script> hi</p>',
      receiverEmail: visitor,
    });
    expect(res.status).toBe(200);
    expect(await outboxFor(visitor)).toHaveLength(0);
    const team = (await outboxFor(BRAND.email)).find((m) => m.replyTo?.includes(visitor));
    expect(team).toMatchObject({ to: [BRAND.email], replyTo: [visitor], category: 'contact' });
    expect(team!.subject).toContain('Request a Demo from Ann');
    expect(team!.html).not.toContain('<script>');
    expect(team!.html).toContain('Company: A&amp;B');
    expect(team!.text).toContain('Company: A&B');
  });

  it.each([
    ['CR/LF in the subject', { subject: 'Hi\r\nBcc: victim@example.com', emailBody: 'x', receiverEmail: 'a@example.com' }],
    ['LF in the subject', { subject: 'Hi\nBcc: victim@example.com', emailBody: 'x', receiverEmail: 'a@example.com' }],
    ['CR/LF in the address', { subject: 'Hi', emailBody: 'x', receiverEmail: 'a@example.com\r\nBcc: v@example.com' }],
    ['an invalid address', { subject: 'Hi', emailBody: 'x', receiverEmail: 'nobody' }],
    ['an oversized subject', { subject: 's'.repeat(201), emailBody: 'x', receiverEmail: 'a@example.com' }],
    ['an oversized body', { subject: 'Hi', emailBody: 'b'.repeat(10_001), receiverEmail: 'a@example.com' }],
    ['an empty body', { subject: 'Hi', emailBody: '', receiverEmail: 'a@example.com' }],
  ])('answers %s with 400 and sends nothing', async (_name, query) => {
    const before = await outboxCount();
    const res = await getJson('/api/ecsprice0', query);
    expect(res.status).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  it('limits contact messages per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const url = apiUrl('/api/ecsprice0', { subject: 'Hello', emailBody: `message ${i}`, receiverEmail: uniqueEmail('contact-ip') });
      statuses.push((await getFrom('127.0.4.1', url)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/couponview', () => {
  it('records the view with the PBM derived from the BIN', async () => {
    const res = await postJson('/api/couponview', { coupon: await issuedCoupon({ rxBin: '021148' }), memberId: 'CH1', PBM: 'whatever', returnURL: '/Lisinopril' });
    expect(res.status).toBe(201);
    const { listCouponViews } = await import('../../functions/domain/analytics/coupon-views');
    const today = new Date().toISOString().slice(0, 10);
    const views = await listCouponViews(today, today);
    expect(views.at(-1)).toMatchObject({ pbm: 'ChangeHealthcare', rxBin: '021148', ln: 'Lisinopril', pharmacyName: 'Walgreens', price: 7.42 });
    expect(Object.keys(views.at(-1)!)).not.toContain('memberId');
  });

  it('counts no coupon the engine did not issue (unsigned, or a changed pharmacy)', async () => {
    const { sig: _sig, ...unsigned } = await issuedCoupon();
    const forged = { ...(await issuedCoupon()), pharmacyName: 'Competitor Pharmacy' };
    for (const coupon of [unsigned, forged]) {
      const res = await postJson('/api/couponview', { coupon, memberId: 'SS1', PBM: 'x' });
      expect(res.status).toBe(400);
    }
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists messages newest first', async () => {
    const to = uniqueEmail('order');
    await postJson('/api/ecsprice0', { coupon: await issuedCoupon({ price: 1 }), receiverEmail: to });
    await postJson('/api/ecsprice0', { coupon: await issuedCoupon({ price: 2 }), receiverEmail: to });
    const messages = await outboxFor(to);
    expect(messages.map((m) => m.subject)).toEqual([expect.stringContaining('$2.00'), expect.stringContaining('$1.00')]);
  });
});
