import { describe, expect, it } from 'vitest';
import { generateKey, hashKey, keyIdOf, KEY_PREFIX, looksLikeKey } from '../../../functions/domain/coupon-api/api-keys';
import { toCents } from '../../../functions/domain/coupon-api/prices';

describe('API keys', () => {
  it('are rxs_live_ + 32 random bytes, stored as a SHA-256 hash with an id derived from it', () => {
    const a = generateKey();
    const b = generateKey();
    expect(a.raw.startsWith(KEY_PREFIX)).toBe(true);
    expect(Buffer.from(a.raw.slice(KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(a.raw).not.toBe(b.raw);
    expect(a.hash).toBe(hashKey(a.raw));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.keyId).toBe(keyIdOf(a.hash));
    expect(a.hint).toBe(`${a.raw.slice(0, KEY_PREFIX.length + 4)}…`);
    expect(a.hash).not.toContain(a.raw.slice(KEY_PREFIX.length));
  });

  it('recognises the key format before any lookup', () => {
    expect(looksLikeKey(generateKey().raw)).toBe(true);
    for (const bad of ['', 'rxs_live_', 'rxs_test_' + 'a'.repeat(43), `${KEY_PREFIX}${'a'.repeat(42)}`, `${KEY_PREFIX}${'a'.repeat(42)}!`]) expect(looksLikeKey(bad)).toBe(false);
  });
});

describe('money in the Coupon API', () => {
  it('is integer cents without floating-point drift', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(4)).toBe(400);
    expect(toCents(19.995)).toBe(2000);
  });
});
