import { GetAccountSettingsCommand, GetFunctionConcurrencyCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { planReservations } from '../../../infra/config';
import { checks } from '../../../scripts/preflight/checks/concurrency';
import { contextFor, PROD } from './support';

const lambda = mockClient(LambdaClient);
afterEach(() => lambda.reset());
const run = async (ctx: ReturnType<typeof contextFor>) => (await checks[0]!(ctx))[0]!;
const TABLE_TOTAL = Object.values(planReservations('table')).reduce((a, b) => a + b, 0);
const account = (quota: number, unreserved = quota) => lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: quota, UnreservedConcurrentExecutions: unreserved } });
const notDeployed = () => lambda.on(GetFunctionConcurrencyCommand).rejects(Object.assign(new Error('not found'), { name: 'ResourceNotFoundException' }));

describe('preflight: Lambda concurrency', () => {
  it('fails a new account (quota 400) against the tables\' reservations in prod, and names a budget that fits', async () => {
    account(400);
    notDeployed();
    const result = await run(contextFor('prod', PROD));
    expect(result).toMatchObject({ name: 'Lambda concurrency', ok: false, detail: `quota 400, unreserved 400; concurrencyBudget=table reserves ${TABLE_TOTAL}, room for 300` });
    expect(result.fix).toContain('L-B99A9384');
    expect(result.fix).toContain('-c concurrencyBudget=400');
  });

  it('passes the same account with that budget, and a dev stage that reserves nothing', async () => {
    account(400);
    notDeployed();
    expect(await run(contextFor('prod', { ...PROD, concurrencyBudget: '400' }))).toMatchObject({ ok: true });
    expect(await run(contextFor('dev'))).toMatchObject({ ok: true, detail: 'quota 400, unreserved 400; concurrencyBudget=off reserves 0, room for 300' });
  });

  it('counts what this stage already holds as its own on a redeploy, and other stages\' reservations against it', async () => {
    // 1000 quota: this stage holds its full table already, so unreserved is 1000 - total.
    account(1000, 1000 - TABLE_TOTAL);
    lambda.on(GetFunctionConcurrencyCommand).callsFake(({ FunctionName }: { FunctionName: string }) => ({ ReservedConcurrentExecutions: planReservations('table')[FunctionName.replace('rxsavvy-prod-', '')] }));
    expect(await run(contextFor('prod', PROD))).toMatchObject({ ok: true, detail: expect.stringContaining(`(${TABLE_TOTAL} already held by this stage)`) });
    // Another stage took 500 of the same 1000: prod no longer fits.
    account(1000, 500);
    notDeployed();
    expect(await run(contextFor('prod', PROD))).toMatchObject({ ok: false, detail: expect.stringContaining('room for 400') });
  });

  it('warns when prod reserves nothing (no cap on the price routes)', async () => {
    account(1000);
    expect(await run(contextFor('prod', { ...PROD, concurrencyBudget: 'off' }))).toMatchObject({ ok: 'warn', fix: expect.stringContaining('-c concurrencyBudget=1000') });
  });
});
