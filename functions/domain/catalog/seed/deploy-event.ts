import type { CloudFormationCustomResourceEvent, CloudFormationCustomResourceResponse, Context } from 'aws-lambda';
import { SEED_VERSION } from '../../../tables/seed-version';

/**
 * The deploy-time side of the seed loader: the `seed-load` job is the service token of a
 * CloudFormation custom resource (infra/stacks/data-load-stack.ts), so it must answer every event
 * on the pre-signed response URL, whatever happens, or the stack waits an hour.
 *
 * - Create and Update (a new seed version or new seed files): load, answer SUCCESS with the outcome,
 *   or FAILED with the reason; the version live before stays live (load-seed.ts switches last).
 * - Delete: the data belongs to the tables, which outlive this resource: nothing to undo, SUCCESS.
 * - An event whose SeedVersion is not the deployed code's (a rollback sends the previous
 *   properties while this code is still in place): nothing to load, SUCCESS, outcome `skipped`.
 * - A load that would outlast the Lambda answers FAILED `marginMs` (20 s) before the timeout (the next
 *   deploy, or a re-run, writes the same items again and finishes).
 */
export interface SeedLoadProperties {
  /** The bucket of the seed files' assets (the CDK bootstrap bucket). */
  Bucket: string;
  CatalogKey: string;
  DirectoryKey: string;
  /** The seed version the deployed code carries: a new one is an Update, so the loader runs. */
  SeedVersion: string;
  /**
   * The reference seed's asset (functions/domain/reference/seed/) and version, likewise. Optional:
   * a rollback to a deploy from before them sends properties without them, which must not fail.
   */
  ReferenceKey?: string;
  ReferenceVersion?: string;
}

export type DeployAnswer = Pick<CloudFormationCustomResourceResponse, 'Status' | 'Reason' | 'PhysicalResourceId' | 'Data'>;

export type PutResponse = (url: string, body: CloudFormationCustomResourceResponse) => Promise<void>;

/** The one physical id: an Update never replaces the resource (a replacement would send a Delete). */
export const SEED_LOAD_RESOURCE_ID = 'rxsavvy-seed-load';

/** What CloudFormation waits for: a PUT of the JSON answer to the pre-signed S3 URL, with no content type. */
export const putResponse: PutResponse = async (url, body) => {
  const text = JSON.stringify(body);
  const res = await fetch(url, { method: 'PUT', body: text, headers: { 'content-type': '', 'content-length': String(Buffer.byteLength(text)) } });
  if (!res.ok) throw new Error(`CloudFormation's response URL answered ${res.status}`);
};

function properties(event: CloudFormationCustomResourceEvent): SeedLoadProperties {
  const p = event.ResourceProperties as unknown as Partial<SeedLoadProperties>;
  for (const name of ['Bucket', 'CatalogKey', 'DirectoryKey', 'SeedVersion'] as const) {
    if (typeof p[name] !== 'string' || !p[name]) throw new Error(`the custom resource has no ${name} property`);
  }
  return p as SeedLoadProperties;
}

export async function answerDeployEvent(
  event: CloudFormationCustomResourceEvent,
  context: Pick<Context, 'getRemainingTimeInMillis' | 'logStreamName'>,
  load: (props: SeedLoadProperties) => Promise<Record<string, string>>,
  options: { put?: PutResponse; marginMs?: number; seedVersion?: string } = {},
): Promise<DeployAnswer> {
  const physicalId = event.RequestType === 'Create' ? SEED_LOAD_RESOURCE_ID : event.PhysicalResourceId;
  let answer: DeployAnswer;
  if (event.RequestType === 'Delete') {
    answer = { Status: 'SUCCESS', PhysicalResourceId: physicalId, Data: {} };
  } else {
    let timer: NodeJS.Timeout | undefined;
    // The margin: 20 s, or a tenth of the time left when that is less (a short test invocation).
    const left = context.getRemainingTimeInMillis();
    const budget = Math.max(0, left - (options.marginMs ?? Math.min(20_000, left / 10)));
    const outOfTime = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the load did not finish within ${Math.round(budget / 1000)} s; the previous version stays live; run it again`)), budget);
    });
    try {
      const props = properties(event);
      const data = props.SeedVersion !== (options.seedVersion ?? SEED_VERSION)
        ? { Outcome: 'skipped', Version: props.SeedVersion, Items: '0' }
        : await Promise.race([load(props), outOfTime]);
      answer = { Status: 'SUCCESS', PhysicalResourceId: physicalId, Data: data };
    } catch (err) {
      const reason = `${(err as Error).name}: ${(err as Error).message}`.slice(0, 900);
      answer = { Status: 'FAILED', PhysicalResourceId: physicalId, Reason: `${reason} (log stream ${context.logStreamName})` };
    } finally {
      clearTimeout(timer);
    }
  }
  await (options.put ?? putResponse)(event.ResponseURL, {
    ...answer,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
  } as CloudFormationCustomResourceResponse);
  return answer;
}
