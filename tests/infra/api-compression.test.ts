import { describe, expect, it } from 'vitest';
import { API_PATH_PATTERNS } from '../../infra/stacks/web-stack';
import { type CfnJson, synth } from './support';

/**
 * README "Compression": API answers are compressed by the function (functions/lib/compress.ts,
 * tests/unit/compress.test.ts), not by CloudFront. That holds only while the API behaviours never cache
 * and hand the viewer's Accept-Encoding to the API unchanged; both are AWS-managed policies, named here by
 * their published ids so a change of policy is a change to this test.
 */
const MANAGED_CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const MANAGED_ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('API answers through CloudFront: compressed by the function, never shared', () => {
  const built = synth({ stage: 'prod', pbmEndpoints: 'account', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-4000-8000-000000000000' });
  const config = Object.values(built.template(built.web).findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as CfnJson;

  it.each(API_PATH_PATTERNS)('%s: CachingDisabled (CloudFront keeps and compresses nothing) and every viewer header but Host, Accept-Encoding included', (pattern) => {
    const behavior = (config.CacheBehaviors as CfnJson[]).find((b) => b.PathPattern === pattern);
    expect(behavior, pattern).toBeDefined();
    expect(behavior!.CachePolicyId, 'a caching policy would share answers keyed by URL alone').toBe(MANAGED_CACHING_DISABLED);
    expect(behavior!.OriginRequestPolicyId, 'the function must see the viewer\'s Accept-Encoding').toBe(MANAGED_ALL_VIEWER_EXCEPT_HOST_HEADER);
  });

  it('makes no cache policy of its own that an API behaviour could use', () => {
    expect(Object.keys(built.template(built.web).findResources('AWS::CloudFront::CachePolicy'))).toEqual([]);
  });
});
