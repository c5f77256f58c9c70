import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { ResponseOf } from '../../shared/contract';
import type { clearCacheContract } from '../../shared/contracts/admin';
import { stageName } from '../lib/env';
import { clearPriceCache } from '../pricing/price-cache';

/** Env: the id of the CloudFront distribution this function may invalidate (set by infra). */
export const DISTRIBUTION_ID_ENV = 'DISTRIBUTION_ID';

let cloudfront: CloudFrontClient | undefined;
const client = () => (cloudfront ??= new CloudFrontClient({}));

type Result = ResponseOf<typeof clearCacheContract>;

/** Paths are de-duplicated so one typo repeated does not count twice against CloudFront's quota. */
export async function clearCaches(paths: string[], callerReference: string, env: NodeJS.ProcessEnv = process.env): Promise<Result> {
  const { cleared } = await clearPriceCache();
  const unique = [...new Set(paths)];
  if (!unique.length) return { cleared, invalidation: null, invalidationSkipped: null };
  const distributionId = env[DISTRIBUTION_ID_ENV];
  if (!distributionId) {
    const why = stageName() === 'local'
      ? 'The local runtime has no CDN in front of it: there is nothing to invalidate.'
      : `No CloudFront distribution is configured for this function (${DISTRIBUTION_ID_ENV}).`;
    return { cleared, invalidation: null, invalidationSkipped: why };
  }
  const out = await client().send(new CreateInvalidationCommand({
    DistributionId: distributionId,
    InvalidationBatch: { CallerReference: callerReference, Paths: { Quantity: unique.length, Items: unique } },
  }));
  return {
    cleared,
    invalidation: { id: out.Invalidation?.Id ?? '', paths: out.Invalidation?.InvalidationBatch?.Paths?.Items ?? unique, status: out.Invalidation?.Status ?? 'InProgress' },
    invalidationSkipped: null,
  };
}
