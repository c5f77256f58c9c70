import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ddb } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/env';
import { notFound } from '../../functions/lib/errors';
import * as optIn from '../../functions/domain/messaging/double-opt-in';
import { makeLinkToken, newId, newSecret, parseLinkToken } from '../../functions/domain/messaging/link-tokens';
import { useRuntimeEnv } from '../support/api-client';

/** The double-opt-in store over dynalite, with test lists on the newsletter and signups tables. */
beforeAll(() => useRuntimeEnv());

interface Item extends optIn.OptInItem {
  contact?: string;
  unsubscribeSecret?: string;
  manageSecret?: string;
}

const refusals = {
  invalidLink: () => notFound('invalid', 'not valid'),
  confirmAfterUnsubscribe: () => notFound('unsubscribed', 'you unsubscribed'),
  unsubscribeAgain: () => notFound('again', 'already unsubscribed'),
};

/** Like the price alerts: an unsubscribe secret, the confirmation link also unsubscribes, everything expires. */
const WATCHES: optIn.OptInList<Item> = {
  table: 'newsletter',
  key: (id) => ({ pk: `test-opt-in#${id}` }),
  attributes: { confirmHash: 'secretHash', unsubscribeSecret: 'unsubscribeSecret', consentAt: 'requestedAt' },
  confirmLinkUnsubscribes: true,
  pendingDays: 7,
  confirmedDays: 365,
  unsubscribedDays: 30,
  forgetOnUnsubscribe: ['contact', 'unsubscribeSecret'],
  refusals,
};

/** Like the sign-ups: sort keys, consent text, nothing expires, used-up links answered as done. */
const SIGNUPS: optIn.OptInList<Item> = {
  table: 'signups',
  key: (id) => ({ pk: `test-opt-in#${id}`, sk: 'sub' }),
  attributes: { confirmHash: 'confirmTokenHash', unsubscribeSecret: 'manageSecret', consentAt: 'consentAt' },
  confirmLinkUnsubscribes: false,
  forgetOnUnsubscribe: [],
  refusals: { invalidLink: refusals.invalidLink },
};

const day = 86_400_000;
const t0 = new Date('2030-06-01T12:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

async function stored(list: optIn.OptInList<Item>, id: string): Promise<Record<string, unknown> | undefined> {
  return (await ddb().send(new GetCommand({ TableName: tableName(list.table), Key: list.key(id) }))).Item;
}

async function pending(list: optIn.OptInList<Item>, now = t0, consentText?: string) {
  const id = newId();
  const started = await optIn.startPending(list, { id, fields: { contact: `${id}@example.com` }, consentText, now });
  expect(started).toBeDefined();
  return { id, ...started! };
}

describe('double-opt-in store', () => {
  it('stores a pending record with the hash of the confirmation secret, the consent and its expiry', async () => {
    const { id, token, item } = await pending(SIGNUPS, t0, 'I agree.');
    const raw = await stored(SIGNUPS, id);
    expect(raw).toMatchObject({ status: 'pending', contact: `${id}@example.com`, consentAt: t0.toISOString(), consentText: 'I agree.' });
    expect(raw?.confirmTokenHash).toEqual(expect.any(String));
    expect(raw?.confirmTokenHash).not.toContain(parseLinkToken(token)!.secret);
    expect(raw?.manageSecret).toEqual(expect.any(String));
    expect(raw?.expiresAt).toBeUndefined();
    expect(item).toMatchObject({ status: 'pending', manageSecret: raw?.manageSecret });

    const watch = await pending(WATCHES);
    expect((await stored(WATCHES, watch.id))?.expiresAt).toBe(Math.floor(t0.getTime() / 1000) + 7 * 86_400);
  });

  it('confirms once: the first confirmation is reported once, confirmedAt stays the first', async () => {
    const { id, token } = await pending(WATCHES);
    const first = await optIn.confirm(WATCHES, await optIn.openLink(WATCHES, token, at(1)), at(1), { gsi1pk: 'confirmed' });
    const again = await optIn.confirm(WATCHES, await optIn.openLink(WATCHES, token, at(2)), at(2));
    expect([first.first, again.first]).toEqual([true, false]);
    expect(await stored(WATCHES, id)).toMatchObject({ status: 'confirmed', confirmedAt: at(1).toISOString(), gsi1pk: 'confirmed', expiresAt: Math.floor(at(2).getTime() / 1000) + 365 * 86_400 });
  });

  it('two confirmations at once: exactly one is the first', async () => {
    const { token } = await pending(SIGNUPS);
    const link = await optIn.openLink(SIGNUPS, token, t0);
    const results = await Promise.all([optIn.confirm(SIGNUPS, link, t0), optIn.confirm(SIGNUPS, link, t0)]);
    expect(results.filter((r) => r.first)).toHaveLength(1);
  });

  it('checks expiry on read: a pending record past its days is gone, before TTL deletes it', async () => {
    const { token } = await pending(WATCHES);
    await expect(optIn.openLink(WATCHES, token, at(8))).rejects.toMatchObject({ status: 404, code: 'invalid' });
    expect((await optIn.openLink(WATCHES, token, at(6))).item.status).toBe('pending');
  });

  it('refuses tokens that do not parse, unknown ids and wrong secrets', async () => {
    const { id } = await pending(WATCHES);
    for (const token of ['nodot', `${id}.a.b`, makeLinkToken(newId(), newSecret())]) {
      await expect(optIn.openLink(WATCHES, token, t0)).rejects.toMatchObject({ code: 'invalid' });
    }
    const wrong = await optIn.openLink(WATCHES, makeLinkToken(id, newSecret()), t0);
    await expect(optIn.confirm(WATCHES, wrong, t0)).rejects.toMatchObject({ code: 'invalid' });
    await expect(optIn.unsubscribe(WATCHES, wrong, t0)).rejects.toMatchObject({ code: 'invalid' });
  });

  it('a new sign-up renews a pending record (only the latest link confirms) and never demotes a confirmed one', async () => {
    const { id, token } = await pending(WATCHES);
    const renewed = await optIn.startPending(WATCHES, { id, fields: {}, now: t0 });
    await expect(optIn.confirm(WATCHES, await optIn.openLink(WATCHES, token, t0), t0)).rejects.toMatchObject({ code: 'invalid' });
    await optIn.confirm(WATCHES, await optIn.openLink(WATCHES, renewed!.token, t0), t0);
    expect(await optIn.startPending(WATCHES, { id, fields: { contact: 'other@example.com' }, now: at(1) })).toBeUndefined();
    expect(await stored(WATCHES, id)).toMatchObject({ status: 'confirmed', contact: `${id}@example.com` });
    // Once the confirmed record has expired it is gone, and a sign-up starts again.
    expect(await optIn.startPending(WATCHES, { id, fields: {}, now: at(400) })).toBeDefined();
  });

  it('unsubscribes with the unsubscribe secret or, where the list allows it, the confirmation link; forgets the contact', async () => {
    const a = await pending(WATCHES);
    await optIn.unsubscribe(WATCHES, await optIn.openLink(WATCHES, a.token, t0), t0);
    const raw = await stored(WATCHES, a.id);
    expect(raw).toMatchObject({ status: 'unsubscribed', unsubscribedAt: t0.toISOString(), expiresAt: Math.floor(t0.getTime() / 1000) + 30 * 86_400 });
    expect(raw?.contact).toBeUndefined();
    expect(raw?.unsubscribeSecret).toBeUndefined();

    const b = await pending(SIGNUPS);
    await expect(optIn.unsubscribe(SIGNUPS, await optIn.openLink(SIGNUPS, b.token, t0), t0)).rejects.toMatchObject({ code: 'invalid' });
    const manage = makeLinkToken(b.id, b.item.manageSecret as string);
    await optIn.unsubscribe(SIGNUPS, await optIn.openLink(SIGNUPS, manage, t0), t0);
    expect(await stored(SIGNUPS, b.id)).toMatchObject({ status: 'unsubscribed', contact: `${b.id}@example.com` });
  });

  it('answers used-up links with the list\'s refusal, or as already done', async () => {
    const a = await pending(WATCHES);
    await optIn.unsubscribe(WATCHES, await optIn.openLink(WATCHES, a.token, t0), t0);
    await expect(optIn.confirm(WATCHES, await optIn.openLink(WATCHES, a.token, t0), t0)).rejects.toMatchObject({ code: 'unsubscribed' });
    await expect(optIn.unsubscribe(WATCHES, await optIn.openLink(WATCHES, a.token, t0), t0)).rejects.toMatchObject({ code: 'again' });

    const b = await pending(SIGNUPS);
    const manage = makeLinkToken(b.id, b.item.manageSecret as string);
    await optIn.unsubscribe(SIGNUPS, await optIn.openLink(SIGNUPS, manage, t0), t0);
    expect((await optIn.unsubscribe(SIGNUPS, await optIn.openLink(SIGNUPS, manage, at(1)), at(1))).status).toBe('unsubscribed');
    expect((await optIn.confirm(SIGNUPS, await optIn.openLink(SIGNUPS, b.token, t0), t0)).first).toBe(false);
    expect(await stored(SIGNUPS, b.id)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: t0.toISOString() });
  });

  it('sets fields only while the record is in one of the given states', async () => {
    const { id } = await pending(SIGNUPS);
    expect(await optIn.setFields(SIGNUPS, id, { note: 'a' }, ['confirmed'])).toBe(false);
    expect(await optIn.setFields(SIGNUPS, id, { note: 'b' }, ['pending'])).toBe(true);
    expect(await optIn.setFields(SIGNUPS, newId(), { note: 'c' }, ['pending'])).toBe(false);
    expect((await stored(SIGNUPS, id))?.note).toBe('b');
  });

  it('deletes on request the record and everything the list keeps beside it', async () => {
    const { id } = await pending(SIGNUPS);
    await ddb().send(new PutCommand({ TableName: tableName('signups'), Item: { pk: `test-opt-in#${id}`, sk: 'refill#2030-01-01', onTime: true } }));
    await optIn.remove(SIGNUPS, id);
    const left = await ddb().send(new QueryCommand({ TableName: tableName('signups'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `test-opt-in#${id}` } }));
    expect(left.Items).toEqual([]);

    // An unsubscribe link opened just before the deletion does not bring the record back.
    const watch = await pending(WATCHES);
    const link = await optIn.openLink(WATCHES, watch.token, t0);
    await optIn.remove(WATCHES, watch.id);
    await optIn.unsubscribe(WATCHES, link, t0);
    expect(await stored(WATCHES, watch.id)).toBeUndefined();
  });
});
