import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { unwrapRefreshToken, wrapRefreshToken } from '../../functions/local/identity/refresh-token-shape';

describe('local refresh tokens in a shape keycloak-js can decode', () => {
  it('wraps the opaque token with a readable expiry and unwraps it back exactly', () => {
    const opaque = 'AbC_d-123xyz';
    const wrapped = wrapRefreshToken(opaque, 3600, Date.UTC(2026, 0, 1));
    expect(decodeJwt(wrapped)).toEqual({ typ: 'Refresh', exp: Date.UTC(2026, 0, 1) / 1000 + 3600 });
    expect(unwrapRefreshToken(wrapped)).toBe(opaque);
    expect(unwrapRefreshToken(opaque)).toBe(opaque);
  });
});
