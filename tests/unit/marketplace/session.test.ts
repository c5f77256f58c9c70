import { describe, expect, it } from 'vitest';
import { createSession, readSession, SESSION_TTL_SECONDS } from '../../../functions/domain/marketplace/session';

const secret = 'test-secret-0123456789abcdef';
const now = new Date('2026-11-22T12:00:00Z');

describe('the registration session', () => {
  it('carries the customer id and the session id until it expires', async () => {
    const token = await createSession('CUST-1', 'session-1', now, secret);
    expect(await readSession(token, now, secret)).toEqual({ customerId: 'CUST-1', sessionId: 'session-1' });
    expect(await readSession(token, new Date(now.getTime() + (SESSION_TTL_SECONDS - 1) * 1000), secret)).toEqual({ customerId: 'CUST-1', sessionId: 'session-1' });
    expect(await readSession(token, new Date(now.getTime() + SESSION_TTL_SECONDS * 1000), secret)).toBeUndefined();
  });

  it('names a session signed before sessions had ids by its payload, so it is single-use too', async () => {
    const { createHmac } = await import('node:crypto');
    const older = (c: string) => {
      const payload = Buffer.from(JSON.stringify({ c, exp: Math.floor(now.getTime() / 1000) + 60 })).toString('base64url');
      return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    };
    const first = await readSession(older('CUST-1'), now, secret);
    expect(first?.customerId).toBe('CUST-1');
    expect(first?.sessionId, 'the same old session has the same id').toBe((await readSession(older('CUST-1'), now, secret))?.sessionId);
    expect(first?.sessionId).not.toBe((await readSession(older('CUST-2'), now, secret))?.sessionId);
  });

  it('refuses a forged, altered or foreign-secret session', async () => {
    const token = await createSession('CUST-1', 'session-1', now, secret);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ c: 'CUST-2', j: 'session-1', exp: 9_999_999_999 })).toString('base64url');
    expect(await readSession(`${forged}.${signature}`, now, secret)).toBeUndefined();
    expect(await readSession(`${payload}.${signature.slice(0, -1)}A`, now, secret)).toBeUndefined();
    expect(await readSession(token, now, 'another-secret')).toBeUndefined();
    for (const junk of ['', '.', 'a.b.c', payload]) expect(await readSession(junk, now, secret)).toBeUndefined();
  });

  it('reads its key from Secrets Manager by the ARN in the environment, never from a value there', async () => {
    const { secretValue } = await import('../../../functions/lib/secrets');
    expect(await secretValue('MARKETPLACE_SESSION_SECRET', { MARKETPLACE_SESSION_SECRET: 'local-value' })).toBe('local-value');
    expect(await secretValue('MARKETPLACE_SESSION_SECRET', {})).toBeUndefined();
    const { mockClient } = await import('aws-sdk-client-mock');
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const sm = mockClient(SecretsManagerClient);
    sm.on(GetSecretValueCommand, { SecretId: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:session-AbCdEf' }).resolves({ SecretString: 'from-secrets-manager' });
    try {
      const env = { MARKETPLACE_SESSION_SECRET_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:session-AbCdEf', MARKETPLACE_SESSION_SECRET: 'ignored' };
      expect(await secretValue('MARKETPLACE_SESSION_SECRET', env)).toBe('from-secrets-manager');
    } finally {
      sm.restore();
    }
  });
});
