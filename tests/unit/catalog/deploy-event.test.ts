import type { CloudFormationCustomResourceEvent, CloudFormationCustomResourceResponse } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { answerDeployEvent, SEED_LOAD_RESOURCE_ID, type SeedLoadProperties } from '../../../functions/domain/catalog/seed/deploy-event';
import { SEED_VERSION } from '../../../functions/tables/seed-version';

const PROPS = { Bucket: 'cdk-assets', CatalogKey: 'abc.json', DirectoryKey: 'def.gz', SeedVersion: SEED_VERSION };

function event(RequestType: 'Create' | 'Update' | 'Delete', properties: Record<string, string> = PROPS): CloudFormationCustomResourceEvent {
  const common = {
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:seed-load', ResponseURL: 'https://cfn.example/answer', StackId: 'stack-1', RequestId: 'req-1',
    LogicalResourceId: 'SeedLoad', ResourceType: 'Custom::RxSavvySeedLoad', ResourceProperties: { ServiceToken: 'x', ...properties },
  };
  return RequestType === 'Create' ? { ...common, RequestType }
    : RequestType === 'Update' ? { ...common, RequestType, PhysicalResourceId: 'physical-1', OldResourceProperties: { ServiceToken: 'x' } }
      : { ...common, RequestType, PhysicalResourceId: 'physical-1' };
}

const context = (leftMs = 900_000) => ({ getRemainingTimeInMillis: () => leftMs, logStreamName: 'stream-1' });

async function answer(e: CloudFormationCustomResourceEvent, load: (p: SeedLoadProperties) => Promise<Record<string, string>>, options: { leftMs?: number; marginMs?: number } = {}) {
  const sent: { url: string; body: CloudFormationCustomResourceResponse }[] = [];
  const result = await answerDeployEvent(e, context(options.leftMs), load, {
    put: async (url, body) => { sent.push({ url, body }); },
    ...(options.marginMs !== undefined ? { marginMs: options.marginMs } : {}),
  });
  expect(sent, 'exactly one answer PUT to the response URL').toHaveLength(1);
  expect(sent[0]!.url).toBe('https://cfn.example/answer');
  expect(sent[0]!.body).toMatchObject({ ...result, StackId: 'stack-1', RequestId: 'req-1', LogicalResourceId: 'SeedLoad' });
  return result;
}

describe('the seed load as a CloudFormation custom resource', () => {
  it('Create loads with the resource\'s properties and answers SUCCESS under the one physical id', async () => {
    const load = vi.fn(async () => ({ Outcome: 'loaded', Version: SEED_VERSION, Items: '9400' }));
    expect(await answer(event('Create'), load)).toEqual({ Status: 'SUCCESS', PhysicalResourceId: SEED_LOAD_RESOURCE_ID, Data: { Outcome: 'loaded', Version: SEED_VERSION, Items: '9400' } });
    expect(load).toHaveBeenCalledWith(expect.objectContaining(PROPS));
  });

  it('Update keeps the physical id it was given (a new id would make CloudFormation delete the old resource)', async () => {
    expect(await answer(event('Update'), async () => ({ Outcome: 'current' }))).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: 'physical-1' });
  });

  it('an event of another seed version (a rollback\'s) loads nothing and succeeds', async () => {
    const load = vi.fn(async () => ({}));
    expect(await answer(event('Update', { ...PROPS, SeedVersion: '2026-01-01.older' }), load)).toMatchObject({ Status: 'SUCCESS', Data: { Outcome: 'skipped', Version: '2026-01-01.older' } });
    expect(load).not.toHaveBeenCalled();
  });

  it('Delete loads nothing: the data belongs to the tables', async () => {
    const load = vi.fn(async () => ({}));
    expect(await answer(event('Delete'), load)).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: 'physical-1' });
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load answers FAILED with the reason and the log stream, and does not throw', async () => {
    const result = await answer(event('Create'), async () => { throw new Error('AccessDenied on the catalog asset'); });
    expect(result).toMatchObject({ Status: 'FAILED', PhysicalResourceId: SEED_LOAD_RESOURCE_ID });
    expect(result.Reason).toContain('AccessDenied on the catalog asset');
    expect(result.Reason).toContain('stream-1');
  });

  it('a resource missing one of its properties answers FAILED naming it', async () => {
    const { CatalogKey: _, ...withoutCatalog } = PROPS;
    expect((await answer(event('Create', withoutCatalog), async () => ({}))).Reason).toContain('CatalogKey');
  });

  it('a load that would outlast the Lambda answers FAILED before the timeout', async () => {
    const never = () => new Promise<Record<string, string>>(() => {});
    const result = await answer(event('Create'), never, { leftMs: 1_050, marginMs: 1_000 });
    expect(result.Status).toBe('FAILED');
    expect(result.Reason).toMatch(/did not finish.*previous version stays live/);
  });

  it('a short invocation keeps a tenth of its time as the margin, not 20 s', async () => {
    expect(await answer(event('Create'), async () => ({ Outcome: 'current' }), { leftMs: 10_000 })).toMatchObject({ Status: 'SUCCESS' });
  });
});
