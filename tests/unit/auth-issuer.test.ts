import { describe, expect, it } from 'vitest';
import { trustedIssuer } from '../../functions/lib/auth';

const SERVERS = JSON.stringify({ dev: 'https://auth.dev.rxsavvy.com', prod: 'https://auth.rxsavvy.com/' });

describe('trustedIssuer in AWS (same-origin sign-in through the site)', () => {
  it('trusts IDENTITY_ISSUER, the site realm CDK sets per stage, over the Keycloak base URL', () => {
    const env = { STAGE: 'prod', IDENTITY_SERVERS: SERVERS, IDENTITY_ISSUER: 'https://rxsavvy.com/realms/pharmacy' };
    expect(trustedIssuer(env)).toBe('https://rxsavvy.com/realms/pharmacy');
    expect(trustedIssuer({ ...env, IDENTITY_ISSUER: 'https://rxsavvy.com/realms/pharmacy/' })).toBe('https://rxsavvy.com/realms/pharmacy');
  });

  it('falls back to the stage Keycloak realm when CDK could not name the site (no custom domain)', () => {
    expect(trustedIssuer({ STAGE: 'dev', IDENTITY_SERVERS: SERVERS })).toBe('https://auth.dev.rxsavvy.com/realms/pharmacy');
    expect(trustedIssuer({ STAGE: 'prod', IDENTITY_SERVERS: SERVERS, IDENTITY_ISSUER: '' })).toBe('https://auth.rxsavvy.com/realms/pharmacy');
  });

  it('keeps the local provider first, and refuses a stage with no issuer at all', () => {
    expect(trustedIssuer({ OIDC_ISSUER: 'http://127.0.0.1:3000/realms/pharmacy', IDENTITY_ISSUER: 'https://rxsavvy.com/realms/pharmacy' })).toBe('http://127.0.0.1:3000/realms/pharmacy');
    expect(() => trustedIssuer({ STAGE: 'staging', IDENTITY_SERVERS: SERVERS })).toThrow(/staging/);
  });
});
