import { GetAccountSettingsCommand, GetFunctionConcurrencyCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { LAMBDA_UNRESERVED_MINIMUM } from '../../../infra/config';
import { functionName } from '../../../functions/tables/resource-names';
import { needsConfig, type PreflightCheck } from '../types';

const NAME = 'Lambda concurrency';

/**
 * The account's Lambda concurrency quota against what the stage reserves (context
 * `concurrencyBudget`, planned in infra/config.ts from the route and job tables): Lambda refuses a
 * reservation that leaves less than 100 unreserved. What this stage's functions already reserve
 * (a redeploy) is counted as theirs; every other reservation in the account is not.
 */
const lambdaConcurrency: PreflightCheck = async (ctx) => {
  if (!ctx.config) return [needsConfig(NAME)];
  const lambda = new LambdaClient({ region: ctx.region });
  const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}));
  const quota = AccountLimit?.ConcurrentExecutions ?? 0;
  const unreserved = AccountLimit?.UnreservedConcurrentExecutions ?? quota;
  const plan = ctx.config.reservedConcurrency;
  const wanted = Object.values(plan).reduce((a, b) => a + b, 0);
  const held = (await Promise.all(Object.keys(plan).map(async (id) => {
    try {
      return (await lambda.send(new GetFunctionConcurrencyCommand({ FunctionName: functionName(ctx.stage, id) }))).ReservedConcurrentExecutions ?? 0;
    } catch (error) {
      if ((error as Error).name === 'ResourceNotFoundException') return 0;
      throw error;
    }
  }))).reduce((a, b) => a + b, 0);
  // What this stage may reserve: what is unreserved now, plus what its own functions already hold, less Lambda's minimum.
  const room = unreserved + held - LAMBDA_UNRESERVED_MINIMUM;
  const detail = `quota ${quota}, unreserved ${unreserved}; concurrencyBudget=${ctx.config.concurrencyBudget} reserves ${wanted}${held ? ` (${held} already held by this stage)` : ''}, room for ${Math.max(room, 0)}`;
  if (wanted > room) {
    const fits = Math.max(room, 0) + LAMBDA_UNRESERVED_MINIMUM;
    return [{
      name: NAME,
      ok: false,
      detail,
      fix: `request a higher "Concurrent executions" quota (Service Quotas > AWS Lambda, code L-B99A9384), or deploy with -c concurrencyBudget=${fits >= 100 + Object.keys(plan).length ? fits : 'off'} (concurrencyBudget=off reserves nothing)`,
    }];
  }
  if (wanted === 0 && ctx.stage === 'prod') {
    return [{ name: NAME, ok: 'warn', detail: `${detail}: no price route is capped, so a flood can take the concurrency sign-in needs`, fix: `deploy with -c concurrencyBudget=${room + LAMBDA_UNRESERVED_MINIMUM} (what the account has room for), after raising the quota if that is small` }];
  }
  return [{ name: NAME, ok: true, detail, fix: '' }];
};

export const checks = [lambdaConcurrency];
