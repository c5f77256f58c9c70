import { describe, expect, it } from 'vitest';
import { runtimeConfigFor, stageForHost } from '../../functions/domain/config/runtime-config';
import { runtimeConfigSchema } from '../../shared/contracts/config';

describe('stageForHost', () => {
  it.each([
    ['localhost:3000', 'local'],
    ['127.0.0.1:4173', 'local'],
    ['dev.rxsavvy.com', 'dev'],
    ['staging.rxsavvy.com', 'staging'],
    ['rxsavvy.com', 'prod'],
    ['www.rxsavvy.com', 'prod'],
  ])('%s -> %s', (host, stage) => {
    expect(stageForHost(host)).toBe(stage);
  });

  it('trusts the deployed stage on AWS host names (no custom domain)', () => {
    expect(stageForHost('d111111abcdef8.cloudfront.net', 'dev')).toBe('dev');
    expect(stageForHost('d111111abcdef8.cloudfront.net', 'local')).toBe('prod');
    expect(stageForHost('evil.example.com', 'dev')).toBe('prod');
  });
});

describe('runtimeConfigFor', () => {
  const env = { IDENTITY_SERVERS: JSON.stringify({ prod: 'https://id.rxsavvy.com', dev: 'https://id.dev.rxsavvy.com' }) };

  it('points a deployed site at its own origin, where CloudFront forwards /realms/* to the stage Keycloak', () => {
    const prod = runtimeConfigFor('rxsavvy.com', 'https://rxsavvy.com', env);
    expect(prod.identity).toEqual({ url: 'https://rxsavvy.com', realm: 'pharmacy', clientId: 'admin-website' });
    expect(prod.features.couponViewTracking).toBe(true);
    expect(runtimeConfigFor('dev.rxsavvy.com', 'https://dev.rxsavvy.com', env).identity.url).toBe('https://dev.rxsavvy.com');
    const cloudFront = runtimeConfigFor('d111111abcdef8.cloudfront.net', 'https://d111111abcdef8.cloudfront.net', { ...env, STAGE: 'dev' });
    expect(cloudFront).toMatchObject({ stage: 'dev', identity: { url: 'https://d111111abcdef8.cloudfront.net' } });
    expect(cloudFront.identity.oidcDiscoveryUrl).toBeUndefined();
    expect(runtimeConfigSchema.parse(prod)).toEqual(prod);
  });

  it('answers https for a deployed site whatever protocol the request claims, and keeps the host the visitor used', () => {
    expect(runtimeConfigFor('WWW.RxSavvy.com', 'http://WWW.RxSavvy.com', env).identity.url).toBe('https://www.rxsavvy.com');
  });

  it('offers no sign-in when the deployed stage has no identity server (no /realms/* behaviour)', () => {
    expect(runtimeConfigFor('staging.rxsavvy.com', 'https://staging.rxsavvy.com', env).identity.url).toBe('');
    expect(runtimeConfigFor('d1.cloudfront.net', 'https://d1.cloudfront.net', { ...env, STAGE: 'staging' }).identity.url).toBe('');
    expect(runtimeConfigFor('rxsavvy.com', 'https://rxsavvy.com', { IDENTITY_SERVERS: 'not json', STAGE: 'prod' }).identity.url).toBe('');
  });

  it('follows the deployed stage, whose Keycloak the distribution forwards to, not the stage the host name suggests', () => {
    expect(runtimeConfigFor('rxsavvy.com', 'https://rxsavvy.com', { ...env, STAGE: 'staging' }).identity.url).toBe('');
    expect(runtimeConfigFor('rxsavvy-preview.example', 'https://rxsavvy-preview.example', { ...env, STAGE: 'dev' }).identity.url).toBe('https://rxsavvy-preview.example');
  });

  it('points a local host at the embedded OIDC provider on the same origin', () => {
    const local = runtimeConfigFor('localhost:3000', 'http://localhost:3000', { DEV_OUTBOX: '1' });
    expect(local.identity.oidcDiscoveryUrl).toBe('http://localhost:3000/realms/pharmacy/.well-known/openid-configuration');
    expect(local.features).toEqual({ couponViewTracking: false, devOutbox: true });
    expect(runtimeConfigSchema.parse(local)).toEqual(local);
  });

  it('never turns the outbox on for a deployed host', () => {
    expect(runtimeConfigFor('rxsavvy.com', 'https://rxsavvy.com', { DEV_OUTBOX: '1' }).features.devOutbox).toBe(false);
  });

  it('contains no secrets', () => {
    const text = JSON.stringify(runtimeConfigFor('rxsavvy.com', 'https://rxsavvy.com', { ...env, SECRET: 's3cr3t' }));
    expect(text).not.toMatch(/secret|password|s3cr3t/i);
  });
});
