import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildRxSavvy } from '../../infra/rxsavvy';
import { describe, expect, it } from 'vitest';
import { API_PATH_PATTERNS, IDENTITY_PATH_PATTERNS } from '../../infra/stacks/web-stack';
import { FORWARD_HOST_CODE, SPA_FALLBACK_CODE } from '../../infra/stacks/edge-functions';
import { CONTENT_SECURITY_POLICY } from '../../shared/site-headers';
import { ORIGIN_VERIFY_PREVIOUS_SECRET, ORIGIN_VERIFY_SECRET } from '../../functions/lib/origin-verify';
import { originVerifySecretsParameterName } from '../../functions/tables/resource-names';
import { type CfnJson, fakeSiteDir, synth, withNestedStacks, isRouteFunction } from './support';

type Request = { uri: string; headers: Record<string, { value: string } | undefined> };
const cloudFrontFunction = (code: string) => new Function(`${code}; return handler;`)() as (event: { request: Request }) => Request;

describe('web stack', () => {
  const built = synth();
  const template = built.template(built.web);
  const config = () => template.findResources('AWS::CloudFront::Distribution');
  const distribution = () => Object.values(config())[0]!.Properties.DistributionConfig as CfnJson;

  it('keeps every bucket private, encrypted and TLS-only', () => {
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    for (const policy of Object.values(template.findResources('AWS::S3::BucketPolicy'))) {
      expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('reaches the site bucket only through an Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const s3Origin = (distribution().Origins as CfnJson[]).find((o) => o.S3OriginConfig)!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    const sitePolicy = JSON.stringify(Object.values(template.findResources('AWS::S3::BucketPolicy')));
    expect(sitePolicy).toContain('cloudfront.amazonaws.com');
    expect(sitePolicy).toContain('AWS:SourceArn');
  });

  it.each(API_PATH_PATTERNS)('sends %s to the API uncached, with every viewer header but Host and the viewer location', (pattern) => {
    const behavior = (distribution().CacheBehaviors as CfnJson[]).find((b) => b.PathPattern === pattern)!;
    expect(behavior.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(behavior.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(behavior.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    const apiOrigin = (distribution().Origins as CfnJson[]).find((o) => o.Id === behavior.TargetOriginId)!;
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(behavior.FunctionAssociations).toHaveLength(1);
  });

  it('serves the SPA from S3 with the client-route rewrite on the default behavior and no error-page rewrites', () => {
    const defaults = distribution().DefaultCacheBehavior as CfnJson;
    expect(defaults.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    expect(distribution().CustomErrorResponses).toBeUndefined();
    expect(distribution().DefaultRootObject).toBe('index.html');
  });

  it('logs CloudFront requests through logging v2 without query strings, cookies or referrers (legacy logging keeps them)', () => {
    expect(distribution().Logging, 'legacy standard logging writes every query string').toBeUndefined();
    const [source] = Object.values(template.findResources('AWS::Logs::DeliverySource')) as CfnJson[];
    expect(source?.Properties).toMatchObject({ LogType: 'ACCESS_LOGS' });
    expect(JSON.stringify(source!.Properties.ResourceArn)).toContain('distribution/');
    const deliveries = Object.values(template.findResources('AWS::Logs::Delivery')) as CfnJson[];
    expect(deliveries).toHaveLength(1);
    const fields = deliveries[0]!.Properties.RecordFields as string[];
    expect(fields, 'the fields are chosen (no list means every field)').toEqual(expect.arrayContaining(['date', 'c-ip', 'cs-uri-stem', 'sc-status']));
    for (const secret of ['cs-uri-query', 'cs(Cookie)', 'cs(Referer)']) expect(fields, `${secret} is not logged`).not.toContain(secret);
    template.hasResourceProperties('AWS::Logs::DeliveryDestination', { DestinationResourceArn: Match.anyValue() });
  });

  it('sends the site headers: CSP from shared/site-headers, HSTS, frame DENY, referrer policy', () => {
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(headers.ContentSecurityPolicy.ContentSecurityPolicy).toBe(CONTENT_SECURITY_POLICY);
      expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true });
      expect(headers.FrameOptions.FrameOption).toBe('DENY');
      expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
      expect(headers.ContentTypeOptions).toBeDefined();
    }
    const defaults = distribution().DefaultCacheBehavior as CfnJson;
    const overriding = Object.entries(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))
      .find(([, p]) => p.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.Override)![0];
    expect(defaults.ResponseHeadersPolicyId).toEqual({ Ref: overriding });
  });

  it('uploads nothing when the SPA has not been built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('uses the CloudFront domain unless a custom domain and certificate are given', () => {
    expect(distribution().Aliases).toBeUndefined();
    const withDomain = synth({ domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' });
    withDomain.template(withDomain.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['rxsavvy.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
  });

  it('uploads a built SPA: hashed assets immutable, pages revalidated', () => {
    const withSite = synth({ webDist: fakeSiteDir() });
    const deployments = Object.values(withSite.template(withSite.web).findResources('Custom::CDKBucketDeployment'))
      .map((d) => ({ prefix: d.Properties.DestinationBucketKeyPrefix as string | undefined, meta: JSON.stringify(d.Properties.SystemMetadata) }));
    expect(deployments).toHaveLength(2);
    expect(deployments.find((d) => d.prefix === 'assets/')?.meta).toContain('immutable');
    expect(deployments.find((d) => d.prefix === undefined)?.meta).toContain('must-revalidate');
  });

  it('never uploads source maps (they would publish the original source)', () => {
    const site = fakeSiteDir();
    writeFileSync(join(site, 'assets', 'index-abc123.js.map'), '{"version":3}');
    writeFileSync(join(site, 'index.html.map'), '{"version":3}');
    const withSite = synth({ webDist: site });
    withSite.template(withSite.web);
    const staged = readdirSync(withSite.app.outdir).filter((f) => f.startsWith('asset.')).map((f) => join(withSite.app.outdir, f));
    const files = staged.flatMap((dir) => (statSync(dir).isDirectory() ? readdirSync(dir, { recursive: true }).map(String) : []));
    expect(files, 'the built bundle is uploaded').toContain('index-abc123.js');
    expect(files.filter((f) => f.endsWith('.map')), 'source maps in the uploaded site').toEqual([]);
  });
});

describe('web stack: same-origin sign-in', () => {
  const withKeycloak = synth({ stage: 'dev', identityServers: JSON.stringify({ dev: 'https://auth.dev.rxsavvy.com', prod: 'https://auth.rxsavvy.com' }) });
  const distribution = withKeycloak.template(withKeycloak.web).findResources('AWS::CloudFront::Distribution');
  const distributionConfig = Object.values(distribution)[0]!.Properties.DistributionConfig as CfnJson;
  const behaviorFor = (pattern: string) => (distributionConfig.CacheBehaviors as CfnJson[]).find((b) => b.PathPattern === pattern);

  it.each(IDENTITY_PATH_PATTERNS)('sends %s to the stage Keycloak: uncached, all methods, cookies, query and every header but Host, HTTPS only', (pattern) => {
    const behavior = behaviorFor(pattern)!;
    expect(behavior.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(behavior.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(behavior.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
    expect(behavior.ViewerProtocolPolicy).toBe('https-only');
    // Keycloak's login pages carry their own CSP; the SPA's would break them.
    expect(behavior.ResponseHeadersPolicyId).toBeUndefined();
    expect(behavior.FunctionAssociations).toBeUndefined();
    const origin = (distributionConfig.Origins as CfnJson[]).find((o) => o.Id === behavior.TargetOriginId)!;
    expect(origin.DomainName).toBe('auth.dev.rxsavvy.com');
    expect(origin.OriginPath).toBeUndefined();
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('uses one Keycloak origin for both paths, and only the deployed stage\'s server', () => {
    const origins = (distributionConfig.Origins as CfnJson[]).map((o) => o.DomainName);
    expect(origins.filter((d) => d === 'auth.dev.rxsavvy.com')).toHaveLength(1);
    expect(origins).not.toContain('auth.rxsavvy.com');
  });

  it('keeps the API and SPA behaviours as they were', () => {
    for (const pattern of API_PATH_PATTERNS) expect(behaviorFor(pattern)?.FunctionAssociations).toHaveLength(1);
    expect(distributionConfig.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
  });

  it('has no /realms/* behaviour without an identity server for the stage, and warns at synth', () => {
    const without = synth({ stage: 'staging', identityServers: JSON.stringify({ dev: 'https://auth.dev.rxsavvy.com' }) });
    const config = Object.values(without.template(without.web).findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as CfnJson;
    const patterns = (config.CacheBehaviors as CfnJson[]).map((b) => b.PathPattern);
    expect(patterns).not.toContain('/realms/*');
    expect(patterns).not.toContain('/resources/*');
    const warnings = Annotations.fromStack(without.web).findWarning('*', Match.stringLikeRegexp('No identityServers.staging'));
    expect(warnings).toHaveLength(1);
  });
});

describe('CloudFront functions', () => {
  const spaFallback = cloudFrontFunction(SPA_FALLBACK_CODE);
  const forwardHost = cloudFrontFunction(FORWARD_HOST_CODE);
  const request = (uri: string, headers: Request['headers'] = {}) => ({ request: { uri, headers } });

  it.each([
    ['/', '/index.html'],
    ['/search', '/index.html'],
    // Spanish deep links (issue 31) are client routes too.
    ['/es', '/index.html'],
    ['/es/Lisinopril', '/index.html'],
    ['/es/coupon', '/index.html'],
    ['/drug/lipitor/coupon', '/index.html'],
    ['/portal/', '/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/favicon.ico', '/favicon.ico'],
    ['/robots.txt', '/robots.txt'],
  ])('SPA fallback: %s -> %s', (uri, expected) => {
    expect(spaFallback(request(uri)).uri).toBe(expected);
  });

  it('forwards the viewer host as x-forwarded-host, replacing any value the viewer sent', () => {
    const out = forwardHost(request('/config', { host: { value: 'dev.rxsavvy.com' }, 'x-forwarded-host': { value: 'evil.example' } }));
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'dev.rxsavvy.com' });
    expect(out.uri).toBe('/config');
  });
});

describe('origin token (visitor IP for rate limits, direct calls refused)', () => {
  it('sends x-origin-verify from one Secrets Manager secret, stable across synths, and gives every function its ARN, never its value', () => {
    const first = buildRxSavvy(new App({ context: { 'aws:cdk:bundling-stacks': [] } }));
    const second = buildRxSavvy(new App({ context: { 'aws:cdk:bundling-stacks': [] } }));
    const distribution = JSON.stringify(Template.fromStack(first.web).findResources('AWS::CloudFront::Distribution'));
    expect(distribution).toContain('x-origin-verify');
    expect(distribution).toContain('{{resolve:secretsmanager:');
    expect(distribution).toBe(JSON.stringify(Template.fromStack(second.web).findResources('AWS::CloudFront::Distribution')));
    const functions = Object.values(withNestedStacks(first.api).findResources('AWS::Lambda::Function'))
      .filter((fn) => isRouteFunction(fn));
    expect(functions.length).toBeGreaterThan(60);
    for (const fn of functions) {
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(vars).toHaveProperty('ORIGIN_VERIFY_TOKEN_SECRET_ARN');
      expect(vars).not.toHaveProperty('ORIGIN_VERIFY_TOKEN');
    }
  });

  it('lets every function accept the previous token too, and names both secrets (never their values) for the rotation command', () => {
    const built = buildRxSavvy(new App({ context: { 'aws:cdk:bundling-stacks': [] } }));
    const api = withNestedStacks(built.api);
    // Each secret by its construct id, as its references spell it (directly, or through the nested stacks' parameters).
    const current = /OriginVerifySecret[0-9A-F]{8}/;
    const previous = /OriginVerifyPreviousSecret[0-9A-F]{8}/;
    // The distribution sends the current token only.
    const distribution = JSON.stringify(Template.fromStack(built.web).findResources('AWS::CloudFront::Distribution'));
    expect(distribution).toMatch(current);
    expect(distribution).not.toMatch(previous);
    // Each route function reads both, by the names functions/lib/origin-verify.ts reads.
    for (const fn of Object.values(api.findResources('AWS::Lambda::Function')).filter((f) => isRouteFunction(f))) {
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(JSON.stringify(vars[`${ORIGIN_VERIFY_SECRET}_SECRET_ARN`])).toMatch(current);
      expect(JSON.stringify(vars[`${ORIGIN_VERIFY_PREVIOUS_SECRET}_SECRET_ARN`])).toMatch(previous);
    }
    const parameter = Object.values(api.findResources('AWS::SSM::Parameter', { Properties: { Name: originVerifySecretsParameterName('dev') } })) as CfnJson[];
    expect(parameter).toHaveLength(1);
    expect(JSON.stringify(parameter[0]!.Properties.Value)).toMatch(current);
    expect(JSON.stringify(parameter[0]!.Properties.Value)).toMatch(previous);
  });
});
