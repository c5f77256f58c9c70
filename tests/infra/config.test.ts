import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../shared/brand';
import { readDeployConfig } from '../../infra/config';
import { NO_SITE, fakeSiteDir } from './support';

const MANAGED = {
  stage: 'prod', pbmEndpoints: 'account', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/site',
  identity: 'managed', identityDomainName: 'auth.rxsavvy.com', identityCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/auth',
};
const read = (context: Record<string, unknown>) => readDeployConfig(new App({ context: { webDist: NO_SITE, ...context } }).node);

describe('deploy context', () => {
  it('defaults to dev on the CloudFront domain, sending from the support address', () => {
    expect(read({})).toEqual({
      stage: 'dev', identityServers: {}, sesFromAddress: BRAND.email, siteDir: undefined, pbmEndpoints: 'sandbox', identity: { mode: 'external' },
      concurrencyBudget: 'off', reservedConcurrency: {}, sesIdentity: 'existing',
    });
  });

  it('with identity=managed, lists the Identity stack\'s Keycloak as the stage\'s identity server', () => {
    const config = read({ ...MANAGED, identityServers: { dev: 'https://auth.dev.rxsavvy.com' }, identityAdminCidrs: '["203.0.113.0/24"]' });
    expect(config.identity).toEqual({ mode: 'managed', domainName: 'auth.rxsavvy.com', certificateArn: MANAGED.identityCertificateArn, adminCidrs: ['203.0.113.0/24'] });
    expect(config.identityServers, 'other stages keep theirs').toEqual({ dev: 'https://auth.dev.rxsavvy.com', prod: 'https://auth.rxsavvy.com' });
  });

  it('accepts identityServers as JSON text (-c) or as an object (cdk.json)', () => {
    const servers = { prod: 'https://auth.rxsavvy.com', staging: 'https://auth.staging.rxsavvy.com' };
    expect(read({ identityServers: JSON.stringify(servers) }).identityServers).toEqual(servers);
    expect(read({ identityServers: servers }).identityServers).toEqual(servers);
  });

  it('finds a built SPA folder', () => {
    const dir = fakeSiteDir();
    expect(read({ webDist: dir }).siteDir).toBe(dir);
  });

  it.each([
    [{ stage: 'local' }, /stage/],
    [{ stage: 'production' }, /stage/],
    [{ domainName: 'rxsavvy.com' }, /certificateArn/],
    [{ domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x' }, /us-east-1/],
    [{ identityServers: '{"prod":"not a url"}' }, /identityServers/],
    [{ identityServers: '{"qa":"https://auth.example.com"}' }, /identityServers/],
    [{ sesFromAddress: 'nobody' }, /sesFromAddress/],
    // prod never prices with the simulator: it must name its real PBMs' parameter.
    [{ stage: 'prod' }, /pbmEndpoints: prod needs the real PBMs: create the SSM parameter \/rxsavvy\/prod\/pbm-endpoints/],
    [{ stage: 'prod', pbmEndpoints: 'sandbox' }, /pbmEndpoints/],
    [{ pbmEndpoints: 'somewhere' }, /pbmEndpoints/],
    [{ smsOriginationNumber: '8335550100' }, /smsOriginationNumber must be a US number in E\.164/],
    [{ smsOriginationNumber: '+442079460958' }, /smsOriginationNumber/],
    [{ identity: 'keycloak' }, /identity/],
    [{ identityDomainName: 'auth.rxsavvy.com' }, /identityDomainName is for identity=managed only/],
    [{ ...MANAGED, domainName: undefined, certificateArn: undefined }, /identity=managed needs the site's domainName/],
    [{ ...MANAGED, identityCertificateArn: undefined }, /identity=managed needs identityDomainName .* and identityCertificateArn/],
    [{ ...MANAGED, identityDomainName: 'rxsavvy.com' }, /identityDomainName must differ from domainName/],
    [{ ...MANAGED, identityServers: { prod: 'https://keycloak.elsewhere.com' } }, /drop identityServers.prod or make it that URL/],
    [{ ...MANAGED, identityAdminCidrs: '["10.0.0.0/8","10.1.0.0/16","10.2.0.0/16"]' }, /identityAdminCidrs/],
  ])('rejects %j', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});
