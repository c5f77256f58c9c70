/**
 * Attacks of the third round on limits, relays and answers (README "Security tests"). Each one
 * passed against the code before it. The HTTP attacks go to the local runtime; the ones that need a
 * caller address other than loopback (which the runtime never limits) call the route handlers as
 * Lambda does, with the address API Gateway would put in the event.
 */
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpEvent } from '../../functions/lib/http';
import { resetAwsClients } from '../../functions/lib/aws';
import { apiUrl, getCompleteJson, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { postFrom } from '../support/request-from';
import { issuedCoupon, outboxFor, smsReply, uniqueEmail, uniquePhone } from '../integration/messaging-helpers';

beforeAll(() => useRuntimeEnv());

/** A loopback source of its own per test, so the sign-up per-IP counters of one test do not spend another's. */
let source = 10;
const nextSource = () => `127.0.3.${(source += 1)}`;

const tokenIn = (text: string, action: string) => new RegExp(`action=${action}&token=([A-Za-z0-9._-]+)`).exec(text)?.[1];

async function signUpFrom(from: string, body: Record<string, unknown>) {
  return postFrom(from, apiUrl('/api/signups'), { channel: 'email', timeZone: 'America/Chicago', consent: true, ...body });
}

/** What API Gateway hands a route's Lambda for a request from `sourceIp`. */
function lambdaEvent(method: 'GET' | 'POST', path: string, sourceIp: string, extra: { query?: Record<string, string>; headers?: Record<string, string>; body?: unknown; authorizer?: Record<string, unknown> } = {}): HttpEvent {
  return {
    version: '2.0', routeKey: `${method} ${path}`, rawPath: path, rawQueryString: '', isBase64Encoded: false,
    headers: { ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }), ...extra.headers },
    ...(extra.query ? { queryStringParameters: extra.query } : {}),
    ...(extra.body === undefined ? {} : { body: JSON.stringify(extra.body) }),
    requestContext: {
      accountId: '1', apiId: 'a', domainName: 'rxsavvy.test', domainPrefix: 'rxsavvy', requestId: `sec-${Math.random()}`, routeKey: `${method} ${path}`,
      stage: '$default', time: '', timeEpoch: 0, http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'attacker' },
      ...(extra.authorizer ? { authorizer: { lambda: extra.authorizer } } : {}),
    } as HttpEvent['requestContext'],
  };
}
const lambdaContext = { awsRequestId: 'sec', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
type Handler = (event: HttpEvent, context: Context) => Promise<{ statusCode?: number; headers?: Record<string, unknown>; body?: string }>;

describe('no visitor-typed text reaches a family contact, and the family contact has a limit', () => {
  it('refuses a "first name" that carries a domain or a link', async () => {
    for (const firstName of ['Visit rxsavvy-refunds.com now', 'J.R.', 'evil.shop']) {
      const res = await signUpFrom(nextSource(), { kind: 'family-notifications', contact: uniqueEmail('fam-owner'), firstName, fillDate: '2033-01-01', daysSupply: 30, family: { channel: 'email', contact: uniqueEmail('fam') } });
      expect(res.status, `first name ${firstName}`).toBe(400);
    }
  });

  it('never puts the typed name in the family contact\'s message', async () => {
    const from = nextSource();
    const contact = uniqueEmail('fam-owner');
    const family = uniqueEmail('fam-member');
    expect((await signUpFrom(from, { kind: 'family-notifications', contact, firstName: 'Scamalot', fillDate: '2033-01-01', daysSupply: 30, family: { channel: 'email', contact: family } })).status).toBe(202);
    const token = tokenIn((await outboxFor(contact))[0]!.text, 'confirm');
    expect((await postJson('/api/signups/confirm', { token })).status).toBe(200);
    const [ask] = await outboxFor(family);
    expect(ask, 'the family contact is asked to confirm').toBeDefined();
    expect(`${ask!.subject} ${ask!.text}`, 'the typed name in a message to the family contact').not.toContain('Scamalot');
  });

  it('limits the family contact per mailbox, whoever signs up and however it is spelled', async () => {
    const [local, domain] = uniqueEmail('famlimit').split('@') as [string, string];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const family = `${i % 2 ? local.toUpperCase() : local}+${i}@${domain}`;
      statuses.push((await signUpFrom(nextSource(), { kind: 'family-notifications', contact: uniqueEmail(`fam-sender${i}`), fillDate: '2033-01-01', daysSupply: 30, family: { channel: 'email', contact: family } })).status);
    }
    expect(statuses.at(-1), `statuses ${statuses.join(',')}`).toBe(429);
  });

  it('counts sign-up and deletion-link recipients on the mailbox (plus, dots, case, googlemail)', async () => {
    const spellings = (user: string) => [`${user}@gmail.com`, `${user}+a@gmail.com`, `${user.slice(0, 3)}.${user.slice(3)}@googlemail.com`, `${user.toUpperCase()}@GMAIL.com`];
    const signups = [];
    for (const contact of spellings(`evade${Date.now()}`)) signups.push((await signUpFrom(nextSource(), { kind: 'medication-check-in', contact, everyDays: 7 })).status);
    expect(signups.at(-1), `sign-up statuses ${signups.join(',')}`).toBe(429);
    const deletions = [];
    for (const contact of spellings(`erase${Date.now()}`)) deletions.push((await postFrom(nextSource(), apiUrl('/api/signups/delete-request'), { channel: 'email', contact })).status);
    expect(deletions.at(-1), `deletion statuses ${deletions.join(',')}`).toBe(429);
  });
});

describe('limits nobody escapes', () => {
  const caller = () => `198.51.100.${Math.floor(Math.random() * 200) + 20}`;

  it('a made-up x-api-key on each request does not escape the per-IP limit of a public route', async () => {
    const { handler } = await import('../../functions/routes/config/handler');
    const ip = caller();
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) statuses.push((await (handler as unknown as Handler)(lambdaEvent('GET', '/config', ip, { headers: { 'x-api-key': `random-${i}-${Math.random()}` } }), lambdaContext)).statusCode!);
    expect(statuses.filter((s) => s === 429).length, 'requests refused with 429 after the burst').toBeGreaterThan(0);
  });

  it('a Coupon API key gets its own quota, not the public per-IP bucket (60, then 2/s)', async () => {
    const { handler } = await import('../../functions/routes/coupon-api-popular-drugs/handler');
    const ip = caller();
    const authorizer = { keyId: `k-${Date.now()}`, customerId: 'c-sec', revenueModel: 'passThrough', rateLimitPerMinute: 600 };
    const statuses: number[] = [];
    for (let i = 0; i < 80; i += 1) statuses.push((await (handler as unknown as Handler)(lambdaEvent('GET', '/v1/drugs/popular', ip, { authorizer }), lambdaContext)).statusCode!);
    expect(statuses.filter((s) => s === 429), 'a paying key throttled below its 600/min').toEqual([]);
  });

  it('the every-PBM tool view is limited per caller beyond the route\'s bucket', async () => {
    const { handler } = await import('../../functions/routes/tools-pharmacies/handler');
    const ip = caller();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) statuses.push((await (handler as unknown as Handler)(lambdaEvent('GET', '/api/tools/pharmacies', ip, { query: { view: 'pbm-mail-order', drugName: 'Lisinopril', qty: String(30 + i) } }), lambdaContext)).statusCode!);
    expect(statuses.at(-1), `statuses ${statuses.join(',')}`).toBe(429);
  });
});

describe('answers that tell an attacker nothing, and client problems that are 4xx', () => {
  it.each([['+1 456 234 5678'], ['(670) 234-5678'], ['671-234-5678'], ['684 234 5678'], ['299-234-5678'], ['500-234-5678'], ['600-234-5678'], ['700-234-5678'], ['710-234-5678'], ['833-234-5678'], ['900-234-5678'], ['340-234-5678'], ['221-234-5678']])('never texts the non-geographic, territory or unassigned number %s', async (phone) => {
    expect((await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone })).status).toBe(400);
  });

  it('answers a number that replied STOP exactly as any other, and sends nothing', async () => {
    const stopped = uniquePhone();
    await smsReply(stopped, 'STOP');
    const fresh = await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: uniquePhone() });
    const res = await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: stopped });
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual(fresh.body);
    expect(await outboxFor(stopped)).toEqual([]);
  });

  it('a sign-up to a STOPped number answers as any other (202), and to a non-US number 400, never 503', async () => {
    const stopped = uniquePhone();
    await smsReply(stopped, 'STOP');
    expect((await signUpFrom(nextSource(), { kind: 'medication-check-in', channel: 'sms', contact: stopped, everyDays: 7 })).status).toBe(202);
    expect((await signUpFrom(nextSource(), { kind: 'medication-check-in', channel: 'sms', contact: '+1 876 234 5678', everyDays: 7 })).status).toBe(400);
  });

  it('refuses a JSON route\'s body sent as text/plain (a cross-site form can send that), and sends nothing', async () => {
    const to = uniqueEmail('csrf');
    const res = await fetch(apiUrl('/api/ecsprice0'), { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify({ coupon: await issuedCoupon(), receiverEmail: to }) });
    expect(res.status).toBe(415);
    expect(await outboxFor(to)).toEqual([]);
  });

  it.each(['1e-300', '0.001', '30.0001', 'Infinity', '-5'])('refuses qty=%s instead of pricing and signing it', async (qty) => {
    expect((await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '92101', qty })).status).toBe(400);
  });

  it('still prices a fractional catalog quantity (8.5)', async () => {
    expect((await getCompleteJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '92101', qty: '8.5' })).status).toBe(200);
  });
});

describe('a dependency that fails answers 503 + Retry-After, never 500', () => {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  afterEach(() => {
    useRuntimeEnv();
    if (endpoint) process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
    resetAwsClients();
  });

  it('DynamoDB refusing connections', async () => {
    const { handler } = await import('../../functions/routes/signup-delete-request/handler');
    process.env.AWS_ENDPOINT_URL_DYNAMODB = 'http://127.0.0.1:1';
    resetAwsClients();
    const res = await (handler as unknown as Handler)(lambdaEvent('POST', '/api/signups/delete-request', '198.51.100.77', { body: { channel: 'email', contact: 'someone@example.com' } }), lambdaContext);
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(res.body!).error.code).toBe('overloaded');
  });
});
