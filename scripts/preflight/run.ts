/**
 * `npm run preflight -- --stage <stage> [--region <region>] [-c key=value ...]`: what the AWS account
 * must have before `cdk deploy` of that stage, read (never changed) with the AWS SDK v3 and printed
 * as a table with the fix for each row. Exit code 1 when any row fails; warnings do not fail.
 *
 * Give it the same `-c` values as the deploy (it also reads cdk.json and cdk.context.json, like the
 * CDK CLI). Credentials and region as for the AWS CLI (AWS_PROFILE, AWS_REGION, ...).
 *
 * Adding a check is one line in PREFLIGHT_CHECKS below. A check is a `PreflightCheck`
 * (scripts/preflight/types.ts: `(ctx) => Promise<CheckResult[]>`, each result
 * `{ name, ok: true | false | 'warn', detail, fix }`); a validator exported elsewhere that returns
 * its problems as strings (none when fine) becomes one with `fromProblems(name, (ctx) => ..., fix)`.
 * Topic files live in scripts/preflight/checks/ and export `checks`; test each with
 * aws-sdk-client-mock in tests/unit/preflight/ (a passing and a failing account each).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deployStageSchema, readDeployConfig, REPO_ROOT } from '../../infra/config';
import type { CheckResult, PreflightCheck, PreflightContext } from './types';
import { checks as contextChecks } from './checks/context';
import { checks as bootstrapChecks } from './checks/bootstrap';
import { checks as concurrencyChecks } from './checks/concurrency';
import { checks as powertoolsChecks } from './checks/powertools';
import { checks as certificateChecks } from './checks/certificate';
import { checks as sesChecks } from './checks/ses';
import { checks as smsChecks } from './checks/sms';
import { checks as pbmChecks } from './checks/pbm-endpoints';
import { checks as marketplaceChecks } from './checks/marketplace';
import { checks as identityChecks } from './checks/identity';

/** Every check, in the order of the table: one line each. */
export const PREFLIGHT_CHECKS: readonly PreflightCheck[] = [
  ...contextChecks,
  ...bootstrapChecks,
  ...concurrencyChecks,
  ...powertoolsChecks,
  ...certificateChecks,
  ...sesChecks,
  ...smsChecks,
  ...pbmChecks,
  ...marketplaceChecks,
  ...identityChecks,
];

const USAGE = 'usage: npm run preflight -- --stage dev|staging|prod [--region <region>] [-c key=value ...]';

/** The context from the command line, cdk.json and cdk.context.json; throws the usage on bad arguments. */
export function preflightContext(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, root = REPO_ROOT): PreflightContext {
  const { values } = parseArgs({
    args: [...argv],
    options: { stage: { type: 'string' }, region: { type: 'string' }, context: { type: 'string', short: 'c', multiple: true } },
  });
  const stage = deployStageSchema.safeParse(values.stage);
  if (!stage.success) throw new Error(`--stage must be dev, staging or prod\n${USAGE}`);
  const region = values.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  if (!region) throw new Error(`no region: give --region or set AWS_REGION\n${USAGE}`);
  const fromFile = (file: string, pick: (json: Record<string, unknown>) => unknown) =>
    existsSync(join(root, file)) ? ((pick(JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>) ?? {}) as Record<string, unknown>) : {};
  const given: Record<string, string> = {};
  for (const pair of values.context ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`-c ${pair}: expected key=value\n${USAGE}`);
    given[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const context: Record<string, unknown> = { ...fromFile('cdk.json', (j) => j.context), ...fromFile('cdk.context.json', (j) => j), ...given, stage: stage.data };
  let config: PreflightContext['config'];
  try {
    config = readDeployConfig({ tryGetContext: (key: string) => context[key] } as Parameters<typeof readDeployConfig>[0]);
  } catch {
    config = undefined; // the "CDK context" check reports why
  }
  return { stage: stage.data, region, context, config, fetch: globalThis.fetch };
}

/** Runs every check (a check that throws becomes a failed row). */
export async function runChecks(ctx: PreflightContext, checks: readonly PreflightCheck[] = PREFLIGHT_CHECKS): Promise<CheckResult[]> {
  const results = await Promise.all(checks.map(async (check) => {
    try {
      return await check(ctx);
    } catch (error) {
      const e = error as Error;
      return [{ name: humanize(check.name || 'check'), ok: false, detail: `the check failed: ${e.name}: ${e.message}`, fix: 'read the error: missing credentials or permission to read this service?' } satisfies CheckResult];
    }
  }));
  return results.flat();
}

/** A check function's name as a row name: lambdaConcurrency -> Lambda concurrency, sesAccount -> SES account. */
function humanize(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().replace(/\b(ses|sms|sns|pbm|acm|cdk|ssm)\b/g, (w) => w.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LABEL = (ok: CheckResult['ok']) => (ok === true ? 'PASS' : ok === 'warn' ? 'WARN' : 'FAIL');

/** The table: one line per result, the fix indented under every row that is not a pass, and a summary. */
export function renderTable(ctx: Pick<PreflightContext, 'stage' | 'region'>, results: readonly CheckResult[]): string {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const lines = [`RxSavvy preflight: stage ${ctx.stage}, region ${ctx.region}`, '', `result  ${'check'.padEnd(width)}  detail`, `------  ${'-'.repeat(width)}  ------`];
  for (const r of results) {
    lines.push(`${LABEL(r.ok).padEnd(6)}  ${r.name.padEnd(width)}  ${r.detail}`);
    if (r.ok !== true && r.fix) lines.push(`${' '.repeat(8 + width)}  fix: ${r.fix}`);
  }
  const count = (ok: CheckResult['ok']) => results.filter((r) => r.ok === ok).length;
  lines.push('', `${count(true)} passed, ${count(false)} failed, ${count('warn')} warnings`);
  return lines.join('\n');
}

export function exitCode(results: readonly CheckResult[]): 0 | 1 {
  return results.some((r) => r.ok === false) ? 1 : 0;
}

/** The command: context, checks, table; resolves to the exit code. */
export async function preflight(argv: readonly string[], out: (text: string) => void = console.log, checks = PREFLIGHT_CHECKS): Promise<number> {
  let ctx: PreflightContext;
  try {
    ctx = preflightContext(argv);
  } catch (error) {
    out((error as Error).message);
    return 2;
  }
  const results = await runChecks(ctx, checks);
  out(renderTable(ctx, results));
  return exitCode(results);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await preflight(process.argv.slice(2));
}
