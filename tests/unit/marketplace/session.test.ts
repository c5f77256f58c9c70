import { describe, expect, it } from 'vitest';
import { createSession, readSession, SESSION_TTL_SECONDS } from '../../../functions/domain/marketplace/session';

const secret = 'test-secret-0123456789abcdef';
const now = new Date('2026-11-22T12:00:00Z');

describe('the registration session', () => {
  it('carries the customer id until it expires', () => {
    const token = createSession('CUST-1', now, secret);
    expect(readSession(token, now, secret)).toBe('CUST-1');
    expect(readSession(token, new Date(now.getTime() + (SESSION_TTL_SECONDS - 1) * 1000), secret)).toBe('CUST-1');
    expect(readSession(token, new Date(now.getTime() + SESSION_TTL_SECONDS * 1000), secret)).toBeUndefined();
  });

  it('refuses a forged, altered or foreign-secret session', () => {
    const token = createSession('CUST-1', now, secret);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ c: 'CUST-2', exp: 9_999_999_999 })).toString('base64url');
    expect(readSession(`${forged}.${signature}`, now, secret)).toBeUndefined();
    expect(readSession(`${payload}.${signature.slice(0, -1)}A`, now, secret)).toBeUndefined();
    expect(readSession(token, now, 'another-secret')).toBeUndefined();
    for (const junk of ['', '.', 'a.b.c', payload]) expect(readSession(junk, now, secret)).toBeUndefined();
  });
});
