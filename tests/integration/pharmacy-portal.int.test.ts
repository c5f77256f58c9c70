import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOptIn, listOptInHistory } from '../../functions/domain/pharmacy/opt-ins';
import { ddb } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/env';
import { npiCheckDigit } from '../../shared/validation';
import { apiUrl, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { bearer } from '../support/tokens';

/** A fresh valid NPI (10 digits, Luhn check digit) per test. */
let serial = 0;
function freshNpi(): string {
  const first9 = `1${String(Date.now() % 1e6).padStart(6, '0')}${String((serial += 1) % 100).padStart(2, '0')}`;
  return `${first9}${npiCheckDigit(first9)}`;
}

const optIn = (npi: string, overrides: Record<string, unknown> = {}) => ({
  NPI: npi,
  SubmitterName: 'Pat Pharmacist',
  SubmitterEmail: `owner.${npi}@example.com`,
  SubmitterAuthority: true,
  MinimumPayment: 3,
  OptOut: false,
  NotifyAboutFurtherOpportunities: true,
  AcceptTerms: true,
  ...overrides,
});

async function outboxFor(to: string): Promise<{ subject?: string; text: string }[]> {
  const res = await getJson('/api/dev/outbox', { to, limit: 200 });
  return res.body.messages;
}

/** The confirmation page link in a mail's text. */
function linkIn(text: string): string {
  const link = /(http:\/\/\S+\/pharmacy-portal\/confirm\?\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  return link;
}

async function storedCount(): Promise<number> {
  const out = await ddb().send(new QueryCommand({ TableName: tableName('pharmacyOptIns'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'optin' }, Select: 'COUNT' }));
  return out.Count ?? 0;
}

describe('POST /api/pharmacy-portal', () => {
  beforeAll(() => useRuntimeEnv());

  it('stores a signed-in submission as verified with the token e-mail, not the typed one', async () => {
    const npi = freshNpi();
    const res = await postJson('/api/pharmacy-portal', optIn(npi, { SubmitterEmail: 'someone.else@example.com' }), await bearer('pharmacist'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ NPI: npi, status: 'verified', version: 1 });
    const stored = await getOptIn(npi);
    expect(stored).toMatchObject({ NPI: npi, SubmitterEmail: 'pharmacist@rxsavvy.test', verified: true, verifiedBy: 'sso', MinimumPayment: 3, AcceptTerms: true, NotifyAboutFurtherOpportunities: true, OptOut: false, SubmitterAuthority: true });
    expect(await outboxFor('someone.else@example.com')).toEqual([]);
  });

  it('stores a typed-e-mail submission unverified and e-mails a link; the link changes nothing on GET, its page\'s click confirms the address, an admin approves', async () => {
    const npi = freshNpi();
    const email = `typed.${npi}@example.com`;
    const res = await postJson('/api/pharmacy-portal', optIn(npi, { SubmitterEmail: email }));
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('pendingConfirmation');
    expect(await getOptIn(npi)).toMatchObject({ verified: false, SubmitterEmail: email });
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toContain('Confirm');
    expect(mail?.text, 'the e-mail lists what the opt-in sets').toContain('Minimum payment over NADAC: $3');
    const link = linkIn(mail!.text);
    expect(new URL(link).pathname, 'the link opens the confirmation page, not an API route').toBe('/pharmacy-portal/confirm');
    const token = new URL(link).searchParams.get('token')!;
    expect(JSON.stringify(await getOptIn(npi))).not.toContain(token);

    // The old API link (mails sent before) and the page both only read.
    const old = await fetch(apiUrl('/api/pharmacy-portal/confirm', { npi, token }), { redirect: 'manual' });
    expect(old.status).toBe(303);
    expect(old.headers.get('location')).toBe(`/pharmacy-portal/confirm?npi=${npi}&token=${token}`);
    const preview = await postJson('/api/pharmacy-portal/confirm/preview', { npi, token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ NPI: npi, step: 'firstOptIn', then: 'awaitingApproval' });
    expect(preview.body.fields).toContainEqual({ field: 'SubmitterEmail', label: 'E-mail address', from: null, to: email, changed: true });
    expect(await getOptIn(npi)).toMatchObject({ verified: false, version: 1 });

    const apply = await postJson('/api/pharmacy-portal/confirm/apply', { npi, token });
    expect(apply.status).toBe(200);
    expect(apply.body).toEqual({ NPI: npi, status: 'awaitingApproval' });
    expect(await getOptIn(npi), 'a confirmed address alone does not verify').toMatchObject({ verified: false, version: 2 });
    expect((await postJson('/api/pharmacy-portal/confirm/apply', { npi, token })).status, 'the link is used up').toBe(404);

    const listed = (await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin'))).body.optIns.find((r: { NPI: string }) => r.NPI === npi);
    expect(listed).toMatchObject({ verified: false, awaitingApproval: true });
    expect(listed.attempts.map((a: { action: string }) => a.action)).toEqual(['emailSubmitted', 'emailConfirmed']);
    expect((await postJson('/api/pharmacy-portal-admin/approve', { npi }, await bearer('pharmacist'))).status).toBe(403);
    const approve = await postJson('/api/pharmacy-portal-admin/approve', { npi }, await bearer('admin'));
    expect(approve.status).toBe(200);
    expect(await getOptIn(npi)).toMatchObject({ verified: true, verifiedBy: 'admin', version: 3 });
    expect((await postJson('/api/pharmacy-portal-admin/approve', { npi }, await bearer('admin'))).status, 'approving twice').toBe(409);

    const again = await fetch(apiUrl('/api/pharmacy-portal/confirm', { npi, token: 'x'.repeat(32) }), { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/pharmacy-portal?confirmed=0');
  });

  it('a change of SubmitterEmail applies only after the owner approves on the page and then the new address confirms', async () => {
    const npi = freshNpi();
    // Its own owner: the dev pharmacist's address has a per-recipient limit other tests spend.
    const owner = { sub: `owner-${npi}`, email: `owner.${npi}@example.com` };
    await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 6 }), await bearer('pharmacist', owner));
    const next = `next.${npi}@example.com`;
    expect((await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 3, SubmitterEmail: next }))).status).toBe(202);
    expect(await outboxFor(next), 'nothing goes to the new address before the owner approves').toEqual([]);
    const ownerMail = (await outboxFor(owner.email)).find((m) => m.text.includes(npi))!;
    expect(ownerMail.text).toContain(`E-mail address: ${owner.email} → ${next}`);
    expect(ownerMail.text).toContain('Minimum payment over NADAC: $6 → $3');
    const ownerLink = new URL(linkIn(ownerMail.text));
    const ownerToken = ownerLink.searchParams.get('token')!;
    const preview = await postJson('/api/pharmacy-portal/confirm/preview', { npi, token: ownerToken });
    expect(preview.body).toMatchObject({ step: 'ownerApprovesChange', then: 'awaitingNewAddress' });
    expect(preview.body.fields).toContainEqual({ field: 'MinimumPayment', label: 'Minimum payment over NADAC', from: '$6', to: '$3', changed: true });

    expect((await postJson('/api/pharmacy-portal/confirm/apply', { npi, token: ownerToken })).body.status).toBe('awaitingNewAddress');
    expect(await getOptIn(npi)).toMatchObject({ MinimumPayment: 6, SubmitterEmail: owner.email });
    const [newMail] = await outboxFor(next);
    expect(newMail?.text).not.toContain(owner.email);
    const newToken = new URL(linkIn(newMail!.text)).searchParams.get('token')!;
    const newPreview = await postJson('/api/pharmacy-portal/confirm/preview', { npi, token: newToken });
    expect(newPreview.body).toMatchObject({ step: 'newAddressConfirms', then: 'applied' });
    expect(JSON.stringify(newPreview.body), 'the new address does not see the owner\'s details').not.toContain(owner.email);
    expect((await postJson('/api/pharmacy-portal/confirm/apply', { npi, token: newToken })).body.status).toBe('applied');
    expect(await getOptIn(npi)).toMatchObject({ verified: true, verifiedBy: 'email', MinimumPayment: 3, SubmitterEmail: next });
    expect((await getOptIn(npi))?.verifiedSubject, 'the old sign-in no longer owns it').toBeUndefined();
  });

  it('an admin releases a squatted NPI: the squatter\'s sign-in no longer verifies it, the real pharmacy\'s does', async () => {
    const npi = freshNpi();
    const squatter = { sub: 'squatter', email: `squatter.${npi}@example.com` };
    expect((await postJson('/api/pharmacy-portal', optIn(npi), await bearer('pharmacist', squatter))).body.status).toBe('verified');
    expect((await postJson('/api/pharmacy-portal-admin/release', { npi }, await bearer('pharmacist'))).status).toBe(403);
    const release = await postJson('/api/pharmacy-portal-admin/release', { npi }, await bearer('admin'));
    expect(release.status).toBe(200);
    expect(await getOptIn(npi)).toMatchObject({ verified: false });
    expect((await postJson('/api/pharmacy-portal', optIn(npi), await bearer('pharmacist', squatter))).body.status).toBe('pendingConfirmation');
    expect((await postJson('/api/pharmacy-portal', optIn(npi), await bearer('pharmacist'))).body.status).toBe('verified');
    expect(await getOptIn(npi)).toMatchObject({ verified: true, SubmitterEmail: 'pharmacist@rxsavvy.test' });
    const listed = (await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin'))).body.optIns.find((r: { NPI: string }) => r.NPI === npi);
    expect(listed.attempts.map((a: { action: string }) => a.action)).toEqual(['signInVerified', 'released', 'signInNotTrusted', 'signInVerified']);
    expect((await postJson('/api/pharmacy-portal-admin/release', { npi: freshNpi() }, await bearer('admin'))).status, 'no opt-in to release').toBe(404);
  });

  it.each([
    ['/api/pharmacy-portal/confirm/preview'],
    ['/api/pharmacy-portal/confirm/apply'],
  ])('answers bad input to %s with 400 and changes nothing', async (path) => {
    const before = await storedCount();
    for (const body of [{}, { npi: '1234567893' }, { npi: '1234567893', token: '' }, { npi: '1234567893', token: 'x'.repeat(101) }, { npi: "1' OR '1'='1", token: 'x'.repeat(32) },
      { npi: '1234567893', token: '<script>alert(1)</script>xxxxxxxxxx' }, { npi: 1234567893, token: 'x'.repeat(32) }, { npi: '1234567893', token: 'x'.repeat(32), extra: 1 }, [1]]) {
      const res = await postJson(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    expect((await postJson(path, { npi: '1234567893', token: 'x'.repeat(32) })).status, 'an unknown link').toBe(404);
    expect(await storedCount()).toBe(before);
  });

  it.each([['/api/pharmacy-portal-admin/approve'], ['/api/pharmacy-portal-admin/release']])('%s: 401 without a token, 403 for a pharmacist, 400 for bad input', async (path) => {
    expect((await postJson(path, { npi: '1234567893' })).status).toBe(401);
    expect((await postJson(path, { npi: '1234567893' }, await bearer('pharmacist'))).status).toBe(403);
    for (const body of [{}, { npi: '123' }, { npi: '1234567893', extra: true }, { npi: ['1234567893'] }]) {
      expect((await postJson(path, body, await bearer('admin'))).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('does not let a typed-e-mail submission overwrite a verified opt-in before it is confirmed', async () => {
    const npi = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 6 }), await bearer('pharmacist'));
    const res = await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 0, SubmitterEmail: `other.${npi}@example.com` }));
    expect(res.status).toBe(202);
    const stored = await getOptIn(npi);
    expect(stored).toMatchObject({ verified: true, MinimumPayment: 6, SubmitterEmail: 'pharmacist@rxsavvy.test' });
    expect(stored?.pending?.payload.MinimumPayment).toBe(0);
  });

  it('never mails the confirmation of a change to a verified opt-in to the address the requester typed (no takeover)', async () => {
    const npi = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 6 }), await bearer('pharmacist'));
    const attacker = `attacker.${npi}@example.com`;
    const res = await postJson('/api/pharmacy-portal', optIn(npi, { OptOut: true, MinimumPayment: 999999, SubmitterEmail: attacker }));
    expect(res.status).toBe(202);
    expect(res.body, 'an anonymous caller gets the answer any NPI gets').toEqual({ NPI: npi, status: 'pendingConfirmation' });
    expect(await outboxFor(attacker)).toEqual([]);
    // The link went to the verified record's own address; only its owner can apply the change.
    const [mail] = await outboxFor('pharmacist@rxsavvy.test').then((m) => m.filter((x) => x.text.includes(npi)));
    expect(mail?.subject).toContain('change to your pharmacy opt-in');
    expect(mail?.text, 'the mail says what would change').toContain('Opted out: No → Yes');
    expect(await getOptIn(npi)).toMatchObject({ verified: true, MinimumPayment: 6, OptOut: false, changeRequests: 1 });
    const admin = await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin'));
    expect(admin.body.optIns.find((r: { NPI: string }) => r.NPI === npi)).toMatchObject({ pendingChange: true, changeRequests: 1 });
  });

  it('applies a change at once only for the verified owner: another signed-in account waits like a typed e-mail', async () => {
    const npi = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 6 }), await bearer('pharmacist'));
    const other = await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 0 }), await bearer('pharmacist', { sub: 'another-pharmacist', email: 'another@example.com' }));
    expect(other.body.status).toBe('pendingOwnerConfirmation');
    expect(await getOptIn(npi)).toMatchObject({ MinimumPayment: 6 });
    const owner = await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 3 }), await bearer('pharmacist'));
    expect(owner.body.status).toBe('verified');
    expect(await getOptIn(npi)).toMatchObject({ MinimumPayment: 3 });
  });

  it('updates a repeat submission in place and keeps every earlier version', async () => {
    const npi = freshNpi();
    const headers = await bearer('pharmacist');
    for (const MinimumPayment of [0, 3, 6]) expect((await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment }), headers)).status).toBe(200);
    expect(await getOptIn(npi)).toMatchObject({ MinimumPayment: 6, version: 3 });
    const history = await listOptInHistory(npi);
    expect(history.map((h) => [h.version, h.MinimumPayment])).toEqual([[1, 0], [2, 3]]);
  });

  it('loses no update when submissions for one NPI race', async () => {
    const npi = freshNpi();
    const headers = await bearer('admin');
    const results = await Promise.all([0, 3, 6, 0, 3, 6].map((MinimumPayment, i) => postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment, SubmitterName: `writer ${i}` }), headers)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.map((r) => r.body.version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const current = await getOptIn(npi);
    const history = await listOptInHistory(npi);
    expect(current?.version).toBe(6);
    const writers = [...history.map((h) => h.SubmitterName), current?.SubmitterName].sort();
    expect(writers).toEqual(['writer 0', 'writer 1', 'writer 2', 'writer 3', 'writer 4', 'writer 5']);
  });

  it('stores the opt-out rule: 999999 and terms not required', async () => {
    const npi = freshNpi();
    const res = await postJson('/api/pharmacy-portal', optIn(npi, { OptOut: true, MinimumPayment: 999999, AcceptTerms: false }), await bearer('pharmacist'));
    expect(res.status).toBe(200);
    expect(await getOptIn(npi)).toMatchObject({ OptOut: true, MinimumPayment: 999999, AcceptTerms: false });
  });

  const valid = optIn('1234567893');
  it.each([
    ['missing NPI', { ...valid, NPI: undefined }],
    ['NPI at or below 100000', { ...valid, NPI: 100000 }],
    ['NPI with a wrong check digit', { ...valid, NPI: '1234567890' }],
    ['NPI with letters', { ...valid, NPI: '12345abc93' }],
    ['injection string NPI', { ...valid, NPI: "1' OR '1'='1" }],
    ['bad e-mail', { ...valid, SubmitterEmail: 'not-an-email' }],
    ['empty e-mail', { ...valid, SubmitterEmail: '' }],
    ['oversized e-mail', { ...valid, SubmitterEmail: `${'a'.repeat(300)}@example.com` }],
    ['minimum payment 5', { ...valid, MinimumPayment: 5 }],
    ['minimum payment as text', { ...valid, MinimumPayment: '3' }],
    ['999999 without opting out', { ...valid, MinimumPayment: 999999 }],
    ['terms not accepted', { ...valid, AcceptTerms: false }],
    ['opt-out with a minimum of 3', { ...valid, OptOut: true, MinimumPayment: 3 }],
    ['unknown field', { ...valid, Extra: 'x' }],
    ['oversized name', { ...valid, SubmitterName: 'n'.repeat(201) }],
    ['array body', [valid]],
  ])('answers %s with 400 and stores nothing', async (_name, body) => {
    const before = await storedCount();
    const res = await postJson('/api/pharmacy-portal', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a bad bearer token with 401 and stores nothing', async () => {
    const before = await storedCount();
    const res = await postJson('/api/pharmacy-portal', optIn(freshNpi()), await bearer('pharmacist', { expiresInSeconds: -120 }));
    expect(res.status).toBe(401);
    expect(await storedCount()).toBe(before);
  });
});

describe('GET /api/pharmacy-portal-admin (role admin, checked on the server)', () => {
  it('answers 401 without or with a bad token, 403 with a pharmacist token, 200 with an admin token', async () => {
    expect((await getJson('/api/pharmacy-portal-admin')).status).toBe(401);
    expect((await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin', { aud: 'account' }))).status).toBe(401);
    expect((await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin', { iss: 'http://evil.test/realms/pharmacy' }))).status).toBe(401);
    expect((await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin', { expiresInSeconds: -120 }))).status).toBe(401);
    expect((await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin', { nbf: Math.floor(Date.now() / 1000) + 600 }))).status).toBe(401);
    const forbidden = await getJson('/api/pharmacy-portal-admin', {}, await bearer('pharmacist'));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('forbidden');
    expect((await getJson('/api/pharmacy-portal-admin', {}, await bearer('marketplace'))).status).toBe(403);
    expect((await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin', { roles: [] }))).status).toBe(403);
    const ok = await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin'));
    expect(ok.status).toBe(200);
    expect(ok.body.optIns.length).toBeGreaterThan(0);
    expect(ok.body.optIns[0]).toEqual(expect.objectContaining({ NPI: expect.any(String), verified: expect.any(Boolean), pendingChange: expect.any(Boolean) }));
  });

  it('refuses a token signed by another key', async () => {
    const token = (await bearer('admin')).authorization!;
    const [h, p] = token.replace('Bearer ', '').split('.');
    const res = await getJson('/api/pharmacy-portal-admin', {}, { authorization: `Bearer ${h}.${p}.${'A'.repeat(342)}` });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/pharmacy-portal/fees (signed-in pharmacists)', () => {
  it('lists, per PBM, what a sample of drugs would pay at the chosen minimum over NADAC', async () => {
    expect((await getJson('/api/pharmacy-portal/fees', { minimumPayment: 3 })).status).toBe(401);
    const res = await getJson('/api/pharmacy-portal/fees', { minimumPayment: 6, npi: '1234567893' }, await bearer('pharmacist'));
    expect(res.status).toBe(200);
    expect(res.body.pbms).toHaveLength(12);
    expect(res.body.sample.length).toBeGreaterThan(3);
    for (const pbm of res.body.pbms) {
      expect(typeof pbm.inNetwork).toBe('boolean');
      for (const row of pbm.rows) {
        expect(row.paid).toBeGreaterThanOrEqual(Math.round((row.nadac + 6) * 100) / 100 - 0.01);
        expect(row.paid).toBeGreaterThanOrEqual(row.pbmRulePays);
      }
    }
    expect((await getJson('/api/pharmacy-portal/fees', { minimumPayment: 5 }, await bearer('pharmacist'))).status).toBe(400);
  });
});

describe('GET /api/pharmacy-portal/current (role pharmacist): the sign-in\'s own enrolment', () => {
  it('answers the signed-in pharmacist\'s opt-ins as stored, newest first, and nobody else\'s', async () => {
    const npi = freshNpi();
    expect((await postJson('/api/pharmacy-portal', optIn(npi, { MinimumPayment: 6 }), await bearer('pharmacist'))).status).toBeLessThan(300);
    const other = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(other, { SubmitterEmail: `someone.${other}@example.com` }));
    const res = await getJson('/api/pharmacy-portal/current', {}, await bearer('pharmacist'));
    expect(res.status).toBe(200);
    const mine = res.body.optIns as { NPI: string; MinimumPayment: number; verified: boolean }[];
    expect(mine[0], 'the newest enrolment first').toMatchObject({ NPI: npi, MinimumPayment: 6, verified: true });
    expect(mine.map((o) => o.NPI), 'another submitter\'s opt-in is not shown').not.toContain(other);
    expect(Object.keys(mine[0]!).sort(), 'no submitter e-mail or name in the answer').toEqual(['MinimumPayment', 'NPI', 'OptOut', 'pendingChange', 'updatedAt', 'verified']);
  });

  it('refuses without a pharmacist sign-in', async () => {
    expect((await getJson('/api/pharmacy-portal/current')).status).toBe(401);
    expect((await getJson('/api/pharmacy-portal/current', {}, await bearer('marketplace'))).status).toBe(403);
  });
});
