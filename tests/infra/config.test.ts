import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../shared/brand';
import { readDeployConfig } from '../../infra/config';
import { NO_SITE, fakeSiteDir } from './support';

const read = (context: Record<string, unknown>) => readDeployConfig(new App({ context: { webDist: NO_SITE, ...context } }).node);

describe('deploy context', () => {
  it('defaults to dev on the CloudFront domain, sending from the support address', () => {
    expect(read({})).toEqual({
      stage: 'dev', identityServers: {}, sesFromAddress: BRAND.email, siteDir: undefined, pbmEndpoints: 'sandbox',
      concurrencyBudget: 'off', reservedConcurrency: {}, sesIdentity: 'existing',
    });
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
  ])('rejects %j', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});
