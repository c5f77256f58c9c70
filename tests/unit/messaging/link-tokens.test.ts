import { describe, expect, it } from 'vitest';
import { clearSecretMatches, hashSecret, makeLinkToken, newId, newSecret, parseLinkToken, secretMatches } from '../../../functions/domain/messaging/link-tokens';
import { linkTokenSchema } from '../../../shared/contracts/messaging';

describe('link tokens', () => {
  it('round-trips a new id and secret, and the token passes the shared link schema', () => {
    const id = newId();
    const secret = newSecret();
    const token = makeLinkToken(id, secret);
    expect(parseLinkToken(token)).toEqual({ id, secret });
    expect(linkTokenSchema.safeParse(token).success).toBe(true);
  });

  it.each([['no dot', 'abcdefgh'], ['three parts', 'a.b.c'], ['empty id', '.secret'], ['empty secret', 'id.'], ['empty', '']])('refuses %s', (_name, token) => {
    expect(parseLinkToken(token)).toBeUndefined();
  });

  it('matches a secret only against its own hash', () => {
    const secret = newSecret();
    expect(secretMatches(secret, hashSecret(secret))).toBe(true);
    expect(secretMatches(newSecret(), hashSecret(secret))).toBe(false);
    expect(secretMatches(secret, secret)).toBe(false);
    expect(secretMatches(secret, undefined)).toBe(false);
    expect(secretMatches(secret, '')).toBe(false);
    expect(secretMatches(secret, 42)).toBe(false);
  });

  it('matches a secret kept in the clear', () => {
    const secret = newSecret();
    expect(clearSecretMatches(secret, secret)).toBe(true);
    expect(clearSecretMatches(newSecret(), secret)).toBe(false);
    expect(clearSecretMatches('', '')).toBe(false);
    expect(clearSecretMatches(secret, undefined)).toBe(false);
  });
});
