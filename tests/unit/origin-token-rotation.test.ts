import type { Context } from 'aws-lambda';
import {
  CloudFrontClient, type DistributionConfig, GetDistributionCommand, GetDistributionConfigCommand, UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineContract } from '../../shared/contract';
import { httpHandler, type HttpEvent } from '../../functions/lib/http';
import { ORIGIN_VERIFY_PREVIOUS_SECRET, ORIGIN_VERIFY_SECRET } from '../../functions/lib/origin-verify';
import { clearSecretCache } from '../../functions/lib/secrets';
import { distributionIdParameterName, originVerifySecretsParameterName } from '../../functions/tables/resource-names';
import { newToken, rotateOriginToken } from '../../scripts/rotate-origin-token';

/**
 * The rotation end to end, offline: the command against Secrets Manager, SSM and CloudFront as
 * aws-sdk-client-mock stand-ins that keep state, and a deployed API function (the real middy stack,
 * reading both secrets through functions/lib/secrets.ts with its five-minute cache) answering what
 * CloudFront sends at every step of a clock the waits move. The local runtime sets no origin token
 * (the check is off on loopback), so this is where the check runs as in AWS.
 */
const CURRENT_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerifySecret-AbCdEf';
const PREVIOUS_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerifyPreviousSecret-GhIjKl';
const DISTRIBUTION = 'E2EXAMPLE123';
const API_ORIGIN = 'abc123.execute-api.us-east-1.amazonaws.com';

const contract = defineContract({ id: 'test', method: 'GET', auth: 'public', path: '/api/test', query: z.object({}), body: z.object({}), response: z.object({ ok: z.boolean() }) });
const fn = httpHandler(contract, async () => ({ ok: true }));
const context = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 5_000 } as unknown as Context;

/** What the API answers a request that carries `token` as x-origin-verify (a fresh caller each time: no rate limit). */
let caller = 0;
async function status(token: string | undefined): Promise<number> {
  caller += 1;
  const event = {
    version: '2.0', routeKey: 'GET /api/test', rawPath: '/api/test', rawQueryString: '', isBase64Encoded: false,
    headers: token === undefined ? {} : { 'x-origin-verify': token },
    requestContext: { http: { method: 'GET', path: '/api/test', protocol: 'HTTP/1.1', sourceIp: `198.51.100.${caller % 250}`, userAgent: 't' }, requestId: 'r', routeKey: 'GET /api/test', stage: '$default', time: '', timeEpoch: 0, accountId: '1', apiId: 'a', domainName: 'x', domainPrefix: 'x' },
  } as unknown as HttpEvent;
  return (await fn(event, context)).statusCode!;
}

/** Secrets Manager, SSM and CloudFront, each keeping its state like the service. */
function fakeAccount(initial: { current: string; previous: string; sent: string }) {
  const secrets = new Map<string, { value: string; created: Date }>([
    [CURRENT_ARN, { value: initial.current, created: new Date(Date.now() - 86_400_000) }],
    [PREVIOUS_ARN, { value: initial.previous, created: new Date(Date.now() - 86_400_000) }],
  ]);
  const sm = mockClient(SecretsManagerClient);
  sm.on(GetSecretValueCommand).callsFake(({ SecretId }: { SecretId: string }) => ({ SecretString: secrets.get(SecretId)!.value, CreatedDate: secrets.get(SecretId)!.created }));
  sm.on(PutSecretValueCommand).callsFake(({ SecretId, SecretString }: { SecretId: string; SecretString: string }) => {
    secrets.set(SecretId, { value: SecretString, created: new Date() });
    return {};
  });
  const ssm = mockClient(SSMClient);
  const parameters: Record<string, string> = {
    [originVerifySecretsParameterName('prod')]: JSON.stringify({ current: CURRENT_ARN, previous: PREVIOUS_ARN }),
    [distributionIdParameterName('prod')]: DISTRIBUTION,
  };
  ssm.on(GetParameterCommand).callsFake(({ Name }: { Name: string }) => ({ Parameter: { Name, Value: parameters[Name] } }));
  const origin = (id: string, headers: { HeaderName: string; HeaderValue: string }[]) => ({ Id: id, DomainName: id, CustomHeaders: { Quantity: headers.length, Items: headers } });
  const distribution = {
    config: {
      CallerReference: 'x', Comment: 'RxSavvy prod', Enabled: true,
      Origins: { Quantity: 2, Items: [origin('site-bucket', []), origin(API_ORIGIN, [{ HeaderName: 'x-origin-verify', HeaderValue: initial.sent }])] },
    } as unknown as DistributionConfig,
    etag: 'E1',
    pollsUntilDeployed: 0,
    updates: 0,
  };
  const cf = mockClient(CloudFrontClient);
  cf.on(GetDistributionConfigCommand).callsFake(() => ({ DistributionConfig: structuredClone(distribution.config), ETag: distribution.etag }));
  cf.on(UpdateDistributionCommand).callsFake(({ IfMatch, DistributionConfig: config }: { IfMatch: string; DistributionConfig: DistributionConfig }) => {
    if (IfMatch !== distribution.etag) throw Object.assign(new Error('PreconditionFailed'), { name: 'PreconditionFailed' });
    // Worst case: an edge location switches to the new header at once.
    distribution.config = config;
    distribution.etag = `E${Number(distribution.etag.slice(1)) + 1}`;
    distribution.pollsUntilDeployed = 3;
    distribution.updates += 1;
    return { ETag: distribution.etag };
  });
  cf.on(GetDistributionCommand).callsFake(() => {
    distribution.pollsUntilDeployed = Math.max(0, distribution.pollsUntilDeployed - 1);
    return { Distribution: { Id: DISTRIBUTION, Status: distribution.pollsUntilDeployed ? 'InProgress' : 'Deployed' } };
  });
  const sent = () => distribution.config.Origins!.Items!.find((o) => o.Id === API_ORIGIN)!.CustomHeaders!.Items![0]!.HeaderValue!;
  return { secrets, distribution, sent, restore: () => [sm, ssm, cf].forEach((m) => m.restore()) };
}

describe('origin-token rotation (npm run rotate:origin-token), end to end', () => {
  let account: ReturnType<typeof fakeAccount>;
  /** Every answer the API gave CloudFront's header while the command waited. */
  let answers: number[];
  const OLD = newToken();
  const PREVIOUS = newToken();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    clearSecretCache();
    process.env.AWS_REGION = 'us-east-1';
    process.env[`${ORIGIN_VERIFY_SECRET}_SECRET_ARN`] = CURRENT_ARN;
    process.env[`${ORIGIN_VERIFY_PREVIOUS_SECRET}_SECRET_ARN`] = PREVIOUS_ARN;
    answers = [];
  });
  afterEach(() => {
    account.restore();
    vi.useRealTimers();
    delete process.env[`${ORIGIN_VERIFY_SECRET}_SECRET_ARN`];
    delete process.env[`${ORIGIN_VERIFY_PREVIOUS_SECRET}_SECRET_ARN`];
  });

  /** The waits move the clock, and at each step CloudFront's current header reaches the API. */
  const rotate = () => rotateOriginToken({
    stage: 'prod',
    region: 'us-east-1',
    log: () => {},
    now: () => Date.now(),
    sleep: async (ms) => {
      vi.setSystemTime(Date.now() + ms);
      answers.push(await status(account.sent()));
    },
  });

  it('keeps answering CloudFront throughout, then accepts the old and the new token and refuses any other', async () => {
    account = fakeAccount({ current: OLD, previous: PREVIOUS, sent: OLD });
    // A warm container: it has read both secrets (and cached them) before the rotation starts.
    expect(await status(OLD)).toBe(200);

    await expect(rotate()).resolves.toEqual({ outcome: 'rotated', distributionId: DISTRIBUTION });
    const NEW = account.secrets.get(CURRENT_ARN)!.value;
    expect(NEW).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(NEW).not.toBe(OLD);
    expect(account.secrets.get(PREVIOUS_ARN)!.value, 'the old token is kept as the previous one').toBe(OLD);
    expect(account.sent(), 'CloudFront sends the new token').toBe(NEW);
    expect(answers.filter((s) => s !== 200), 'answers to CloudFront\'s header during the rotation').toEqual([]);
    expect(answers.length, 'the command waited for the functions\' cache and for CloudFront').toBeGreaterThan(10);

    // The rotation window: both accepted, a third refused, no header refused.
    expect(await status(OLD)).toBe(200);
    expect(await status(NEW)).toBe(200);
    expect(await status(newToken())).toBe(403);
    expect(await status(undefined)).toBe(403);

    // The next rotation drops the old token.
    await rotate();
    vi.setSystemTime(Date.now() + 301_000);
    expect(await status(OLD)).toBe(403);
    expect(await status(NEW)).toBe(200);
    expect(await status(account.sent())).toBe(200);
  });

  it('resumes an interrupted rotation (secrets written, CloudFront not yet switched) without writing another token', async () => {
    const NEW = newToken();
    account = fakeAccount({ current: NEW, previous: OLD, sent: OLD });
    expect(await status(OLD)).toBe(200);
    await expect(rotate()).resolves.toMatchObject({ outcome: 'resumed' });
    expect(account.secrets.get(CURRENT_ARN)!.value).toBe(NEW);
    expect(account.secrets.get(PREVIOUS_ARN)!.value).toBe(OLD);
    expect(account.sent()).toBe(NEW);
    expect(answers.filter((s) => s !== 200)).toEqual([]);
  });

  it('puts CloudFront back on the current token when it sends one the functions refuse', async () => {
    account = fakeAccount({ current: OLD, previous: PREVIOUS, sent: 'hand-edited' });
    await expect(rotate()).resolves.toMatchObject({ outcome: 'repaired' });
    expect(account.sent()).toBe(OLD);
    expect(account.secrets.get(CURRENT_ARN)!.value).toBe(OLD);
    expect(account.distribution.updates).toBe(1);
  });
});
