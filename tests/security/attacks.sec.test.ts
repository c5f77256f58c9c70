/**
 * `npm run test:security`: the attacks tried against RxSavvy, run against the local runtime (the
 * same handlers as Lambda) on every `npm test`. Each block is an attack and must keep failing.
 */
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../shared/api-routes';
import { getOptIn } from '../../functions/domain/pharmacy/opt-ins';
import { npiCheckDigit } from '../../shared/validation';
import { apiUrl, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { bearer, tokenFor } from '../support/tokens';
import { outboxFor, uniqueEmail, issuedCoupon } from '../integration/messaging-helpers';

const ADMIN_ROUTE = '/api/admin/claim-analysis';
const asAdmin = async (token: string) => (await getJson(ADMIN_ROUTE, {}, { authorization: `Bearer ${token}` })).status;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(() => useRuntimeEnv());

/** The identity server's published keys (what an attacker can read). */
async function publicJwks(): Promise<JWK[]> {
  const discovery = (await getJson('/realms/pharmacy/.well-known/openid-configuration')).body as { jwks_uri: string };
  return ((await (await fetch(discovery.jwks_uri)).json()) as { keys: JWK[] }).keys;
}

describe('forged and wrong-kind tokens are refused on an admin route', () => {
  it('accepts the real admin access token (the control: past the auth check)', async () => {
    expect([401, 403]).not.toContain(await asAdmin(await tokenFor('admin')));
  });

  it.each<[string, () => Promise<string>]>([
    ['alg none', async () => { const [, payload] = (await tokenFor('admin')).split('.'); return `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.`; }],
    ['HS256 signed with the public key (key confusion)', async () => {
      const [key] = await publicJwks();
      const secret = new TextEncoder().encode(JSON.stringify(key));
      const [, payload] = (await tokenFor('admin')).split('.');
      return new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString())).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: key!.kid }).sign(secret);
    }],
    ['a foreign key with the real kid, and that key embedded (jwk) or linked (jku)', async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256');
      const [key] = await publicJwks();
      const [, payload] = (await tokenFor('admin')).split('.');
      return new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key!.kid, jwk: await exportJWK(publicKey), jku: 'https://evil.example/jwks.json' })
        .sign(privateKey);
    }],
    ['a tampered payload (pharmacist made admin)', async () => {
      const [header, payload, signature] = (await tokenFor('pharmacist')).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      return `${header}.${b64({ ...claims, roles: ['admin'] })}.${signature}`;
    }],
    ['another issuer', () => tokenFor('admin', { iss: 'https://evil.example/realms/pharmacy' })],
    ['another audience', () => tokenFor('admin', { aud: 'account' })],
    ['expired', () => tokenFor('admin', { expiresInSeconds: -300 })],
    ['an ID token shape (no at+jwt, aud = client)', async () => {
      const token = await tokenFor('admin', { client_id: undefined, azp: 'admin-website' });
      const [, payload, sig] = token.split('.');
      return `${b64({ alg: 'RS256', kid: JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid })}.${payload}.${sig}`;
    }],
    ['a token of another client', () => tokenFor('admin', { client_id: 'some-other-app' })],
  ])('%s → 401', async (_name, forge) => {
    expect(await asAdmin(await forge())).toBe(401);
  });

  it('refuses a pharmacist on an admin route (403), checked on the server', async () => {
    expect((await getJson(ADMIN_ROUTE, {}, await bearer('pharmacist'))).status).toBe(403);
  });
});

describe('pharmacy opt-in takeover', () => {
  it('an anonymous change to a verified opt-in never mails its link to the attacker, and changes nothing', async () => {
    const first9 = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
    const npi = `${first9}${npiCheckDigit(first9)}`;
    const optIn = { NPI: npi, SubmitterName: 'Owner', SubmitterEmail: 'x@example.com', SubmitterAuthority: true, MinimumPayment: 6, OptOut: false, NotifyAboutFurtherOpportunities: false, AcceptTerms: true };
    expect((await postJson('/api/pharmacy-portal', optIn, await bearer('pharmacist'))).status).toBe(200);
    const attacker = uniqueEmail('attacker');
    const res = await postJson('/api/pharmacy-portal', { ...optIn, OptOut: true, MinimumPayment: 999999, SubmitterName: 'Attacker', SubmitterEmail: attacker });
    expect(res.body.status, 'the answer any NPI gets').toBe('pendingConfirmation');
    expect(await outboxFor(attacker)).toEqual([]);
    expect(await getOptIn(npi)).toMatchObject({ OptOut: false, MinimumPayment: 6, verified: true });
  });
});

describe('relays and limit evasion', () => {
  const SCAM = 'URGENT your bank account is locked call 876 555 0100 or log in at evil.shop/verify';
  it.each([
    ['a coupon without the engine\'s signature', async () => { const { sig: _s, ...c } = await issuedCoupon(); return c; }],
    ['scam text in an issued coupon\'s pharmacy name', async () => ({ ...(await issuedCoupon()), pharmacyName: SCAM })],
    ['scam text in an issued coupon\'s quantity', async () => ({ ...(await issuedCoupon()), qty: 'log in at evil.shop' })],
    ['a signature forged with a guessed key', async () => ({ ...(await issuedCoupon()), sig: 'A'.repeat(43) })],
  ])('never relays %s by e-mail, SMS, or counts it as a view', async (_name, forged) => {
    const coupon = await forged();
    const to = uniqueEmail('relay');
    expect((await postJson('/api/ecsprice0', { coupon, receiverEmail: to })).status).toBe(400);
    expect((await postJson('/api/ecssms0', { coupon, ReceiverPhoneNumber: '415-234-5678' })).status).toBe(400);
    expect((await postJson('/api/couponview', { coupon, memberId: 'SS1', PBM: 'x' })).status).toBe(400);
    expect(await outboxFor(to)).toEqual([]);
  });

  it.each(['+1 876 234 5678', '(809) 234-5678', '284-234-5678', '416-234-5678', '900-234-5678'])('never texts the non-US or premium +1 number %s', async (phone) => {
    const res = await postJson('/api/ecssms0', { coupon: await issuedCoupon(), ReceiverPhoneNumber: phone });
    expect(res.status).toBe(400);
  });

  it('plus-addressing does not multiply the per-recipient limit', async () => {
    const [local, domain] = uniqueEmail('evade').split('@') as [string, string];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await postJson('/api/ecsprice0', { coupon: await issuedCoupon(), receiverEmail: `${local}+${i}@${domain}` })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('escapes visitor text in the coupon e-mail (no markup injection)', async () => {
    const to = uniqueEmail('xss');
    const res = await postJson('/api/ecsprice0', { coupon: await issuedCoupon({ pharmacyName: '<script>alert(1)</script>' }), receiverEmail: to });
    expect(res.status, 'the coupon e-mail route sends a signed coupon whatever its pharmacy name holds').toBe(200);
    const mails = await outboxFor(to);
    expect(mails, 'one coupon e-mail in the outbox').toHaveLength(1);
    expect(mails[0]!.html, 'the pharmacy name in the e-mail, as text').toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mails[0]!.html).not.toContain('<script>alert(1)</script>');
  });
});

describe('header abuse never causes a 5xx', () => {
  const HOSTILE = { 'x-forwarded-host': 'a b', 'x-forwarded-proto': 'javascript', host: 'evil.example:99999/x', 'x-origin-verify': 'guess', 'cloudfront-viewer-address': 'not-an-ip' };
  it.each(Object.values(API_ROUTES).filter((r) => r.method === 'GET').map((r) => [r.path] as const))('GET %s', async (path) => {
    const res = await fetch(apiUrl(path), { headers: HOSTILE });
    expect(res.status).toBeLessThan(500);
  });
});

describe('no open redirect', () => {
  it('redirects a used or forged confirmation link to the site\'s own page', async () => {
    const res = await fetch(apiUrl('/api/pharmacy-portal/confirm', { npi: '1234567893', token: 'x'.repeat(32) }), { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/pharmacy-portal?confirmed=0');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('the confirmation redirect stays on site for %s', async (target) => {
    const res = await fetch(apiUrl('/api/pharmacy-portal/confirm', { npi: '1234567893', token: 'x'.repeat(32) }) + `&next=${encodeURIComponent(target)}`, { redirect: 'manual' });
    const location = res.headers.get('location');
    // No redirect at all is safe; a redirect must stay on this site.
    if (location !== null) expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')).toBe(true);
    expect(res.status).toBeLessThan(500);
  });
});

