import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteCommand, DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { clearCaches, resetClearCacheClients } from '../../../functions/domain/pricing/clear-cache';
import { adminClearCacheContract } from '../../../shared/contracts/admin';

const cloudfront = mockClient(CloudFrontClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const ssm = mockClient(SSMClient);

describe('clearCaches', () => {
  beforeEach(() => {
    cloudfront.reset();
    dynamo.reset();
    ssm.reset();
    resetClearCacheClients();
    delete process.env.STAGE;
    process.env.TABLE_PRICE_CACHE = 'price-cache';
    dynamo.on(ScanCommand).resolvesOnce({ Items: [{ pk: 'a' }, { pk: 'b' }], LastEvaluatedKey: { pk: 'b' } }).resolvesOnce({ Items: [{ pk: 'c' }] });
    dynamo.on(DeleteCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({ Attributes: { generation: 4 } });
  });

  it('raises the cache generation, deletes every stored entry across scan pages and counts them; no paths means no invalidation', async () => {
    const out = await clearCaches([], 'req-1', { DISTRIBUTION_ID: 'E123' });
    expect(out).toEqual({ cleared: 3, invalidation: null, invalidationSkipped: null });
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({ Key: { pk: 'meta#generation' }, UpdateExpression: 'ADD generation :one' });
    expect(dynamo.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toEqual([{ pk: 'a' }, { pk: 'b' }, { pk: 'c' }]);
    expect(cloudfront.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });

  it('invalidates the given paths (de-duplicated) on its own distribution', async () => {
    cloudfront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I9', Status: 'InProgress', CreateTime: new Date(), InvalidationBatch: { CallerReference: 'req-2', Paths: { Quantity: 2, Items: ['/index.html', '/assets/*'] } } } });
    const out = await clearCaches(['/index.html', '/assets/*', '/index.html'], 'req-2', { DISTRIBUTION_ID: 'E123' });
    expect(cloudfront.commandCalls(CreateInvalidationCommand).map((c) => c.args[0].input)).toEqual([
      { DistributionId: 'E123', InvalidationBatch: { CallerReference: 'req-2', Paths: { Quantity: 2, Items: ['/index.html', '/assets/*'] } } },
    ]);
    expect(out.invalidation).toEqual({ id: 'I9', paths: ['/index.html', '/assets/*'], status: 'InProgress' });
  });

  it('says why it skipped the invalidation when no distribution is configured', async () => {
    const out = await clearCaches(['/index.html'], 'req-3', {});
    expect(out.invalidation).toBeNull();
    expect(out.invalidationSkipped).toMatch(/nothing to invalidate/);
    expect(cloudfront.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });
});

describe('clearCaches in a deployed stage', () => {
  beforeEach(() => {
    cloudfront.reset();
    dynamo.reset();
    ssm.reset();
    resetClearCacheClients();
    process.env.TABLE_PRICE_CACHE = 'price-cache';
    process.env.STAGE = 'prod';
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(UpdateCommand).resolves({ Attributes: { generation: 1 } });
  });

  it('reads the distribution id once from the stage’s SSM parameter and invalidates there', async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'EPROD42' } });
    cloudfront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I1', Status: 'InProgress', CreateTime: new Date(), InvalidationBatch: { CallerReference: 'r', Paths: { Quantity: 1, Items: ['/'] } } } });
    await clearCaches(['/'], 'req-a', {});
    await clearCaches(['/'], 'req-b', {});
    expect(ssm.commandCalls(GetParameterCommand).map((c) => c.args[0].input)).toEqual([{ Name: '/rxsavvy/prod/distribution-id' }]);
    expect(cloudfront.commandCalls(CreateInvalidationCommand).map((c) => c.args[0].input.DistributionId)).toEqual(['EPROD42', 'EPROD42']);
  });

  it('says why when the parameter cannot be read, and tries again next time', async () => {
    ssm.on(GetParameterCommand).rejectsOnce(new Error('AccessDenied')).resolves({ Parameter: { Value: 'EPROD42' } });
    const out = await clearCaches(['/'], 'req-c', {});
    expect(out.invalidationSkipped).toMatch(/could not be read \(SSM \/rxsavvy\/prod\/distribution-id\)/);
    cloudfront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I2', Status: 'InProgress', CreateTime: new Date(), InvalidationBatch: { CallerReference: 'r', Paths: { Quantity: 1, Items: ['/'] } } } });
    expect((await clearCaches(['/'], 'req-d', {})).invalidation?.id).toBe('I2');
  });
});

describe('clear-cache paths', () => {
  const parse = (paths: unknown) => adminClearCacheContract.body.safeParse({ paths });
  it.each([['/'], ['/index.html'], ['/assets/*'], ['/Lisinopril'], ['/a%20b']])('accepts %s', (path) => expect(parse([path]).success).toBe(true));
  it.each([['index.html'], ['/a b'], ['/*/x'], ['/x?y=1'], ['/<script>'], ['/' + 'a'.repeat(200)]])('refuses %s', (path) => expect(parse([path]).success).toBe(false));
  it('defaults to none and refuses more than 15', () => {
    expect(adminClearCacheContract.body.parse({})).toEqual({ paths: [] });
    expect(parse(Array.from({ length: 16 }, (_, i) => `/p${i}`)).success).toBe(false);
  });
});
