import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFor } from '../../functions/domain/config/runtime-config';
import { trustedIssuer } from '../../functions/lib/auth';
import { readDeployConfig } from '../../infra/config';
import { identityIssuerFor, identityServerFor } from '../../infra/stacks/web-stack';
import { type CfnJson, type Synthesized, synth, isRouteFunction } from './support';

const SERVERS = JSON.stringify({ dev: 'https://auth.dev.rxsavvy.com', prod: 'https://auth.rxsavvy.com' });
const CUSTOM_DOMAIN = { domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' };

/** The environment of every route function (the Coupon API key authorizer checks no bearer tokens). */
function routeFunctionEnvs(built: Synthesized): Record<string, string>[] {
  return Object.values(built.template(built.api).findResources('AWS::Lambda::Function'))
    .filter((fn) => isRouteFunction(fn))
    .map((fn) => (fn as CfnJson).Properties.Environment.Variables as Record<string, string>);
}

const distributionOf = (built: Synthesized) =>
  Object.values(built.template(built.web).findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as CfnJson;

describe('same-origin sign-in with a custom domain (prod)', () => {
  const built = synth({ stage: 'prod', pbmEndpoints: 'account', identityServers: SERVERS, ...CUSTOM_DOMAIN });
  const envs = routeFunctionEnvs(built);

  it('gives every route function the site realm as its trusted issuer', () => {
    expect(envs.length).toBeGreaterThan(0);
    for (const env of envs) expect(env.IDENTITY_ISSUER).toBe('https://rxsavvy.com/realms/pharmacy');
  });

  it('agrees end to end: GET /config sends keycloak-js to the site, and the functions trust the realm there', () => {
    const env = { ...envs[0]!, STAGE: 'prod' };
    const config = runtimeConfigFor('rxsavvy.com', 'https://rxsavvy.com', env);
    expect(`${config.identity.url}/realms/${config.identity.realm}`).toBe(trustedIssuer(env));
  });

  it('forwards /realms/* to the prod Keycloak without making the api stack depend on the web stack', () => {
    const realms = (distributionOf(built).CacheBehaviors as CfnJson[]).find((b) => b.PathPattern === '/realms/*')!;
    const origin = (distributionOf(built).Origins as CfnJson[]).find((o) => o.Id === realms.TargetOriginId)!;
    expect(origin.DomainName).toBe('auth.rxsavvy.com');
    expect(built.api.dependencies.map((s) => s.stackName)).not.toContain(built.web.stackName);
    expect(JSON.stringify(built.template(built.api).toJSON())).not.toContain(built.web.stackName);
    expect(Annotations.fromStack(built.web).findWarning('*', Match.stringLikeRegexp('identity|Keycloak'))).toEqual([]);
  });
});

describe('same-origin sign-in without a custom domain (dev)', () => {
  const built = synth({ stage: 'dev', identityServers: JSON.stringify({ dev: 'https://id.example.test:8443/auth/' }) });

  it('keeps the Keycloak path and port on the origin, so /realms/x reaches <base>/realms/x', () => {
    const realms = (distributionOf(built).CacheBehaviors as CfnJson[]).find((b) => b.PathPattern === '/realms/*')!;
    const origin = (distributionOf(built).Origins as CfnJson[]).find((o) => o.Id === realms.TargetOriginId)!;
    expect(origin).toMatchObject({ DomainName: 'id.example.test', OriginPath: '/auth', CustomOriginConfig: { HTTPSPort: 8443, OriginProtocolPolicy: 'https-only' } });
  });

  it('sets no IDENTITY_ISSUER (the distribution name cannot reach the api stack), falls back to the Keycloak realm and warns', () => {
    for (const env of routeFunctionEnvs(built)) {
      expect(env.IDENTITY_ISSUER).toBeUndefined();
      expect(trustedIssuer(env)).toBe('https://id.example.test:8443/auth/realms/pharmacy');
    }
    const warnings = Annotations.fromStack(built.web).findWarning('*', Match.stringLikeRegexp('No domainName'));
    expect(warnings).toHaveLength(1);
  });
});

describe('identity server of the deployed stage', () => {
  const configFor = (context: Record<string, unknown>) =>
    readDeployConfig({ tryGetContext: (key: string) => context[key] } as Parameters<typeof readDeployConfig>[0]);

  it('is only the deployed stage\'s entry, and the issuer needs both it and a custom domain', () => {
    expect(identityServerFor(configFor({ stage: 'prod', pbmEndpoints: 'account', identityServers: SERVERS }))?.hostname).toBe('auth.rxsavvy.com');
    expect(identityServerFor(configFor({ stage: 'staging', identityServers: SERVERS }))).toBeUndefined();
    expect(identityIssuerFor(configFor({ stage: 'prod', pbmEndpoints: 'account', identityServers: SERVERS, ...CUSTOM_DOMAIN }))).toBe('https://rxsavvy.com/realms/pharmacy');
    expect(identityIssuerFor(configFor({ stage: 'staging', identityServers: SERVERS, ...CUSTOM_DOMAIN }))).toBeUndefined();
    expect(identityIssuerFor(configFor({ stage: 'prod', pbmEndpoints: 'account', identityServers: SERVERS }))).toBeUndefined();
  });

  it('refuses a plain-http Keycloak: CloudFront reaches it over HTTPS only', () => {
    expect(() => identityServerFor(configFor({ stage: 'dev', identityServers: '{"dev":"http://auth.dev.rxsavvy.com"}' }))).toThrow(/must be an https/);
  });
});
