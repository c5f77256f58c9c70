import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { ResponseOf } from '../../../shared/contract';
import type { adminClearCacheContract } from '../../../shared/contracts/admin';
import { stageName } from '../../lib/env';
import { traced } from '../../lib/tracer';
import { distributionIdParameterName } from '../../tables/resource-names';
import { clearPriceCache } from './price-cache';

/** Env: the id of the CloudFront distribution to invalidate, when set; else the stage's SSM parameter. */
export const DISTRIBUTION_ID_ENV = 'DISTRIBUTION_ID';

let cloudfront: CloudFrontClient | undefined;
const client = () => (cloudfront ??= traced(new CloudFrontClient({})));
let ssm: SSMClient | undefined;
let distributionId: Promise<string | undefined> | undefined;

/** The web stack writes the id to SSM (see distributionIdParameterName); read once per container. */
function deployedDistributionId(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (env[DISTRIBUTION_ID_ENV]) return Promise.resolve(env[DISTRIBUTION_ID_ENV]);
  if (stageName() === 'local') return Promise.resolve(undefined);
  distributionId ??= (ssm ??= traced(new SSMClient({})))
    .send(new GetParameterCommand({ Name: distributionIdParameterName(stageName()) }))
    .then((out) => out.Parameter?.Value || undefined)
    .catch(() => {
      distributionId = undefined; // try again on the next call
      return undefined;
    });
  return distributionId;
}

/** For tests: forget the clients and the id read from SSM. */
export function resetClearCacheClients(): void {
  cloudfront = undefined;
  ssm = undefined;
  distributionId = undefined;
}

type Result = ResponseOf<typeof adminClearCacheContract>;

/** Paths are de-duplicated so one typo repeated does not count twice against CloudFront's quota. */
export async function clearCaches(paths: string[], callerReference: string, env: NodeJS.ProcessEnv = process.env): Promise<Result> {
  const { cleared } = await clearPriceCache();
  const unique = [...new Set(paths)];
  if (!unique.length) return { cleared, invalidation: null, invalidationSkipped: null };
  const distributionId = await deployedDistributionId(env);
  if (!distributionId) {
    const why = stageName() === 'local'
      ? 'The local runtime has no CDN in front of it: there is nothing to invalidate.'
      : `The CloudFront distribution id could not be read (SSM ${distributionIdParameterName(stageName())}).`;
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
