import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { checks as bootstrap } from '../../../scripts/preflight/checks/bootstrap';
import { checks as context } from '../../../scripts/preflight/checks/context';
import { checks as powertools } from '../../../scripts/preflight/checks/powertools';
import { POWERTOOLS_LAYER_PARAMETER } from '../../../infra/constructs/powertools-layer';
import { contextFor, PROD, row } from './support';

const ssm = mockClient(SSMClient);
afterEach(() => ssm.reset());
const notFound = () => Object.assign(new Error('Parameter not found'), { name: 'ParameterNotFound' });
const run = async (module: typeof context, ctx = contextFor('dev')) => (await Promise.all(module.map((c) => c(ctx)))).flat();

describe('preflight: CDK context', () => {
  it('passes a context synth accepts, and warns that the SPA is not built', async () => {
    const results = await run(context, contextFor('dev', { webDist: '/nowhere' }));
    expect(row(results, 'CDK context')).toMatchObject({ ok: true, detail: expect.stringContaining('stage dev, prices from sandbox') });
    expect(row(results, 'Built SPA')).toMatchObject({ ok: 'warn', fix: 'npm run build:web' });
  });

  it('fails with the message synth would stop on', async () => {
    const results = await run(context, contextFor('prod', { concurrencyBudget: '101', pbmEndpoints: 'account' }));
    expect(row(results, 'CDK context')).toMatchObject({ ok: false, detail: expect.stringMatching(/concurrencyBudget=101 leaves 1 to reserve/) });
  });
});

describe('preflight: CDK bootstrap', () => {
  it('passes when the bootstrap version parameter of the qualifier is 6 or later', async () => {
    ssm.on(GetParameterCommand, { Name: '/cdk-bootstrap/hnb659fds/version' }).resolves({ Parameter: { Value: '30' } });
    expect(await run(bootstrap)).toEqual([expect.objectContaining({ name: 'CDK bootstrap', ok: true, detail: '/cdk-bootstrap/hnb659fds/version = 30 in us-east-1' })]);
    ssm.on(GetParameterCommand, { Name: '/cdk-bootstrap/custom1/version' }).resolves({ Parameter: { Value: '27' } });
    expect((await run(bootstrap, contextFor('dev', { '@aws-cdk/core:bootstrapQualifier': 'custom1' })))[0]!.ok).toBe(true);
  });

  it('fails on a region never bootstrapped, and on an old bootstrap stack, with the command', async () => {
    ssm.on(GetParameterCommand).rejects(notFound());
    expect(await run(bootstrap)).toEqual([{ name: 'CDK bootstrap', ok: false, detail: expect.stringContaining('not found'), fix: 'npx cdk bootstrap aws://<account id>/us-east-1' }]);
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '5' } });
    expect((await run(bootstrap))[0]).toMatchObject({ ok: false, detail: expect.stringContaining('needs 6 or later') });
  });
});

describe('preflight: the Powertools layer parameter', () => {
  it('passes when AWS publishes the pinned version in the region', async () => {
    ssm.on(GetParameterCommand, { Name: POWERTOOLS_LAYER_PARAMETER }).resolves({ Parameter: { Value: 'arn:aws:lambda:us-east-1:094274105915:layer:AWSLambdaPowertoolsTypeScriptV2:40' } });
    expect((await run(powertools))[0]).toMatchObject({ name: 'Powertools layer', ok: true, detail: expect.stringContaining(':layer:AWSLambdaPowertoolsTypeScriptV2:40') });
  });

  it('fails where the region has no such parameter', async () => {
    ssm.on(GetParameterCommand).rejects(notFound());
    expect((await run(powertools))[0]).toMatchObject({ ok: false, detail: expect.stringContaining('does not exist in us-east-1'), fix: expect.stringContaining('commercial region') });
  });
});

describe('preflight: context needed', () => {
  it('says a check was skipped when the context does not parse', async () => {
    const { checks } = await import('../../../scripts/preflight/checks/pbm-endpoints');
    expect((await checks[0]!(contextFor('prod', { ...PROD, pbmEndpoints: 'sandbox' })))[0]).toMatchObject({ ok: 'warn', detail: expect.stringContaining('not checked') });
  });
});
