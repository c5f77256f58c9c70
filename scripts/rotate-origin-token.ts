/**
 * `npm run rotate:origin-token -- --stage <stage> [--region <region>]`: a new `x-origin-verify`
 * token with no refused request (README "Runbook", rotation).
 *
 * The token lives in two Secrets Manager secrets, and every API function accepts either
 * (functions/lib/origin-verify.ts, each read through functions/lib/secrets.ts and cached five
 * minutes). CloudFront sends the current one, resolved from the secret by CloudFormation when the
 * distribution was last updated; CloudFormation does not resolve it again in a template that did
 * not change, so this command updates the distribution's origin header itself:
 *
 *   1. previous := current, then current := a new random token (the old token stays accepted);
 *   2. wait until every function's cached copy has expired (five minutes after the new version was
 *      written, plus a margin), so every container accepts the new token;
 *   3. set the new token as the `x-origin-verify` header of the distribution's API origins, and wait
 *      for CloudFront to report the change deployed to every edge location.
 *
 * The template keeps naming the current secret, so a later deploy that updates the distribution
 * sends the same new token: the header and the secret never disagree. Rerunning after an
 * interruption resumes (CloudFront still sending the previous token: steps 2 and 3 only). Running it
 * twice in a row also drops the old token (after a leak). The two secrets' ARNs and the
 * distribution id come from the stage's SSM parameters, written by the Api and Web stacks.
 *
 * Needs: ssm:GetParameter on /rxsavvy/<stage>/*, secretsmanager:GetSecretValue and PutSecretValue
 * on the two secrets, cloudfront:GetDistributionConfig, UpdateDistribution and GetDistribution.
 */
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CloudFrontClient, type DistributionConfig, GetDistributionCommand, GetDistributionConfigCommand, UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { distributionIdParameterName, originVerifySecretsParameterName } from '../functions/tables/resource-names';
import { SECRET_CACHE_SECONDS } from '../functions/lib/secrets';

export const ORIGIN_HEADER = 'x-origin-verify';
/** Added to the functions' five-minute cache: containers fetch on the first request after it expires. */
const MARGIN_SECONDS = 30;
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface RotationOptions {
  stage: string;
  region: string;
  /** Waits (the functions' cache, CloudFront's deployment); tests pass one that moves a fake clock. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  log?: (line: string) => void;
  /** How long to wait for CloudFront to report the distribution deployed. */
  deployTimeoutMs?: number;
}

/** 48 letters and digits, like the token CloudFormation generated. */
export function newToken(): string {
  return Array.from({ length: 48 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('');
}

export async function rotateOriginToken(options: RotationOptions): Promise<{ outcome: 'rotated' | 'resumed' | 'repaired'; distributionId: string }> {
  const { stage, region } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const ssm = new SSMClient({ region });
  const secrets = new SecretsManagerClient({ region });
  const cloudfront = new CloudFrontClient({ region: 'us-east-1' });

  const parameter = async (name: string, what: string) => {
    try {
      return (await ssm.send(new GetParameterCommand({ Name: name }))).Parameter?.Value ?? '';
    } catch (error) {
      throw new Error(`Cannot read the SSM parameter ${name} (${what}; the ${stage} stage's stacks write it): ${(error as Error).name}: ${(error as Error).message}`);
    }
  };
  const arns = JSON.parse(await parameter(originVerifySecretsParameterName(stage), 'the origin-token secrets')) as { current: string; previous: string };
  const distributionId = await parameter(distributionIdParameterName(stage), 'the CloudFront distribution id');
  const read = async (arn: string) => {
    const out = await secrets.send(new GetSecretValueCommand({ SecretId: arn }));
    return { token: out.SecretString ?? '', writtenAt: out.CreatedDate?.getTime() ?? now() };
  };
  const [current, previous] = await Promise.all([read(arns.current), read(arns.previous)]);
  const sent = sentToken(await distributionConfig(cloudfront, distributionId));

  let outcome: 'rotated' | 'resumed' | 'repaired';
  let token: string;
  let writtenAt: number;
  if (sent === current.token) {
    token = newToken();
    await secrets.send(new PutSecretValueCommand({ SecretId: arns.previous, SecretString: current.token }));
    await secrets.send(new PutSecretValueCommand({ SecretId: arns.current, SecretString: token }));
    writtenAt = now();
    outcome = 'rotated';
    log(`1/3 new current token stored; the old one is now the previous token (both accepted)`);
  } else if (sent === previous.token) {
    ({ token, writtenAt } = current);
    outcome = 'resumed';
    log(`1/3 a rotation was interrupted: CloudFront still sends the previous token; carrying on with the current one`);
  } else {
    // CloudFront sends a token the functions refuse (a hand edit?): the current one is the fix.
    ({ token, writtenAt } = current);
    outcome = 'repaired';
    log(`1/3 CloudFront sends neither the current nor the previous token: setting it to the current one`);
  }

  const readyAt = writtenAt + (SECRET_CACHE_SECONDS + MARGIN_SECONDS) * 1000;
  if (readyAt > now()) {
    log(`2/3 waiting ${Math.ceil((readyAt - now()) / 1000)} s for every function's cached token to expire`);
    while (now() < readyAt) await sleep(Math.min(30_000, readyAt - now()));
  }

  const { config, etag } = await distributionConfig(cloudfront, distributionId);
  if (sentToken({ config }) !== token) {
    await cloudfront.send(new UpdateDistributionCommand({ Id: distributionId, IfMatch: etag, DistributionConfig: withToken(config, token) }));
  }
  log(`3/3 distribution ${distributionId} updated; waiting for CloudFront to deploy it to every edge location`);
  const deadline = now() + (options.deployTimeoutMs ?? 30 * 60_000);
  for (;;) {
    const status = (await cloudfront.send(new GetDistributionCommand({ Id: distributionId }))).Distribution?.Status;
    if (status === 'Deployed') break;
    if (now() > deadline) throw new Error(`Distribution ${distributionId} is still ${status}: both tokens stay accepted; rerun the command later to confirm`);
    await sleep(20_000);
  }
  log(`done: CloudFront sends the new token; the old one stays accepted until the next rotation (run again to drop it)`);
  return { outcome, distributionId };
}

async function distributionConfig(cloudfront: CloudFrontClient, id: string): Promise<{ config: DistributionConfig; etag: string }> {
  const out = await cloudfront.send(new GetDistributionConfigCommand({ Id: id }));
  if (!out.DistributionConfig || !out.ETag) throw new Error(`Distribution ${id} returned no configuration`);
  return { config: out.DistributionConfig, etag: out.ETag };
}

/** The token the distribution's API origins send (they all send the same one). */
function sentToken({ config }: { config: DistributionConfig }): string {
  const values = new Set((config.Origins?.Items ?? []).flatMap((origin) => (origin.CustomHeaders?.Items ?? []).filter((h) => h.HeaderName?.toLowerCase() === ORIGIN_HEADER).map((h) => h.HeaderValue ?? '')));
  if (values.size === 0) throw new Error(`No origin of the distribution sends ${ORIGIN_HEADER}: is this the RxSavvy web stack's distribution?`);
  return values.size === 1 ? [...values][0]! : '';
}

function withToken(config: DistributionConfig, token: string): DistributionConfig {
  const origins = (config.Origins?.Items ?? []).map((origin) => ({
    ...origin,
    ...(origin.CustomHeaders?.Items?.some((h) => h.HeaderName?.toLowerCase() === ORIGIN_HEADER)
      ? { CustomHeaders: { ...origin.CustomHeaders, Items: origin.CustomHeaders.Items.map((h) => (h.HeaderName?.toLowerCase() === ORIGIN_HEADER ? { ...h, HeaderValue: token } : h)) } }
      : {}),
  }));
  return { ...config, Origins: { Quantity: origins.length, Items: origins } };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' } } });
  const region = values.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!values.stage || !/^(dev|staging|prod)$/.test(values.stage) || !region) {
    console.error('usage: npm run rotate:origin-token -- --stage dev|staging|prod [--region <the stage\'s region, else AWS_REGION>]');
    process.exit(2);
  }
  rotateOriginToken({ stage: values.stage, region }).catch((error: Error) => {
    console.error(`rotation stopped: ${error.message}`);
    process.exit(1);
  });
}
