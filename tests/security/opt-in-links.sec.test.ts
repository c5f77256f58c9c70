/**
 * Attacks on the links we e-mail and on who may own a pharmacy's NPI (README "Security tests"):
 * a mail scanner that fetches every link, a change that moves an opt-in to the attacker's
 * address, and sign-ins that must not verify an NPI. Each block is an attack and must keep failing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getOptIn } from '../../functions/domain/pharmacy/opt-ins';
import { npiCheckDigit } from '../../shared/validation';
import { apiUrl, getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { bearer } from '../support/tokens';
import { outboxFor, uniqueEmail } from '../integration/messaging-helpers';

beforeAll(() => useRuntimeEnv());

function freshNpi(): string {
  const first9 = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
  return `${first9}${npiCheckDigit(first9)}`;
}

/** An opt-in; each with its own typed address, as the per-recipient limit would otherwise answer 429. */
const optIn = (npi: string, over: Record<string, unknown> = {}) => ({
  NPI: npi, SubmitterName: 'Owner', SubmitterEmail: uniqueEmail('typed'), SubmitterAuthority: true,
  MinimumPayment: 6, OptOut: false, NotifyAboutFurtherOpportunities: false, AcceptTerms: true, ...over,
});

/** A pharmacist with its own address (the dev pharmacist's per-recipient limit is shared by other tests). */
const pharmacist = (tag: string) => ({ sub: `sec-${tag}-${Math.random().toString(36).slice(2)}`, email: uniqueEmail(tag) });

/** Every http(s) link in a message: its text, its HTML and its List-Unsubscribe header. */
function linksIn(message: { text?: string; html?: string; headers?: Record<string, string> }): string[] {
  const found = new Set<string>();
  for (const source of [message.text ?? '', message.html ?? '', JSON.stringify(message.headers ?? {})]) {
    for (const m of source.matchAll(/https?:\/\/[^\s"'<>\\]+/g)) found.add(m[0].replace(/&amp;/g, '&'));
  }
  return [...found].filter((l) => /token=/.test(l));
}

/** What a mail scanner does: GET and HEAD every link, following redirects. */
async function scan(links: string[]): Promise<void> {
  for (const link of links) {
    await fetch(link, { redirect: 'follow' });
    await fetch(link, { method: 'HEAD', redirect: 'follow' });
  }
}

const pageToken = (text: string) => {
  const link = /(https?:\/\/\S+\/pharmacy-portal\/confirm\?\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no confirmation page link in: ${text}`);
  return new URL(link).searchParams.get('token')!;
};

describe('a mail scanner that fetches every link changes nothing', () => {
  it('GET and HEAD of every link with a token in our messages (opt-in, change, newsletter, sign-up, deletion) leave everything as it was', async () => {
    // A first opt-in by typed e-mail.
    const typed = uniqueEmail('scan-first');
    const firstNpi = freshNpi();
    expect((await postJson('/api/pharmacy-portal', optIn(firstNpi, { SubmitterEmail: typed }))).status).toBe(202);
    // A change to a verified opt-in, mailed to its owner.
    const owner = pharmacist('scan-owner');
    const changedNpi = freshNpi();
    expect((await postJson('/api/pharmacy-portal', optIn(changedNpi), await bearer('pharmacist', owner))).status).toBe(200);
    expect((await postJson('/api/pharmacy-portal', optIn(changedNpi, { OptOut: true, MinimumPayment: 999999, SubmitterEmail: uniqueEmail('scan-attacker') }))).status).toBe(202);
    // The newsletter, a sign-up and a deletion link.
    const reader = uniqueEmail('scan-news');
    expect((await getJson('/api/newsletter', { receiverEmail: reader, signUpForNewsletter: 'true' })).status).toBe(200);
    const member = uniqueEmail('scan-signup');
    expect((await postJson('/api/signups', { kind: 'medication-reminders', channel: 'email', contact: member, timeZone: 'America/Chicago', consent: true, times: ['08:00'], drugName: 'Lisinopril' })).status).toBe(202);
    expect((await postJson('/api/signups/delete-request', { channel: 'email', contact: member })).status).toBeLessThan(300);

    const messages = [...await outboxFor(typed), ...await outboxFor(owner.email), ...await outboxFor(reader), ...await outboxFor(member)];
    const links = messages.flatMap(linksIn);
    expect(links.length, 'links with tokens were sent').toBeGreaterThanOrEqual(6);
    // The opt-in links as mails sent before the confirmation page pointed them: the API's own GET.
    const legacy = links.filter((l) => new URL(l).pathname === '/pharmacy-portal/confirm')
      .map((l) => apiUrl('/api/pharmacy-portal/confirm', Object.fromEntries(new URL(l).searchParams)));
    expect(legacy, 'both opt-in mails carry a link').toHaveLength(2);
    await scan([...links, ...legacy]);

    expect(await getOptIn(firstNpi), 'the first opt-in is still unconfirmed').toMatchObject({ verified: false, version: 1 });
    expect((await getOptIn(firstNpi))?.emailConfirmedAt).toBeUndefined();
    expect(await getOptIn(changedNpi), 'the change is still waiting').toMatchObject({ OptOut: false, MinimumPayment: 6, SubmitterEmail: owner.email, version: 2 });
    const newsToken = /list=newsletter&token=([^&\s]+)/.exec(messages.find((m) => m.text.includes('list=newsletter'))!.text)![1]!;
    expect((await postJson('/api/newsletter/confirm', { token: decodeURIComponent(newsToken) })).body, 'the newsletter is still waiting for its click').toEqual({ confirmed: true });
    const signupToken = /action=confirm&token=([A-Za-z0-9._-]+)/.exec(messages.find((m) => m.text.includes('action=confirm'))!.text)![1]!;
    expect((await postJson('/api/signups/confirm', { token: signupToken })).status, 'the sign-up is neither confirmed nor deleted').toBe(200);
  });
});

describe('moving a verified opt-in to another address', () => {
  it('the owner\'s mail says exactly what changes, and the owner\'s click alone never moves it: the new address confirms too', async () => {
    const owner = pharmacist('move-owner');
    const npi = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(npi), await bearer('pharmacist', owner));
    const attacker = uniqueEmail('move-attacker');
    expect((await postJson('/api/pharmacy-portal', optIn(npi, { OptOut: true, MinimumPayment: 999999, SubmitterEmail: attacker }))).body.status, 'the answer any NPI gets').toBe('pendingConfirmation');
    const [mail] = (await outboxFor(owner.email)).filter((m) => m.text.includes(npi));
    expect(mail?.text, 'the mail names the new address').toContain(`${owner.email} → ${attacker}`);
    expect(mail?.text, 'the mail names the opt-out').toContain('Opted out: No → Yes');
    expect(await outboxFor(attacker), 'nothing reaches the typed address before the owner approves').toEqual([]);

    const apply = await postJson('/api/pharmacy-portal/confirm/apply', { npi, token: pageToken(mail!.text) });
    expect(apply.status, 'the one click is a POST').toBe(200);
    expect(apply.body.status).toBe('awaitingNewAddress');
    expect(await getOptIn(npi), 'the owner\'s click alone changes nothing').toMatchObject({ SubmitterEmail: owner.email, OptOut: false, verified: true });
  });
});

describe('who may verify an NPI', () => {
  it.each<[string, () => Promise<Record<string, string>>]>([
    ['a sign-in without the pharmacist role', () => bearer('marketplace', { email: uniqueEmail('no-role') })],
    ['a pharmacist whose address the identity server did not verify', () => bearer('pharmacist', { ...pharmacist('unverified'), email_verified: false })],
    ['a pharmacist token with no email_verified claim', () => bearer('pharmacist', { ...pharmacist('no-claim'), email_verified: undefined })],
  ])('%s does not verify an NPI by signing in', async (_name, headers) => {
    const npi = freshNpi();
    const res = await postJson('/api/pharmacy-portal', optIn(npi), await headers());
    expect(res.body.status).toBe('pendingConfirmation');
    expect(await getOptIn(npi)).toMatchObject({ verified: false });
  });

  it('ownership does not trust an e-mail claim without email_verified', async () => {
    const owner = pharmacist('claim-owner');
    const npi = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(npi), await bearer('pharmacist', owner));
    const impostor = await bearer('pharmacist', { sub: 'impostor', email: owner.email, email_verified: false });
    expect((await postJson('/api/pharmacy-portal', optIn(npi, { OptOut: true, MinimumPayment: 999999 }), impostor)).body.status, 'the answer any NPI gets').toBe('pendingConfirmation');
    expect(await getOptIn(npi)).toMatchObject({ OptOut: false, verifiedSubject: owner.sub });
  });

  it('a confirmed typed address alone does not verify: an admin approves', async () => {
    const typed = uniqueEmail('first-come');
    const npi = freshNpi();
    await postJson('/api/pharmacy-portal', optIn(npi, { SubmitterEmail: typed }));
    const [mail] = await outboxFor(typed);
    // Whatever the link is, used every way it can be: fetched, and its page's click.
    const [link] = linksIn(mail!);
    await scan([link!]);
    await postJson('/api/pharmacy-portal/confirm/apply', { npi, token: new URL(link!).searchParams.get('token') });
    expect(await getOptIn(npi)).toMatchObject({ verified: false });
  });

  it('an admin releases a squatted NPI, the squatter cannot take it back by signing in, and the admin page shows the attempts', async () => {
    const squatter = pharmacist('squatter');
    const npi = freshNpi();
    expect((await postJson('/api/pharmacy-portal', optIn(npi), await bearer('pharmacist', squatter))).body.status).toBe('verified');
    expect((await postJson('/api/pharmacy-portal-admin/release', { npi }, await bearer('admin'))).status).toBe(200);
    expect((await postJson('/api/pharmacy-portal', optIn(npi), await bearer('pharmacist', squatter))).body.status).toBe('pendingConfirmation');
    expect(await getOptIn(npi)).toMatchObject({ verified: false });
    const listed = (await getJson('/api/pharmacy-portal-admin', {}, await bearer('admin'))).body.optIns.find((r: { NPI: string }) => r.NPI === npi);
    expect(listed.attempts).toEqual([
      expect.objectContaining({ action: 'signInVerified', email: squatter.email }),
      expect.objectContaining({ action: 'released' }),
      expect.objectContaining({ action: 'signInNotTrusted', email: squatter.email }),
    ]);
  });
});
